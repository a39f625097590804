import type { InheritanceModel, InheritanceModelId } from '../inheritance/models.js';
import { getModel } from '../inheritance/models.js';

/**
 * A "slot mask" has bit 0 = D, bit 1 = R1, bit 2 = R2. A parent's mask says which of its slots
 * carry a wanted gene; a pair mask is maskA | maskB << 3; a child mask says which child slots do.
 */
export const CATEGORY_KEYS = [
  'noneOfThem', // 0
  'onlyD', // 1
  'onlyR1', // 2
  'onlyDR1', // 3
  'onlyR2', // 4
  'onlyDR2', // 5
  'onlyR1R2', // 6
  'allDR1R2', // 7
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** The spec's genetic-analysis result: percentages with 3 decimals summing to 100. */
export type GeneticAnalysis = Record<CategoryKey, number>;

/** The user config `genes_tree` vocabulary (spec §3) → child mask. */
export const GENES_TREE_MASK = { none: 0, d: 1, r1: 2, dr1: 3, r2: 4, dr2: 5, r1r2: 6, dr1r2: 7 } as const;
export type GenesTreeKey = keyof typeof GENES_TREE_MASK;
export const DEFAULT_GENES_TREE: readonly GenesTreeKey[] = ['dr1', 'dr2', 'r1r2', 'dr1r2'];

const tables = new Map<InheritanceModelId, Float64Array>();

/**
 * Exact child-mask distribution for every pair mask: table[pairMask * 8 + childMask], computed by
 * enumerating the model's joint outcomes once.
 */
export function categoryTable(model: InheritanceModel | InheritanceModelId): Float64Array {
  const m = typeof model === 'string' ? getModel(model) : model;
  let t = tables.get(m.id);
  if (!t) {
    t = new Float64Array(64 * 8);
    for (let pairMask = 0; pairMask < 64; pairMask++) {
      for (const { p, sources } of m.outcomes) {
        let child = 0;
        for (let s = 0; s < 3; s++) child |= ((pairMask >> sources[s]!) & 1) << s;
        t[pairMask * 8 + child]! += p;
      }
    }
    tables.set(m.id, t);
  }
  return t;
}

/** Child-mask probabilities (length 8) for one gene group of a pair. */
export function childMaskDistribution(model: InheritanceModel | InheritanceModelId, maskA: number, maskB: number): Float64Array {
  const pairMask = (maskA & 7) | ((maskB & 7) << 3);
  return categoryTable(model).subarray(pairMask * 8, pairMask * 8 + 8);
}

/** Sum of the distribution over child masks accepted by `accept`. */
export function sumWhere(dist: ArrayLike<number>, accept: (childMask: number) => boolean): number {
  let s = 0;
  for (let c = 0; c < 8; c++) if (accept(c)) s += dist[c]!;
  return s;
}

/** Rounds fractions to percentages with 3 decimals that sum to exactly 100 (largest remainder). */
export function roundPercentages(fractions: ArrayLike<number>): number[] {
  const units = 100_000; // 100 % in thousandths of a percent
  const raw = Array.from(fractions, (f) => f * units);
  const floors = raw.map(Math.floor);
  let missing = units - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - floors[i]!, i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  for (const [, i] of order) {
    if (missing <= 0) break;
    floors[i]! += 1;
    missing--;
  }
  return floors.map((f) => f / 1000);
}

export function toGeneticAnalysis(dist: ArrayLike<number>): GeneticAnalysis {
  const pct = roundPercentages(dist);
  return Object.fromEntries(CATEGORY_KEYS.map((k, i) => [k, pct[i]!])) as GeneticAnalysis;
}

/** A fraction as a percentage with 3 decimals. */
export function percent3(fraction: number): number {
  return Math.round(fraction * 100_000) / 1000;
}
