import { MAX_BREED_COUNT, PART_TYPES, breedBlock, compileFilter, pairProbabilities, type CompiledFilter, type PartType } from '@criadero/genetics';
import { CpuSlices } from '@criadero/service-platform';
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
 * then higher per-part factors in priority order, then lower id. Answers the first
 * `criteria.limit` partners and how many there are.
 *
 * Candidates come from the market index. With the reference fixed, the engine's answer for a
 * partner depends only on which of its D/R1/R2 slots carry a wanted gene (its slot masks): the
 * candidates are grouped by masks, the engine runs once per group, and only the ids of the
 * best groups are sorted.
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
  // the loops below give the event loop a turn every 20 ms (issue 19: a whole-market ranking held it ~100 ms)
  const slices = new CpuSlices({ sliceMs: 20 });
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

  // relatives: the engine's rule decides, over the few rows that can be related at all
  const blocked = new Set(
    snapshot.possibleRelatives(reference).filter((row) => {
      const candidate = { id: snapshot.ids[row]!, sireId: snapshot.sireIds[row]!, matronId: snapshot.matronIds[row]!, breedCount: snapshot.breedCounts[row]! };
      return breedBlock(lineage(reference), candidate) !== null;
    }),
  );

  // group the candidates by their slot masks (3 bits per wanted part type)
  const wanted = filter.groups.map((group) => ({ slot: PART_TYPES.indexOf(group.key as PartType), genes: snapshot.geneTable(group.genes) }));
  const groups = new Map<number, { row: number; ids: number[] }>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (blocked.has(row)) continue;
    let key = 0;
    for (const { slot, genes: table } of wanted) key = (key << 3) | snapshot.slotMask(row, slot, table);
    const group = groups.get(key);
    if (group) group.ids.push(snapshot.ids[row]!);
    else groups.set(key, { row, ids: [snapshot.ids[row]!] });
  }

  // the engine once per group; groups with the same odds tie, and ties go by id
  const odds = [];
  for (const { row, ids } of groups.values()) {
    await slices.tick();
    const p = pairProbabilities(refGenes, genes.get(snapshot.genes[row]!), filter);
    odds.push({ ids, score: p.allWantedD, factors: p.groups.map((g) => g.D) });
  }
  const ranked = odds.filter((o) => o.score > 0);
  ranked.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    for (let g = 0; g < a.factors.length; g++) if (a.factors[g] !== b.factors[g]) return b.factors[g]! - a.factors[g]!;
    return 0;
  });
  const total = ranked.reduce((n, o) => n + o.ids.length, 0);
  const page: RankedPartner[] = [];
  for (let start = 0; start < ranked.length && page.length < criteria.limit; ) {
    // the run of groups with equal odds: their ids in one ascending list
    let end = start + 1;
    const same = (a: (typeof ranked)[number], b: (typeof ranked)[number]) => a.score === b.score && a.factors.every((f, g) => f === b.factors[g]);
    while (end < ranked.length && same(ranked[start]!, ranked[end]!)) end++;
    const ids = Float64Array.from(ranked.slice(start, end).flatMap((o) => o.ids)).sort();
    const { score, factors } = ranked[start]!;
    for (const id of ids) {
      if (page.length >= criteria.limit) break;
      page.push({ id, score, factors });
    }
    start = end;
  }
  return { ranked: page, total };
}
