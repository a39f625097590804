import type { Rng } from '../util/prng.js';

export type InheritanceModelId = 'spec-table' | 'adjacent-swap';

/**
 * Where a child slot's gene comes from: parent * 3 + parent slot
 * (parent 0 = A, 1 = B; slot 0 = d, 1 = r1, 2 = r2).
 */
type GeneSource = number;
type ChildSources = readonly [GeneSource, GeneSource, GeneSource];

export interface ModelOutcome {
  p: number;
  sources: ChildSources;
}

export interface InheritanceModel {
  id: InheritanceModelId;
  /** Short English label; the UI translates by id. */
  label: string;
  description: string;
  /** Per-parent marginal weights, weights[childSlot][parentSlot]; each row sums to 0.5. */
  weights: readonly (readonly [number, number, number])[];
  /** Exact joint distribution of one child's three sources (all outcomes, p > 0). */
  outcomes: readonly ModelOutcome[];
  /** Draws one child's sources by running the generative process itself (for simulation). */
  sample(rng: Rng): ChildSources;
}

/** The product spec's table (§9), rows = child d, r1, r2; columns = one parent's d, r1, r2. */
export const SPEC_TABLE_WEIGHTS = [
  [0.375, 0.09375, 0.03125],
  [0.109375, 0.28125, 0.109375],
  [0, 0.130859375, 0.369140625],
] as const;

function specTableOutcomes(): ModelOutcome[] {
  const out: ModelOutcome[] = [];
  const w = (slot: number, src: number) => SPEC_TABLE_WEIGHTS[slot]![src % 3]!;
  for (let a = 0; a < 6; a++)
    for (let b = 0; b < 6; b++)
      for (let c = 0; c < 6; c++) {
        const p = w(0, a) * w(1, b) * w(2, c);
        if (p > 0) out.push({ p, sources: [a, b, c] });
      }
  return out;
}

function sampleSpecTable(rng: Rng): ChildSources {
  const draw = (slot: number): number => {
    let u = rng();
    for (let src = 0; src < 6; src++) {
      u -= SPEC_TABLE_WEIGHTS[slot]![src % 3]!;
      if (u < 0) return src;
    }
    return 5; // float rounding at u ≈ 1
  };
  return [draw(0), draw(1), draw(2)];
}

const SWAP_P = 0.25;

/** One parent's slot order after the two adjacent swaps (r1↔r2, then d↔r1). */
function swappedOrder(swapR1R2: boolean, swapDR1: boolean): [number, number, number] {
  const order: [number, number, number] = [0, 1, 2];
  if (swapR1R2) [order[1], order[2]] = [order[2], order[1]];
  if (swapDR1) [order[0], order[1]] = [order[1], order[0]];
  return order;
}

/** Enumerates 2 swap flags per parent and the 3 parent picks: 128 outcomes, merged. */
function adjacentSwapOutcomes(): ModelOutcome[] {
  const merged = new Map<string, ModelOutcome>();
  const flagP = (f: boolean) => (f ? SWAP_P : 1 - SWAP_P);
  for (let flags = 0; flags < 16; flags++) {
    const fa = [(flags & 1) !== 0, (flags & 2) !== 0] as const;
    const fb = [(flags & 4) !== 0, (flags & 8) !== 0] as const;
    const orders = [swappedOrder(fa[0], fa[1]), swappedOrder(fb[0], fb[1])];
    const pFlags = flagP(fa[0]) * flagP(fa[1]) * flagP(fb[0]) * flagP(fb[1]);
    for (let picks = 0; picks < 8; picks++) {
      const sources = [0, 1, 2].map((slot) => {
        const parent = (picks >> slot) & 1;
        return parent * 3 + orders[parent]![slot]!;
      }) as unknown as ChildSources;
      const key = sources.join(',');
      const prev = merged.get(key);
      const p = pFlags / 8;
      if (prev) prev.p += p;
      else merged.set(key, { p, sources });
    }
  }
  return [...merged.values()];
}

function sampleAdjacentSwap(rng: Rng): ChildSources {
  const orders = [0, 1].map(() => {
    const swapR1R2 = rng() < SWAP_P;
    const swapDR1 = rng() < SWAP_P;
    return swappedOrder(swapR1R2, swapDR1);
  });
  const src = (slot: number) => {
    const parent = rng() < 0.5 ? 0 : 1;
    return parent * 3 + orders[parent]![slot]!;
  };
  return [src(0), src(1), src(2)];
}

/** Per-parent marginals of an outcome list (averaging the two parents, which are symmetric). */
export function marginalWeights(outcomes: readonly ModelOutcome[]): [number, number, number][] {
  const w: [number, number, number][] = [[0, 0, 0], [0, 0, 0], [0, 0, 0]];
  for (const { p, sources } of outcomes) sources.forEach((src, slot) => (w[slot]![src % 3]! += p / 2));
  return w;
}

const adjacentOutcomes = adjacentSwapOutcomes();

export const INHERITANCE_MODELS: Readonly<Record<InheritanceModelId, InheritanceModel>> = {
  'spec-table': {
    id: 'spec-table',
    label: 'Specification table (independent slots)',
    description:
      "The product specification's weight table, each child slot (D, R1, R2) drawn independently. " +
      'Its D row is the publicly documented one; the R1/R2 rows have no public source.',
    weights: SPEC_TABLE_WEIGHTS,
    outcomes: specTableOutcomes(),
    sample: sampleSpecTable,
  },
  'adjacent-swap': {
    id: 'adjacent-swap',
    label: 'Adjacent-swap mixing (correlated slots)',
    description:
      'CryptoKitties-style mixing: each parent swaps R1↔R2 then D↔R1, each with probability 1/4, and every ' +
      'child slot takes that position from a parent chosen 50/50. Same documented D row; a parent never gives ' +
      'the same gene to two child slots, so joint odds differ from the independent table (up to about 2×).',
    weights: marginalWeights(adjacentOutcomes),
    outcomes: adjacentOutcomes,
    sample: sampleAdjacentSwap,
  },
};

export const DEFAULT_MODEL_ID: InheritanceModelId = 'spec-table';

export function getModel(id: InheritanceModelId = DEFAULT_MODEL_ID): InheritanceModel {
  const model = (INHERITANCE_MODELS as Record<string, InheritanceModel | undefined>)[id];
  if (!model) throw new RangeError(`unknown inheritance model "${id}" (expected ${Object.keys(INHERITANCE_MODELS).join(' or ')})`);
  return model;
}

/** Id, label and description of every model, for a model picker. */
export function listModels(): { id: InheritanceModelId; label: string; description: string }[] {
  return Object.values(INHERITANCE_MODELS).map(({ id, label, description }) => ({ id, label, description }));
}
