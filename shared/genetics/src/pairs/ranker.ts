import { DEFAULT_GENES_TREE, GENES_TREE_MASK, categoryTable, type GenesTreeKey } from '../analysis/categories.js';
import { FilterError, compileFilter, type CompiledFilter, type FilterInput } from '../analysis/filter.js';
import { DEFAULT_MODEL_ID, type InheritanceModelId } from '../inheritance/models.js';
import { MAX_BREED_COUNT } from '../inheritance/rules.js';
import { AXIE_CLASSES, type GeneGroupKey } from '../types.js';
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
  readonly groupKeys: (GeneGroupKey | 'class')[];
  private readonly G: number;
  private readonly masks: Uint8Array;
  private readonly factorTables: Float64Array;
  private readonly active: Int32Array;
  private readonly K: number;
  private readonly minScore: number;
  private readonly excludeRelatives: boolean;
  // top-K min-heap (root = worst kept pair)
  private heapSize = 0;
  private readonly hA: Int32Array;
  private readonly hB: Int32Array;
  private readonly hScore: Float64Array;
  private readonly hFactors: Float64Array;
  private readonly scratch: Float64Array;
  private row = 0; // position in `active` of the next first member

  constructor(
    private readonly table: CreatureTable,
    filter: FilterInput | CompiledFilter,
    options: RankOptions = {},
  ) {
    const compiled = 'groups' in filter && Array.isArray(filter.groups) ? (filter as CompiledFilter) : compileFilter(filter as FilterInput);
    const groups = compiled.groups;
    if (groups.length === 0) throw new FilterError('ranking needs at least one wanted part, body shape, colour or class');
    const G = (this.G = groups.length);
    this.groupKeys = groups.map((g) => g.key);
    this.K = Math.max(1, Math.floor(options.topK ?? 100));
    this.minScore = options.minScore ?? 0;
    this.excludeRelatives = options.excludeRelatives ?? true;
    const maxBc = options.maxBreedCount ?? MAX_BREED_COUNT;

    const active: number[] = [];
    for (let i = 0; i < table.size; i++) if (table.breedCount[i]! < maxBc) active.push(i);
    this.active = Int32Array.from(active);
    const n = active.length;
    this.total = (n * (n - 1)) / 2;

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
      const p = this.row++;
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
        if (s < threshold || s <= this.minScore) continue;
        if (this.offer(i, j, s)) threshold = this.heapSize === K ? this.hScore[0]! : this.minScore;
      }
      const rowPairs = n - 1 - p;
      this.done += rowPairs;
      budget -= rowPairs;
    }
    return this.finished;
  }

  /** Best-first results. */
  results(): RankedPair[] {
    const order = Array.from({ length: this.heapSize }, (_, k) => k).sort((x, y) => this.compareSlots(y, x));
    return order.map((k) => ({
      a: this.hA[k]!,
      b: this.hB[k]!,
      idA: this.table.ids[this.hA[k]!]!,
      idB: this.table.ids[this.hB[k]!]!,
      score: this.hScore[k]!,
      factors: Array.from(this.hFactors.subarray(k * this.G, (k + 1) * this.G)),
    }));
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
    if (this.excludeRelatives && this.isRelated(i, j)) return false;
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

/** Synchronous top-K ranking of all pairs (for Node services and tests). */
export function rankPairs(table: CreatureTable, filter: FilterInput | CompiledFilter, options: RankOptions = {}): RankedPair[] {
  const ranker = new PairRanker(table, filter, options);
  ranker.step();
  return ranker.results();
}
