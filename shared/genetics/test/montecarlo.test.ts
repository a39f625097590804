import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childMaskDistribution } from '../src/analysis/categories.js';
import { compileFilter } from '../src/analysis/filter.js';
import { pairProbabilities, type PairProbabilities } from '../src/analysis/pair.js';
import { decodeGenes } from '../src/decode/index.js';
import { generateGenes } from '../src/generate/index.js';
import { getModel, type InheritanceModelId } from '../src/inheritance/models.js';
import { simulateChild } from '../src/inheritance/simulate.js';
import { PART_TYPES, type ParsedGenes } from '../src/types.js';
import { mulberry32 } from '../src/util/prng.js';

const CHILDREN = 20_000;
/** 5 standard deviations of a frequency over CHILDREN draws at p = 0.5 (≈ 0.0177). */
const TOLERANCE = 5 * Math.sqrt(0.25 / CHILDREN);

/** Simulates CHILDREN children and returns every reported probability, measured. */
function simulate(a: ParsedGenes, b: ParsedGenes, exact: PairProbabilities, wantedSets: ReadonlySet<string>[], model: InheritanceModelId, seed: number) {
  const rng = mulberry32(seed);
  const m = getModel(model);
  const groups = exact.groups;
  const counts = groups.map(() => new Float64Array(8));
  const classCounts = new Map<string, number>();
  let allD = 0;
  for (let n = 0; n < CHILDREN; n++) {
    const child = simulateChild(a, b, m, rng);
    classCounts.set(child.class, (classCounts.get(child.class) ?? 0) + 1);
    let all = true;
    groups.forEach((g, i) => {
      const wanted = wantedSets[i]!;
      const genes = child.genes[g.key];
      const mask = (wanted.has(genes[0]) ? 1 : 0) | (wanted.has(genes[1]) ? 2 : 0) | (wanted.has(genes[2]) ? 4 : 0);
      counts[i]![mask]! += 1;
      if (!(mask & 1)) all = false;
    });
    if (all) allD++;
  }
  return { counts: counts.map((c) => Array.from(c, (x) => x / CHILDREN)), classFreq: classCounts, allD: allD / CHILDREN };
}

function compare(a: ParsedGenes, b: ParsedGenes, model: InheritanceModelId, filter: object, seed: number) {
  const compiled = compileFilter(filter);
  const exact = pairProbabilities(a, b, compiled, { model });
  const wantedSets = compiled.groups.filter((g) => g.key !== 'class').map((g) => g.genes);
  const sim = simulate(a, b, exact, wantedSets, model, seed);
  exact.groups.forEach((g, i) => {
    g.childMasks.forEach((p, c) => expect(Math.abs(sim.counts[i]![c]! - p)).toBeLessThan(TOLERANCE));
    const marg = (bit: number) => sim.counts[i]!.reduce((s, p, c) => s + (c & bit ? p : 0), 0);
    expect(Math.abs(marg(1) - g.D)).toBeLessThan(TOLERANCE);
    expect(Math.abs(marg(2) - g.R1)).toBeLessThan(TOLERANCE);
    expect(Math.abs(marg(4) - g.R2)).toBeLessThan(TOLERANCE);
  });
  for (const [cls, p] of Object.entries(exact.classOdds)) expect(Math.abs((sim.classFreq.get(cls) ?? 0) / CHILDREN - p)).toBeLessThan(TOLERANCE);
  expect(Math.abs(sim.allD - exact.allWantedD)).toBeLessThan(TOLERANCE);
  return { exact, sim };
}

/** A filter wanting genes the parents actually carry (random slots), so probabilities are non-trivial. */
function filterFrom(a: ParsedGenes, b: ParsedGenes, pickSeed: number) {
  const rng = mulberry32(pickSeed);
  const parts: Record<string, string> = {};
  for (const t of PART_TYPES) {
    if (rng() < 0.5) continue;
    const parent = rng() < 0.5 ? a : b;
    const slot = (['d', 'r1', 'r2'] as const)[Math.floor(rng() * 3)]!;
    parts[t] = parent[t][slot].partId;
  }
  if (Object.keys(parts).length === 0) parts.eyes = a.eyes.r1.partId;
  return { parts, bodyShape: b.bodyShape.r2.name, primaryColor: a.primaryColor.r1.value };
}

describe('exact probabilities vs simulated breeding (Monte Carlo, seeded)', () => {
  it(`random pairs, both models, every reported probability within ±${TOLERANCE.toFixed(4)}`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom<InheritanceModelId>('spec-table', 'adjacent-swap'), (sa, sb, model) => {
        const a = decodeGenes(generateGenes(sa));
        const b = decodeGenes(generateGenes(sb));
        compare(a, b, model, filterFrom(a, b, sa ^ sb), sa * 31 + sb);
      }),
      { seed: 20240607, numRuns: 12 },
    );
  });

  it('the simulation can tell the models apart (the check is not vacuous)', () => {
    // The pair masks and category where the two models differ most.
    let best = { mA: 0, mB: 0, c: 0, diff: 0 };
    for (let mA = 0; mA < 8; mA++)
      for (let mB = 0; mB < 8; mB++)
        for (let c = 0; c < 8; c++) {
          const diff = Math.abs(childMaskDistribution('spec-table', mA, mB)[c]! - childMaskDistribution('adjacent-swap', mA, mB)[c]!);
          if (diff > best.diff) best = { mA, mB, c, diff };
        }
    expect(best.diff).toBeGreaterThan(4 * TOLERANCE);
    const pairMask = best.mA | (best.mB << 3);
    for (const [own, other] of [['spec-table', 'adjacent-swap'], ['adjacent-swap', 'spec-table']] as const) {
      const rng = mulberry32(1234);
      const model = getModel(own);
      let hits = 0;
      for (let n = 0; n < CHILDREN; n++) {
        const src = model.sample(rng);
        let child = 0;
        for (let slot = 0; slot < 3; slot++) child |= ((pairMask >> src[slot]!) & 1) << slot;
        if (child === best.c) hits++;
      }
      const freq = hits / CHILDREN;
      expect(Math.abs(freq - childMaskDistribution(own, best.mA, best.mB)[best.c]!)).toBeLessThan(TOLERANCE);
      expect(Math.abs(freq - childMaskDistribution(other, best.mA, best.mB)[best.c]!)).toBeGreaterThan(2 * TOLERANCE);
    }
  });
});

describe('property: category tables agree with the marginal weights', () => {
  it('for every pair of slot masks, P(child slot carries) = Σ W[slot][k]·(a_k + b_k)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), fc.constantFrom<InheritanceModelId>('spec-table', 'adjacent-swap'), (mA, mB, id) => {
        const model = getModel(id);
        const dist = childMaskDistribution(id, mA, mB);
        expect(dist.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
        for (let slot = 0; slot < 3; slot++) {
          let expected = 0;
          for (let k = 0; k < 3; k++) expected += model.weights[slot]![k]! * (((mA >> k) & 1) + ((mB >> k) & 1));
          const got = dist.reduce((s, p, c) => s + ((c >> slot) & 1 ? p : 0), 0);
          expect(got).toBeCloseTo(expected, 12);
        }
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});
