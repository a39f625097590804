import { describe, expect, it } from 'vitest';
import breeding from '../data/breeding.json';
import { childMaskDistribution } from '../src/analysis/categories.js';
import { analyzePair } from '../src/analysis/pair.js';
import { decodeGenes } from '../src/decode/index.js';
import { INHERITANCE_MODELS, getModel, listModels, marginalWeights } from '../src/inheritance/models.js';
import { breedBlock, canBreed, childClassOdds } from '../src/inheritance/rules.js';
import { vectors } from './helpers.js';

const rowsOf = (w: Record<string, Record<string, number>>) => ['d', 'r1', 'r2'].map((s) => ['d', 'r1', 'r2'].map((k) => w[s]![k]!));

describe('inheritance models', () => {
  it("spec-table weights are the spec's §9 table and each row sums to 0.5 per parent", () => {
    const m = getModel('spec-table');
    expect(m.weights).toEqual(rowsOf(breeding.inheritanceModels.briefMatrix.perParentWeights));
    for (const row of m.weights) expect(row.reduce((a, b) => a + b, 0)).toBe(0.5);
    expect(marginalWeights(m.outcomes)).toEqual(m.weights.map((r) => [...r]));
  });

  it('adjacent-swap marginals equal breeding.json, with the same documented D row', () => {
    const m = getModel('adjacent-swap');
    expect(m.weights).toEqual(rowsOf(breeding.inheritanceModels.adjacentSwapHypothesis.perParentWeights));
    expect(m.weights[0]).toEqual(getModel('spec-table').weights[0]);
  });

  it('adjacent-swap enumerates the per-parent orders of breeding.json', () => {
    const m = getModel('adjacent-swap');
    // P(parent A's order) = sum over outcomes where every slot sourced from A has that order's gene
    for (const { order, p } of breeding.inheritanceModels.adjacentSwapHypothesis.perParentPermutations) {
      const idx = order.map((s) => ['d', 'r1', 'r2'].indexOf(s));
      // with all three slots taken from A (prob 1/8), the child's sources are exactly A's order
      const fromA = m.outcomes.filter((o) => o.sources.every((src) => src < 3)).filter((o) => o.sources.every((src, slot) => src === idx[slot]));
      expect(fromA.reduce((s, o) => s + o.p, 0)).toBeCloseTo(p / 8, 12);
    }
  });

  it('outcome probabilities sum to 1 and the model list exposes id, label, description', () => {
    for (const m of Object.values(INHERITANCE_MODELS)) expect(m.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    expect(listModels().map((m) => m.id)).toEqual(['spec-table', 'adjacent-swap']);
    for (const m of listModels()) expect(m.label.length && m.description.length).toBeGreaterThan(10);
    expect(() => getModel('classic' as 'spec-table')).toThrow(/unknown inheritance model/);
  });

  it("research note §3.4 example: eyes 'confused' of 2371 × 5444192", () => {
    const a = decodeGenes(vectors.apiValidated[0]!.genes256);
    const b = decodeGenes(vectors.apiValidated[1]!.genes256);
    const filter = { parts: { eyes: 'eyes-confused' } };
    const spec = analyzePair(a, b, filter, { model: 'spec-table' }).parts.eyes!;
    const swap = analyzePair(a, b, filter, { model: 'adjacent-swap' }).parts.eyes!;
    expect(spec.D).toBe(75);
    expect(swap.D).toBe(75);
    expect(spec.R1).toBe(21.875);
    expect(swap.R1).toBe(25);
    expect(spec.R2).toBe(0);
    // P(D and R1) = onlyDR1 + allDR1R2: independent 0.75 × 0.21875, swap exactly 0.09375
    expect(spec.onlyDR1 + spec.allDR1R2).toBeCloseTo(16.40625, 2);
    expect(swap.onlyDR1 + swap.allDR1R2).toBe(9.375);
  });

  it('the models differ by up to 2× on a joint category', () => {
    let maxRatio = 1;
    for (let mA = 0; mA < 8; mA++)
      for (let mB = 0; mB < 8; mB++) {
        const s = childMaskDistribution('spec-table', mA, mB);
        const w = childMaskDistribution('adjacent-swap', mA, mB);
        for (let c = 0; c < 8; c++) if (s[c]! > 0.01 && w[c]! > 0.01) maxRatio = Math.max(maxRatio, s[c]! / w[c]!, w[c]! / s[c]!);
      }
    expect(maxRatio).toBeGreaterThan(1.7);
  });

  it("the spec's '50 % for onlyDR1 and onlyDR2' line: the maths gives allDR1R2 = 100 %", () => {
    const g = decodeGenes(vectors.fixture512[0]!.genes512); // horn dual-blade in all three slots
    expect([g.horn.d.partId, g.horn.r1.partId, g.horn.r2.partId]).toEqual(['horn-dual-blade', 'horn-dual-blade', 'horn-dual-blade']);
    for (const model of ['spec-table', 'adjacent-swap'] as const) {
      const r = analyzePair(g, g, { parts: { horn: 'horn-dual-blade' } }, { model }).parts.horn!;
      expect(r.allDR1R2).toBe(100);
      expect(r.onlyDR1).toBe(0);
      expect(r.onlyDR2).toBe(0);
    }
  });
});

describe('breeding rules', () => {
  it('child class: same class 100 %, otherwise 50/50', () => {
    expect(childClassOdds('plant', 'plant')).toEqual({ plant: 1 });
    expect(childClassOdds('beast', 'bug')).toEqual({ beast: 0.5, bug: 0.5 });
  });

  it('relatives: self, parent, child and siblings are blocked; cousins and origins are not', () => {
    const p1 = { id: 1 }, p2 = { id: 2 };
    const c1 = { id: 10, sireId: 1, matronId: 2 };
    const c2 = { id: 11, sireId: 3, matronId: 1 }; // half sibling of c1 (shares 1, different role)
    const c3 = { id: 12, sireId: 4, matronId: 5 };
    const g1 = { id: 20, sireId: 10, matronId: 12 };
    const g2 = { id: 21, sireId: 11, matronId: 30 }; // cousin of g1
    expect(breedBlock(c1, c1)).toBe('self');
    expect(breedBlock(c1, p1)).toBe('parent-child');
    expect(breedBlock(p2, c1)).toBe('parent-child');
    expect(breedBlock(c1, c2)).toBe('siblings');
    expect(breedBlock(c1, c3)).toBeNull();
    expect(canBreed(g1, g2)).toBe(true);
    expect(canBreed(g1, p1)).toBe(true); // grandparent allowed
    expect(canBreed({ id: 7, sireId: 0, matronId: 0 }, { id: 8, sireId: 0, matronId: 0 })).toBe(true);
  });

  it('breed count limit 7', () => {
    expect(breedBlock({ id: 1, breedCount: 7 }, { id: 2, breedCount: 0 })).toBe('breed-limit');
    expect(breedBlock({ id: 1, breedCount: 6 }, { id: 2, breedCount: 6 })).toBeNull();
  });
});
