import { MAX_BREED_COUNT, PART_TYPES, breedBlock, compileFilter, pairProbabilities, type CompiledFilter, type PartType } from '@criadero/genetics';
import { CpuSlices } from '@criadero/service-kit';
import { AxieError } from '../errors';
import type { GenesCache } from '../market/genes-cache';
import type { AxieDoc } from '../market/store/axie-doc';
import type { ChangeLogFollower } from '../market/index/change-log-follower';
import { partsByType, type SearchCriteria } from './criteria';
import { rowQuery } from './market-search';
import type { Pricing } from '../market/index/row-query';

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
 * The distinct keys (≥ 0) of `keys`, each with how many rows have it and its first row: counted
 * in an array indexed by key when keys have at most 12 bits, else in a Map.
 */
function groupKeys(keys: Int32Array, rows: Int32Array, bits: number): Array<{ key: number; row: number; size: number }> {
  const out: Array<{ key: number; row: number; size: number }> = [];
  if (bits <= 12) {
    const at = new Int32Array(1 << bits).fill(-1);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (key < 0) continue;
      if (at[key] === -1) {
        at[key] = out.length;
        out.push({ key, row: rows[i]!, size: 1 });
      } else out[at[key]!]!.size++;
    }
    return out;
  }
  const byKey = new Map<number, { key: number; row: number; size: number }>();
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key < 0) continue;
    const group = byKey.get(key);
    if (group) group.size++;
    else {
      const added = { key, row: rows[i]!, size: 1 };
      byKey.set(key, added);
      out.push(added);
    }
  }
  return out;
}

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
  follower: ChangeLogFollower,
  genes: GenesCache,
  reference: AxieDoc,
  criteria: SearchCriteria,
  pricing?: Pricing,
): Promise<{ ranked: RankedPartner[]; total: number }> {
  if (reference.stage !== 4 || reference.breedCount >= MAX_BREED_COUNT) throw new AxieError(400, 'AXIE_CANNOT_BREED');
  const filter = wantedFilter(criteria);
  const refGenes = genes.get(reference.genes);
  const marketIndex = await follower.index();
  // the loops below give the event loop a turn every 20 ms (a whole-market ranking held it ~100 ms)
  const slices = new CpuSlices({ sliceMs: 20 });
  const [minBc, maxBc] = criteria.breedCount ?? [0, MAX_BREED_COUNT];
  // a wanted part the reference carries in no slot must come from the partner
  const carriers = filter.groups
    .filter((group) => {
      const slots = refGenes[group.key as PartType];
      return ![slots.d, slots.r1, slots.r2].some((e) => group.genes.has(e.gen));
    })
    .map((group) => [...group.genes]);
  const rows = marketIndex.match({
    // the included parts are wanted in the child, not required on the partner
    ...rowQuery({ ...criteria, includeParts: [] }, pricing),
    breedCount: [minBc, Math.min(maxBc, MAX_BREED_COUNT - 1)],
    stage: 4,
    excludeIds: [reference.id, ...criteria.excludeIds],
    geneGroups: carriers,
  });

  // relatives: the engine's rule decides, over the few rows that can be related at all
  const blocked = new Set(
    marketIndex.possibleRelatives(reference).filter((row) => {
      const candidate = { id: marketIndex.ids[row]!, sireId: marketIndex.sireIds[row]!, matronId: marketIndex.matronIds[row]!, breedCount: marketIndex.breedCounts[row]! };
      return breedBlock(lineage(reference), candidate) !== null;
    }),
  );

  // group the candidates by their slot masks (3 bits per wanted part type): each row's key in a
  // typed array, and per key its size and one row (no per-row objects: a search reads most of
  // the market)
  const wanted = filter.groups.map((group) => ({ slot: PART_TYPES.indexOf(group.key as PartType), genes: marketIndex.geneTable(group.genes) }));
  const keys = marketIndex.slotKeys(rows, wanted);
  for (let i = 0; i < rows.length; i++) if (blocked.size > 0 && blocked.has(rows[i]!)) keys[i] = -1;
  const groups = groupKeys(keys, rows, 3 * wanted.length);

  // the engine once per group; groups with the same odds tie, and ties go by id
  const odds = [];
  for (const { key, row, size } of groups) {
    await slices.tick();
    const p = pairProbabilities(refGenes, genes.get(marketIndex.genes[row]!), filter);
    odds.push({ key, size, score: p.allWantedD, factors: p.groups.map((g) => g.D) });
  }
  const ranked = odds.filter((o) => o.score > 0);
  ranked.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    for (let g = 0; g < a.factors.length; g++) if (a.factors[g] !== b.factors[g]) return b.factors[g]! - a.factors[g]!;
    return 0;
  });
  const total = ranked.reduce((n, o) => n + o.size, 0);
  // the runs of groups with equal odds that fill the page, and each run's ids from one pass
  // over the candidates; ties go by id
  const same = (a: (typeof ranked)[number], b: (typeof ranked)[number]) => a.score === b.score && a.factors.every((f, g) => f === b.factors[g]);
  const runOfKey = new Map<number, number>();
  const runs: Array<{ score: number; factors: number[]; ids: Float64Array; filled: number }> = [];
  for (let start = 0, listed = 0; start < ranked.length && listed < criteria.limit; ) {
    let end = start + 1;
    while (end < ranked.length && same(ranked[start]!, ranked[end]!)) end++;
    const size = ranked.slice(start, end).reduce((n, o) => n + o.size, 0);
    for (let g = start; g < end; g++) runOfKey.set(ranked[g]!.key, runs.length);
    runs.push({ score: ranked[start]!.score, factors: ranked[start]!.factors, ids: new Float64Array(size), filled: 0 });
    listed += size;
    start = end;
  }
  for (let i = 0; i < rows.length; i++) {
    if (keys[i] === -1) continue;
    const r = runOfKey.get(keys[i]!);
    if (r !== undefined) runs[r]!.ids[runs[r]!.filled++] = marketIndex.ids[rows[i]!]!;
  }
  const page: RankedPartner[] = [];
  for (const { score, factors, ids } of runs) {
    for (const id of ids.sort()) {
      if (page.length >= criteria.limit) break;
      page.push({ id, score, factors });
    }
  }
  return { ranked: page, total };
}
