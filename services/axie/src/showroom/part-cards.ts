import rawParts from '@criadero/genetics/data/parts.json';
import { BASE_PARTS, allParts } from '@criadero/genetics';
import type { OriginsCard } from '../origins/types';

interface RawPart {
  partId: string;
  baseId: string | null;
  originsCardIds?: Record<string, number>;
}

export interface CardRef {
  id: number;
  name: string;
  energy: number;
  attack: number;
  defense: number;
  healing: number;
  description: string;
}

/** Origins card ids (stage 1 = original, 2 = evolved) per part id, from the genetics catalogue. */
const cardIdsByPart = new Map<string, Record<string, number>>(
  (rawParts as RawPart[]).filter((p) => p.originsCardIds).map((p) => [p.partId, p.originsCardIds!]),
);

const toRef = (card: OriginsCard | undefined): CardRef | null =>
  card ? { id: card.id, name: card.name, energy: card.energy, attack: card.attack, defense: card.defense, healing: card.healing, description: card.description } : null;

/** Looks up a part's original and evolved Origins cards in a card list. */
export function partCards(cards: readonly OriginsCard[]) {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return (partId: string): { original: CardRef | null; evolved: CardRef | null } => {
    const ids = cardIdsByPart.get(partId);
    return { original: toRef(ids?.['1'] ? byId.get(ids['1']) : undefined), evolved: toRef(ids?.['2'] ? byId.get(ids['2']) : undefined) };
  };
}

/** Every base part with its skin variants and its original vs evolved card (the parts table). */
export function partsEvolution(cards: readonly OriginsCard[]) {
  const lookup = partCards(cards);
  const variants = new Map<string, { partId: string; name: string; specialGenes: string }[]>();
  for (const p of allParts()) {
    if (p.gen === p.partId || !p.specialGenes) continue;
    const list = variants.get(p.gen) ?? [];
    list.push({ partId: p.partId, name: p.name, specialGenes: p.specialGenes });
    variants.set(p.gen, list);
  }
  return BASE_PARTS.map((p) => ({
    partId: p.partId,
    name: p.name,
    class: p.class,
    type: p.type,
    variants: variants.get(p.partId) ?? [],
    ...lookup(p.partId),
  }));
}
