import { DEFAULT_GENES_TREE, GENES_TREE_MASK, categoryTable, percent3, type GenesTreeKey } from '../analysis/categories.js';
import { FilterError, asCompiledFilter, type CompiledFilter, type FilterInput } from '../analysis/filter.js';
import { getPart } from '../catalogue/parts.js';
import { DEFAULT_MODEL_ID, type InheritanceModelId } from '../inheritance/models.js';
import { MAX_BREED_COUNT } from '../inheritance/rules.js';
import { AXIE_CLASSES, PART_TYPES, type GeneGroupKey, type PartType } from '../types.js';
import { GENE_CODE_SPACE, TABLE_GROUPS, geneCode, type CreatureTable } from './table.js';

export interface RankOptions {
  /** How many best pairs to keep (default 100). */
  topK?: number;
  /**
   * 'allD' (default): P(child shows every wanted part in D, and the wanted class) — the same under
   * both models. 'custom': product of the genes_tree categories under the chosen model.
   */
  metric?: 'allD' | 'custom';
  model?: InheritanceModelId;
  genesTree?: readonly GenesTreeKey[];
  /** Skip relatives (self, parent/child, siblings). Default true. */
  excludeRelatives?: boolean;
  maxBreedCount?: number;
  /** Keep only pairs scoring strictly above this (default 0). */
  minScore?: number;
  /**
   * Rules every ranked pair must meet (the page's combination filter): they act inside the
   * ranking, so the top K are the best pairs that meet them, not the survivors of a top-K cut.
   */
  constraints?: readonly PairConstraint[];
  /**
   * Each creature in at most one pair (the plan a breeder carries out): the best pair, then the
   * best pair of the creatures left, and so on, `topK` pairs at most. The greedy choice is made
   * over the best DISTINCT_POOL pairs.
   */
  distinct?: boolean;
  /**
   * Rank only the rows `index`, `index + count`, … of the eligible creatures (each with every
   * later one), so `count` workers share one ranking; their `shardResult()`s are joined by
   * mergeShards into exactly what one ranker over every row gives.
   */
  shard?: { index: number; count: number };
}

/** How many best pairs a distinct ranking chooses from. */
const DISTINCT_POOL = 250_000;

/**
 * A rule on the chance (percent, 0..100) that the child shows `part` in D: at least / at most
 * `percent`, possible (above 0) or impossible (0). Compared at 3 decimals, as the page shows it.
 */
export interface PairConstraint {
  type: PartType;
  /** Part id(s) of that type; any of them counts. */
  part: string | readonly string[];
  op: 'atLeast' | 'atMost' | 'possible' | 'impossible';
  /** Needed for atLeast / atMost. */
  percent?: number;
}

/** Whether a chance of `percent` (0..100, 3 decimals) meets a constraint. */
export function meetsConstraint(c: Pick<PairConstraint, 'op' | 'percent'>, percent: number): boolean {
  switch (c.op) {
    case 'atLeast':
      return percent >= (c.percent ?? 0);
    case 'atMost':
      return percent <= (c.percent ?? 100);
    case 'possible':
      return percent > 0;
    case 'impossible':
      return percent === 0;
  }
}

export interface RankedPair {
  /** Row indices in the CreatureTable. */
  a: number;
  b: number;
  idA: number | string;
  idB: number | string;
  /** Probability (fraction) under the metric. */
  score: number;
  /** Per-group factors (fractions) in filter group order: part types by priority, body, colour, class. */
  factors: number[];
}

export interface RankProgress {
  done: number;
  total: number;
}

/**
 * Incremental top-K pair ranking over a CreatureTable. Pure and synchronous: call `step` until it
 * returns true (the worker yields between steps), then `results()`.
 * Score of a pair = Π over groups of table[maskA | maskB << 3]: per-creature 3-bit slot masks are
 * precomputed once, so the inner loop only reads typed arrays.
 */
export class PairRanker {
  readonly total: number;
  done = 0;
  /** Pairs ranked so far that score above minScore, meet every constraint and are not relatives. */
  matched = 0;
  /** Creatures that may breed (adults under the breed-count limit). */
  readonly eligible: number;
  readonly groupKeys: (GeneGroupKey | 'class')[];
  private readonly G: number;
  private readonly masks: Uint8Array;
  private readonly factorTables: Float64Array;
  private readonly active: Int32Array;
  private readonly K: number;
  /** Pairs asked for (K is larger for a distinct ranking, which picks from the best K). */
  private readonly wanted: number;
  private readonly distinct: boolean;
  private readonly minScore: number;
  private readonly excludeRelatives: boolean;
  private readonly C: number;
  /** Per constraint and creature, the 3-bit slot mask of the constrained part: [row * C + c]. */
  private readonly cMasks: Uint8Array;
  /** Per constraint and pair mask, 1 when the pair meets it: [c * 64 + mask]. */
  private readonly cPass: Uint8Array;
  // top-K min-heap (root = worst kept pair)
  private heapSize = 0;
  private readonly hA: Int32Array;
  private readonly hB: Int32Array;
  private readonly hScore: Float64Array;
  private readonly hFactors: Float64Array;
  private readonly scratch: Float64Array;
  private row: number; // position in `active` of the next first member
  private readonly rowStep: number;

  constructor(
    private readonly table: CreatureTable,
    filter: FilterInput | CompiledFilter,
    options: RankOptions = {},
  ) {
    const compiled = asCompiledFilter(filter);
    const groups = compiled.groups;
    if (groups.length === 0) throw new FilterError('ranking needs at least one wanted part, body shape, colour or class');
    const G = (this.G = groups.length);
    this.groupKeys = groups.map((g) => g.key);
    this.wanted = Math.max(1, Math.floor(options.topK ?? 100));
    this.distinct = options.distinct ?? false;
    this.minScore = options.minScore ?? 0;
    this.excludeRelatives = options.excludeRelatives ?? true;
    const maxBc = options.maxBreedCount ?? MAX_BREED_COUNT;

    const active: number[] = [];
    for (let i = 0; i < table.size; i++) if (table.breedCount[i]! < maxBc && table.adult[i] === 1) active.push(i);
    this.active = Int32Array.from(active);
    const n = (this.eligible = active.length);
    const allPairs = (n * (n - 1)) / 2;
    const shard = options.shard ?? { index: 0, count: 1 };
    if (!(Number.isInteger(shard.count) && shard.count >= 1 && Number.isInteger(shard.index) && shard.index >= 0 && shard.index < shard.count)) throw new RangeError(`bad shard ${shard.index} of ${shard.count}`);
    this.row = shard.index;
    this.rowStep = shard.count;
    let total = 0;
    for (let p = shard.index; p < n - 1; p += shard.count) total += n - 1 - p;
    this.total = total;
    this.K = this.distinct ? Math.max(1, Math.min(allPairs, DISTINCT_POOL)) : this.wanted;

    // Per-creature masks, [row * G + group].
    this.masks = new Uint8Array(table.size * G);
    groups.forEach((group, g) => {
      if (group.key === 'class') {
        const wanted = AXIE_CLASSES.map((c) => group.genes.has(c));
        for (let i = 0; i < table.size; i++) this.masks[i * G + g] = wanted[table.classCode[i]!] ? 1 : 0;
        return;
      }
      const col = TABLE_GROUPS.indexOf(group.key);
      const wanted = new Uint8Array(GENE_CODE_SPACE);
      for (const gen of group.genes) {
        const c = geneCode(gen);
        if (c >= 0) wanted[c] = 1;
      }
      for (let i = 0; i < table.size; i++) {
        const o = i * 24 + col * 3;
        this.masks[i * G + g] = wanted[table.genes[o]!]! | (wanted[table.genes[o + 1]!]! << 1) | (wanted[table.genes[o + 2]!]! << 2);
      }
    });

    // Factor of a group for each pair mask.
    const cats = categoryTable(options.model ?? DEFAULT_MODEL_ID);
    const tree = new Set((options.genesTree ?? DEFAULT_GENES_TREE).map((k) => GENES_TREE_MASK[k] as number));
    const custom = options.metric === 'custom';
    this.factorTables = new Float64Array(G * 64);
    groups.forEach((group, g) => {
      for (let m = 0; m < 64; m++) {
        let f = 0;
        if (group.key === 'class') f = 0.5 * (m & 1) + 0.5 * ((m >> 3) & 1);
        else for (let c = 0; c < 8; c++) if (custom ? tree.has(c) : (c & 1) === 1) f += cats[m * 8 + c]!;
        this.factorTables[g * 64 + m] = f;
      }
    });

    // Constraints: the same slot masks and category table give P(child shows the part in D).
    const constraints = options.constraints ?? [];
    const C = (this.C = constraints.length);
    this.cMasks = new Uint8Array(table.size * C);
    this.cPass = new Uint8Array(C * 64);
    constraints.forEach((constraint, k) => {
      if (!(PART_TYPES as readonly string[]).includes(constraint.type)) throw new FilterError(`unknown part type "${constraint.type}" in a constraint`);
      if ((constraint.op === 'atLeast' || constraint.op === 'atMost') && !Number.isFinite(constraint.percent)) throw new FilterError(`constraint ${constraint.op} needs a percent`);
      const col = TABLE_GROUPS.indexOf(constraint.type);
      const wanted = new Uint8Array(GENE_CODE_SPACE);
      for (const id of typeof constraint.part === 'string' ? [constraint.part] : constraint.part) {
        const part = getPart(id);
        if (!part || part.type !== constraint.type) throw new FilterError(`part "${id}" is not a ${constraint.type} part`);
        const c = geneCode(part.gen);
        if (c >= 0) wanted[c] = 1;
      }
      for (let i = 0; i < table.size; i++) {
        const o = i * 24 + col * 3;
        this.cMasks[i * C + k] = wanted[table.genes[o]!]! | (wanted[table.genes[o + 1]!]! << 1) | (wanted[table.genes[o + 2]!]! << 2);
      }
      for (let m = 0; m < 64; m++) {
        let d = 0;
        for (let c = 1; c < 8; c += 2) d += cats[m * 8 + c]!;
        this.cPass[k * 64 + m] = meetsConstraint(constraint, percent3(d)) ? 1 : 0;
      }
    });

    this.hA = new Int32Array(this.K);
    this.hB = new Int32Array(this.K);
    this.hScore = new Float64Array(this.K);
    this.hFactors = new Float64Array(this.K * G);
    this.scratch = new Float64Array(G);
  }

  get finished(): boolean {
    return this.row >= this.active.length - 1;
  }

  /** Ranks at least `maxPairs` more pairs (whole rows); returns true when all pairs are done. */
  step(maxPairs = Infinity): boolean {
    const { active, masks, factorTables: ft, G, K } = this;
    const n = active.length;
    let budget = maxPairs;
    while (this.row < n - 1 && budget > 0) {
      const p = this.row;
      this.row += this.rowStep;
      const i = active[p]!;
      const ib = i * G;
      // Threshold: a pair must beat the worst kept one (ties resolved in `offer`).
      let threshold = this.heapSize === K ? this.hScore[0]! : this.minScore;
      for (let q = p + 1; q < n; q++) {
        const j = active[q]!;
        const jb = j * G;
        let s = 1;
        for (let g = 0; g < G; g++) {
          s *= ft[g * 64 + (masks[ib + g]! | (masks[jb + g]! << 3))]!;
        }
        if (s <= this.minScore) continue;
        if (this.C && !this.meetsConstraints(i, j)) continue;
        if (this.excludeRelatives && this.isRelated(i, j)) continue;
        this.matched++;
        if (s < threshold) continue;
        if (this.offer(i, j, s)) threshold = this.heapSize === K ? this.hScore[0]! : this.minScore;
      }
      const rowPairs = n - 1 - p;
      this.done += rowPairs;
      budget -= rowPairs;
    }
    return this.finished;
  }

  /** Best-first results with the counts. */
  result(): RankResult {
    return { pairs: this.results(), matched: this.matched, eligible: this.eligible };
  }

  /** Best-first results. */
  results(): RankedPair[] {
    return pairsOf(this.shardResult(), this.distinct ? this.wanted : null);
  }

  /**
   * Every kept pair, best first, in typed arrays (a worker transfers them without copying),
   * before the distinct choice: a sharded ranking makes it once, over the merged shards.
   */
  shardResult(): ShardResult {
    const { G } = this;
    const order = Array.from({ length: this.heapSize }, (_, k) => k).sort((x, y) => this.compareSlots(y, x));
    const out: ShardResult = {
      a: new Int32Array(order.length),
      b: new Int32Array(order.length),
      idA: [],
      idB: [],
      score: new Float64Array(order.length),
      factors: new Float64Array(order.length * G),
      groups: G,
      keep: this.K,
      wanted: this.wanted,
      distinct: this.distinct,
      matched: this.matched,
      eligible: this.eligible,
    };
    order.forEach((k, at) => {
      out.a[at] = this.hA[k]!;
      out.b[at] = this.hB[k]!;
      out.idA.push(this.table.ids[this.hA[k]!]!);
      out.idB.push(this.table.ids[this.hB[k]!]!);
      out.score[at] = this.hScore[k]!;
      out.factors.set(this.hFactors.subarray(k * G, (k + 1) * G), at * G);
    });
    return out;
  }

  private meetsConstraints(i: number, j: number): boolean {
    const { C, cMasks, cPass } = this;
    for (let k = 0; k < C; k++) if (!cPass[k * 64 + (cMasks[i * C + k]! | (cMasks[j * C + k]! << 3))]) return false;
    return true;
  }

  private isRelated(i: number, j: number): boolean {
    const t = this.table;
    const idI = t.idCode[i]!, idJ = t.idCode[j]!;
    const sI = t.sireCode[i]!, mI = t.matronCode[i]!, sJ = t.sireCode[j]!, mJ = t.matronCode[j]!;
    if (idI !== 0 && idI === idJ) return true;
    if ((sI !== 0 && sI === idJ) || (mI !== 0 && mI === idJ) || (sJ !== 0 && sJ === idI) || (mJ !== 0 && mJ === idI)) return true;
    return (sI !== 0 && (sI === sJ || sI === mJ)) || (mI !== 0 && (mI === sJ || mI === mJ));
  }

  /** Tries to add a pair; returns whether the heap changed. */
  private offer(i: number, j: number, s: number): boolean {
    const { G, K, scratch } = this;
    for (let g = 0; g < G; g++) scratch[g] = this.factorTables[g * 64 + (this.masks[i * G + g]! | (this.masks[j * G + g]! << 3))]!;
    if (this.heapSize === K && this.compareCandidate(s, scratch, 0) <= 0) return false;
    let k: number;
    if (this.heapSize < K) k = this.heapSize++;
    else k = 0; // replace the root
    this.hA[k] = i;
    this.hB[k] = j;
    this.hScore[k] = s;
    this.hFactors.set(scratch, k * G);
    if (k === 0 && this.heapSize === K) this.siftDown(0);
    else this.siftUp(k);
    return true;
  }

  /**
   * Order: higher score, then higher factors in group order (priority order), then the pair
   * met first (lower row indices). Positive = slot x is better than slot y.
   */
  private compareSlots(x: number, y: number): number {
    const d = this.hScore[x]! - this.hScore[y]!;
    if (d !== 0) return d;
    for (let g = 0; g < this.G; g++) {
      const f = this.hFactors[x * this.G + g]! - this.hFactors[y * this.G + g]!;
      if (f !== 0) return f;
    }
    return this.hA[y]! - this.hA[x]! || this.hB[y]! - this.hB[x]!;
  }

  /** Candidate vs heap slot; a later candidate loses exact ties (pairs arrive in index order). */
  private compareCandidate(s: number, factors: Float64Array, slot: number): number {
    const d = s - this.hScore[slot]!;
    if (d !== 0) return d;
    for (let g = 0; g < this.G; g++) {
      const f = factors[g]! - this.hFactors[slot * this.G + g]!;
      if (f !== 0) return f;
    }
    return -1;
  }

  private swap(x: number, y: number): void {
    const G = this.G;
    [this.hA[x], this.hA[y]] = [this.hA[y]!, this.hA[x]!];
    [this.hB[x], this.hB[y]] = [this.hB[y]!, this.hB[x]!];
    [this.hScore[x], this.hScore[y]] = [this.hScore[y]!, this.hScore[x]!];
    for (let g = 0; g < G; g++) {
      const t = this.hFactors[x * G + g]!;
      this.hFactors[x * G + g] = this.hFactors[y * G + g]!;
      this.hFactors[y * G + g] = t;
    }
  }

  private siftUp(k: number): void {
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (this.compareSlots(k, parent) >= 0) return;
      this.swap(k, parent);
      k = parent;
    }
  }

  private siftDown(k: number): void {
    for (;;) {
      const l = 2 * k + 1;
      const r = l + 1;
      let worst = k;
      if (l < this.heapSize && this.compareSlots(l, worst) < 0) worst = l;
      if (r < this.heapSize && this.compareSlots(r, worst) < 0) worst = r;
      if (worst === k) return;
      this.swap(k, worst);
      k = worst;
    }
  }
}

/** A ranker's kept pairs, best first (see PairRanker.shardResult). */
export interface ShardResult {
  a: Int32Array;
  b: Int32Array;
  idA: (number | string)[];
  idB: (number | string)[];
  score: Float64Array;
  /** `groups` factors per pair */
  factors: Float64Array;
  groups: number;
  /** pairs a ranker keeps (the distinct pool, or the pairs asked for) */
  keep: number;
  wanted: number;
  distinct: boolean;
  matched: number;
  eligible: number;
}

/** The ranker's order: higher score, then higher factors in group order, then lower row indices. */
function better(x: ShardResult, i: number, y: ShardResult, j: number): number {
  const d = x.score[i]! - y.score[j]!;
  if (d !== 0) return d;
  for (let g = 0; g < x.groups; g++) {
    const f = x.factors[i * x.groups + g]! - y.factors[j * y.groups + g]!;
    if (f !== 0) return f;
  }
  return y.a[j]! - x.a[i]! || y.b[j]! - x.b[i]!;
}

/** Best-first pairs of one result; `distinctOf` = pairs wanted when each creature may be in one pair only. */
function pairsOf(r: ShardResult, distinctOf: number | null): RankedPair[] {
  const used = new Set<number>();
  const out: RankedPair[] = [];
  for (let k = 0; k < r.a.length; k++) {
    if (distinctOf !== null) {
      if (used.size >= 2 * distinctOf) break;
      if (used.has(r.a[k]!) || used.has(r.b[k]!)) continue;
      used.add(r.a[k]!).add(r.b[k]!);
    }
    out.push({ a: r.a[k]!, b: r.b[k]!, idA: r.idA[k]!, idB: r.idB[k]!, score: r.score[k]!, factors: Array.from(r.factors.subarray(k * r.groups, (k + 1) * r.groups)) });
  }
  return out;
}

/**
 * Joins the results of the shards of one ranking (same table, filter and options, shard 0..n-1)
 * into the ranking one ranker over every row gives: each shard kept its best pairs by the same
 * total order, so the best of their union are the best of all.
 */
export function mergeShards(shards: readonly ShardResult[]): RankResult {
  const first = shards[0];
  if (!first) throw new RangeError('no shard to merge');
  const { groups, keep, wanted, distinct } = first;
  const heads = shards.map(() => 0);
  const merged: ShardResult = { a: new Int32Array(keep), b: new Int32Array(keep), idA: [], idB: [], score: new Float64Array(keep), factors: new Float64Array(keep * groups), groups, keep, wanted, distinct, matched: 0, eligible: first.eligible };
  let n = 0;
  while (n < keep) {
    let best = -1;
    for (let s = 0; s < shards.length; s++) {
      if (heads[s]! >= shards[s]!.a.length) continue;
      if (best < 0 || better(shards[s]!, heads[s]!, shards[best]!, heads[best]!) > 0) best = s;
    }
    if (best < 0) break;
    const from = shards[best]!;
    const k = heads[best]!++;
    merged.a[n] = from.a[k]!;
    merged.b[n] = from.b[k]!;
    merged.idA.push(from.idA[k]!);
    merged.idB.push(from.idB[k]!);
    merged.score[n] = from.score[k]!;
    merged.factors.set(from.factors.subarray(k * groups, (k + 1) * groups), n * groups);
    n++;
  }
  const trimmed = { ...merged, a: merged.a.subarray(0, n), b: merged.b.subarray(0, n), score: merged.score.subarray(0, n), factors: merged.factors.subarray(0, n * groups) };
  return { pairs: pairsOf(trimmed, distinct ? wanted : null), matched: shards.reduce((sum, s) => sum + s.matched, 0), eligible: first.eligible };
}

/** Synchronous top-K ranking of all pairs (for Node services and tests). */
export function rankPairs(table: CreatureTable, filter: FilterInput | CompiledFilter, options: RankOptions = {}): RankedPair[] {
  return rankPairsCounted(table, filter, options).pairs;
}

/** The best pairs, how many pairs qualify in all, and how many creatures may breed. */
export interface RankResult {
  pairs: RankedPair[];
  matched: number;
  eligible: number;
}

export function rankPairsCounted(table: CreatureTable, filter: FilterInput | CompiledFilter, options: RankOptions = {}): RankResult {
  const ranker = new PairRanker(table, filter, options);
  ranker.step();
  return ranker.result();
}
