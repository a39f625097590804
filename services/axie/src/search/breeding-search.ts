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

  // group the candidates by their slot masks (3 bits per wanted part type): each row's key in a
  // typed array, and per key its size and one row (no per-row objects: a search reads most of
  // the market)
  const wanted = filter.groups.map((group) => ({ slot: PART_TYPES.indexOf(group.key as PartType), genes: snapshot.geneTable(group.genes) }));
  const keys = new Int32Array(rows.length);
  const groups = new Map<number, { row: number; size: number }>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (blocked.size > 0 && blocked.has(row)) {
      keys[i] = -1;
      continue;
    }
    let key = 0;
    for (let w = 0; w < wanted.length; w++) key = (key << 3) | snapshot.slotMask(row, wanted[w]!.slot, wanted[w]!.genes);
    keys[i] = key;
    const group = groups.get(key);
    if (group) group.size++;
    else groups.set(key, { row, size: 1 });
  }

  // the engine once per group; groups with the same odds tie, and ties go by id
  const odds = [];
  for (const [key, { row, size }] of groups) {
    await slices.tick();
    const p = pairProbabilities(refGenes, genes.get(snapshot.genes[row]!), filter);
    odds.push({ key, size, score: p.allWantedD, factors: p.groups.map((g) => g.D) });
  }
  const ranked = odds.filter((o) => o.score > 0);
  ranked.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    for (let g = 0; g < a.factors.length; g++) if (a.factors[g] !== b.factors[g]) return b.factors[g]! - a.factors[g]!;
    return 0;
  });
  const total = ranked.reduce((n, o) => n + o.size, 0);
  const page: RankedPartner[] = [];
  const same = (a: (typeof ranked)[number], b: (typeof ranked)[number]) => a.score === b.score && a.factors.every((f, g) => f === b.factors[g]);
  for (let start = 0; start < ranked.length && page.length < criteria.limit; ) {
    // the run of groups with equal odds: their ids in one ascending list
    let end = start + 1;
    while (end < ranked.length && same(ranked[start]!, ranked[end]!)) end++;
    const run = new Set(ranked.slice(start, end).map((o) => o.key));
    const ids = new Float64Array(ranked.slice(start, end).reduce((n, o) => n + o.size, 0));
    for (let i = 0, at = 0; i < rows.length; i++) if (keys[i] !== -1 && run.has(keys[i]!)) ids[at++] = snapshot.ids[rows[i]!]!;
    ids.sort();
    const { score, factors } = ranked[start]!;
    for (const id of ids) {
      if (page.length >= criteria.limit) break;
      page.push({ id, score, factors });
    }
    start = end;
  }
  return { ranked: page, total };
}
