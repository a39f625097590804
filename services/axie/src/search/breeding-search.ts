import { MAX_BREED_COUNT, breedBlock, compileFilter, pairProbabilities, type CompiledFilter, type PartType } from '@criadero/genetics';
import { AxieError } from '../errors';
import type { GenesCache } from '../market/genes-cache';
import type { AxieDoc } from '../repositories/axie-doc';
import type { AxiesRepository } from '../repositories/axies-repository';
import { partsByType, type SearchCriteria } from './criteria';
import { searchFilter } from './mongo-query';

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
 * then higher per-part factors in priority order, then lower id (the candidates' order).
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
  // The included parts are wanted in the child, not required on the partner.
  const query = searchFilter({ ...criteria, includeParts: [] });
  const [minBc, maxBc] = criteria.breedCount ?? [0, MAX_BREED_COUNT];
  query.breedCount = { $gte: minBc, $lte: Math.min(maxBc, MAX_BREED_COUNT - 1) };
  query.stage = 4;
  query.id = { $nin: [reference.id, ...criteria.excludeIds] };
  const carriers = [];
  for (const group of filter.groups) {
    const refCarries = [refGenes[group.key as PartType].d, refGenes[group.key as PartType].r1, refGenes[group.key as PartType].r2].some((e) =>
      group.genes.has(e.gen),
    );
    if (!refCarries) carriers.push({ geneIds: { $in: [...group.genes] } });
  }
  if (carriers.length) query.$and = [...((query.$and as object[] | undefined) ?? []), ...carriers];

  const candidates = await repository.find(query, { sort: { id: 1 } });
  const ranked: RankedPartner[] = [];
  for (const candidate of candidates) {
    if (breedBlock(lineage(reference), lineage(candidate)) !== null) continue;
    const p = pairProbabilities(refGenes, genes.get(candidate.genes), filter);
    if (p.allWantedD > 0) ranked.push({ id: candidate.id, score: p.allWantedD, factors: p.groups.map((g) => g.D) });
  }
  ranked.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    for (let g = 0; g < a.factors.length; g++) if (a.factors[g] !== b.factors[g]) return b.factors[g]! - a.factors[g]!;
    return a.id - b.id;
  });
  return { ranked, total: ranked.length };
}
