import { breedBlock, isAdultStage, type BreedBlock } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';

/** Why two loaded Axies cannot breed together: the engine's rules, or one of them is still an egg. */
export type PairBlock = BreedBlock | 'egg';

const lineage = (c: CreatureCard) => ({ id: c.id, sireId: c.sireId, matronId: c.matronId, breedCount: c.breedCount });

/** The one rule the pair card and its projection follow: a blocked pair has no breeds to cost. */
export function pairBlock(a: CreatureCard, b: CreatureCard): PairBlock | null {
  const block = breedBlock(lineage(a), lineage(b));
  if (block === 'self' || block === 'parent-child' || block === 'siblings') return block;
  if (!isAdultStage(a.stage) || !isAdultStage(b.stage)) return 'egg';
  return block;
}
