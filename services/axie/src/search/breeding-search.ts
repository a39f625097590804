import { MAX_BREED_COUNT, PART_TYPES, breedBlock, compileFilter, pairProbabilities, type CompiledFilter, type PartType } from '@criadero/genetics';
import { AxieError } from '../errors';
import type { GenesCache } from '../market/genes-cache';
import type { AxieDoc } from '../repositories/axie-doc';
import type { AxiesRepository } from '../repositories/axies-repository';
import { partsByType, type SearchCriteria } from './criteria';
import { rowQuery } from './market-search';

export interface RankedPartner {
  id: number;
  /** P(child shows every wanted part as D), the engine's default ranking metric */
  score: number;
  /** per wanted group, P(D), in the engine's group order (priority order first) */
  factors: number[];
}

/** The wanted parts as the genetics engine's filter (part types in priority order). */
export function wantedFilter(criteria: SearchCriteria): CompiledFilter {
  const parts: Partial<Record<PartType, string[]>> = Object.fromEntries(partsByType(criteria.includeParts));
  return compileFilter({ parts, priorityOrder: criteria.priorityOrder });
}

const lineage = (a: AxieDoc) => ({ id: a.id, sireId: a.sireId, matronId: a.matronId, breedCount: a.breedCount });

/**
 * Marketplace partners for `reference`, ranked by the genetics engine: candidates are the
 * search's market (price, classes, breed count…) restricted to adults that can still breed,
 * not relatives (engine rule), and, for a wanted part the reference does not carry in any slot,
 * carrying it themselves (otherwise the chance is 0). Order: higher P(all wanted parts as D),
 * then higher per-part factors in priority order, then lower id.
 *
 * Candidates come from the market index. With the reference fixed, the engine's answer for a
 * partner depends only on which of its D/R1/R2 slots carry a wanted gene (the slot masks), so it
 * is computed once per distinct set of masks, not once per candidate.
 */
export async function rankPartners(
  repository: AxiesRepository,
  genes: GenesCache,
  reference: AxieDoc,
  criteria: SearchCriteria,
): Promise<{ ranked: RankedPartner[]; total: number }> {
  if (reference.stage !== 4 || reference.breedCount >= MAX_BREED_COUNT) throw new AxieError(400, 'AXIE_CANNOT_BREED');
  const filter = wantedFilter(criteria);
  const refGenes = genes.get(reference.genes);
  const snapshot = await repository.snapshot();
  const [minBc, maxBc] = criteria.breedCount ?? [0, MAX_BREED_COUNT];
  // a wanted part the reference carries in no slot must come from the partner
  const carriers = filter.groups
    .filter((group) => {
      const slots = refGenes[group.key as PartType];
      return ![slots.d, slots.r1, slots.r2].some((e) => group.genes.has(e.gen));
    })
    .map((group) => [...group.genes]);
  const rows = snapshot.match({
    // the included parts are wanted in the child, not required on the partner
    ...rowQuery({ ...criteria, includeParts: [] }),
    breedCount: [minBc, Math.min(maxBc, MAX_BREED_COUNT - 1)],
    stage: 4,
    excludeIds: [reference.id, ...criteria.excludeIds],
    geneGroups: carriers,
  });

  const groups = filter.groups.map((group) => ({ slot: PART_TYPES.indexOf(group.key as PartType), genes: snapshot.geneCodesOf(group.genes) }));
  const byMasks = new Map<number, { score: number; factors: number[] }>();
  const ranked: RankedPartner[] = [];
  for (const row of rows) {
    const candidate = { id: snapshot.ids[row]!, sireId: snapshot.sireIds[row]!, matronId: snapshot.matronIds[row]!, breedCount: snapshot.breedCounts[row]! };
    if (breedBlock(lineage(reference), candidate) !== null) continue;
    let masks = 0;
    for (const { slot, genes: wanted } of groups) masks = masks * 8 + snapshot.slotMask(row, slot, wanted);
    let odds = byMasks.get(masks);
    if (!odds) {
      const p = pairProbabilities(refGenes, genes.get(snapshot.genes[row]!), filter);
      byMasks.set(masks, (odds = { score: p.allWantedD, factors: p.groups.map((g) => g.D) }));
    }
    if (odds.score > 0) ranked.push({ id: candidate.id, ...odds });
  }
  ranked.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    for (let g = 0; g < a.factors.length; g++) if (a.factors[g] !== b.factors[g]) return b.factors[g]! - a.factors[g]!;
    return a.id - b.id;
  });
  return { ranked, total: ranked.length };
}
