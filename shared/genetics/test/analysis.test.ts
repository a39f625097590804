import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, roundPercentages } from '../src/analysis/categories.js';
import { FilterError, compileFilter } from '../src/analysis/filter.js';
import { analyzePair, pairProbabilities } from '../src/analysis/pair.js';
import { atLeastOnePercent, probabilityBand } from '../src/analysis/probability.js';
import { DEFAULT_BREEDING_COSTS, breedCost, projectBreeding, tokenPricesFromApi } from '../src/costs/index.js';
import { decodeGenes } from '../src/decode/index.js';
import { generateGenes } from '../src/generate/index.js';
import { vectors } from './helpers.js';

const A = decodeGenes(vectors.fixture512[0]!.genes512); // beast 5453101
const B = decodeGenes(vectors.fixture512[1]!.genes512); // aquatic 4753265, tail nimo ×3, ears r2 sakura

describe('pair analysis', () => {
  it('categories are 3-decimal percentages summing to exactly 100', () => {
    for (let s = 1; s <= 40; s++) {
      const a = decodeGenes(generateGenes(s));
      const b = decodeGenes(generateGenes(s + 1000));
      const filter = { parts: { eyes: a.eyes.r1.partId, tail: [b.tail.d.partId, a.tail.r2.partId] }, bodyShape: a.bodyShape.d.name };
      const r = analyzePair(a, b, filter, { model: s % 2 ? 'spec-table' : 'adjacent-swap' });
      for (const g of Object.values(r.parts)) {
        const total = CATEGORY_KEYS.reduce((sum, k) => sum + Math.round(g![k] * 1000), 0);
        expect(total).toBe(100_000);
        for (const k of CATEGORY_KEYS) expect(Math.round(g![k] * 1000) / 1000).toBe(g![k]);
      }
    }
  });

  it('largest-remainder rounding keeps the sum at 100', () => {
    expect(roundPercentages([1 / 3, 1 / 3, 1 / 3]).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
    expect(roundPercentages([1 / 3, 1 / 3, 1 / 3])).toEqual([33.334, 33.333, 33.333]);
  });

  it('class odds, class filter and all-wanted product', () => {
    const filter = { parts: { tail: 'tail-nimo', eyes: A.eyes.d.partId }, classes: 'aquatic' as const };
    const p = pairProbabilities(A, B, compileFilter(filter));
    expect(p.classOdds).toEqual({ beast: 0.5, aquatic: 0.5 });
    expect(p.classMatch).toBe(0.5);
    const [g1, g2] = p.groups;
    expect(p.allWantedD).toBeCloseTo(g1!.D * g2!.D * 0.5, 15);
    // tail-nimo in all three slots of B only: D = 0.5 exactly
    expect(p.groups.find((g) => g.key === 'tail')!.D).toBe(0.5);
    const r = analyzePair(A, B, filter);
    expect(r.class).toEqual({ beast: 50, aquatic: 50 });
    expect(r.band).toBe(probabilityBand(r.allWantedD));
  });

  it('mystic/japan wanted ids match their base gene', () => {
    const viaVariant = analyzePair(A, B, { parts: { ears: 'ears-maiko' } }).parts.ears!;
    const viaBase = analyzePair(A, B, { parts: { ears: 'ears-sakura' } }).parts.ears!;
    expect(viaVariant.D).toBe(viaBase.D);
    expect(viaBase.D).toBeGreaterThan(0); // B carries sakura in r2
  });

  it('filter errors are clear', () => {
    expect(() => compileFilter({ parts: { eyes: 'tail-nimo' } })).toThrow(FilterError);
    expect(() => compileFilter({ parts: { eyes: 'eyes-nope' } })).toThrow(/unknown part id "eyes-nope"/);
    expect(() => compileFilter({ parts: { wings: 'x' } as never })).toThrow(/unknown part type/);
    expect(() => compileFilter({ bodyShape: 'Round' as never })).toThrow(/body shape/);
    expect(() => compileFilter({ classes: 'dragon' as never })).toThrow(/class/);
  });

  it('priority order puts groups first; flat keys are accepted', () => {
    const c = compileFilter({ eyes: 'eyes-zeal', tail: 'tail-nimo', priorityOrder: ['tail'] });
    expect(c.groups.map((g) => g.key)).toEqual(['tail', 'eyes']);
  });
});

describe('probability helpers', () => {
  it('at-least-one over n breeds', () => {
    expect(atLeastOnePercent(0.5, 1)).toBe(50);
    expect(atLeastOnePercent(0.5, 3)).toBe(87.5);
    expect(atLeastOnePercent(0, 7)).toBe(0);
    expect(atLeastOnePercent(0.2, 0)).toBe(0);
  });

  it('colour bands', () => {
    expect([95, 90.001, 90, 80, 75, 60, 50, 30, 25, 0].map(probabilityBand)).toEqual([
      'perfect', 'perfect', 'good', 'good', 'normal', 'normal', 'poor', 'poor', 'bad', 'bad',
    ]);
  });
});

describe('costs', () => {
  const prices = { slpUsd: 0.004, axsUsd: 8 };

  it('default config carries an as-of date and the spec table', () => {
    expect(DEFAULT_BREEDING_COSTS.asOf).toMatch(/^\d{4}-\d{2}/);
    expect(DEFAULT_BREEDING_COSTS.slpByBreedCount).toEqual([900, 1350, 2250, 3600, 5850, 9450, 15300]);
    expect(DEFAULT_BREEDING_COSTS.axsPerBreed).toBe(0.5);
  });

  it('each parent pays by its own breed count', () => {
    expect(breedCost(0, 3, prices)).toEqual({ slp: 900 + 3600, axs: 0.5, usd: 4500 * 0.004 + 0.5 * 8 });
    expect(() => breedCost(7, 0, prices)).toThrow(/cannot breed/);
  });

  it('projection: 7 − max breed count rows, counts rise after each breed', () => {
    const rows = projectBreeding({ breedCountA: 1, breedCountB: 3, prob: 0.25, probCustom: 0.5, prices });
    expect(rows.map((r) => r.breedNum)).toEqual([1, 2, 3, 4]);
    expect(rows.map((r) => r.slp_cost)).toEqual([1350 + 3600, 2250 + 5850, 3600 + 9450, 5850 + 15300]);
    expect(rows.every((r) => r.axs_cost === 0.5)).toBe(true);
    const r3 = rows[2]!;
    expect(r3.usd_cost).toBeCloseTo((3600 + 9450) * 0.004 + 4, 9);
    expect(r3.usd_cost_total).toBeCloseTo(rows[0]!.usd_cost + rows[1]!.usd_cost + rows[2]!.usd_cost, 9);
    expect(r3.usd_cost_avg).toBeCloseTo(r3.usd_cost_total / 3, 9);
    expect(r3.prob).toBe(25);
    expect(r3.probBreed).toBeCloseTo(100 * (1 - 0.75 ** 3), 9);
    expect(r3.probCustomBreed).toBeCloseTo(87.5, 9);
    expect(r3.expected).toBe(0.75);
    expect(r3.expectedCustom).toBe(1.5);
    expect(r3.usd_cost_per_expected).toBeCloseTo(r3.usd_cost_total / 0.75, 9);
    expect(projectBreeding({ breedCountA: 7, breedCountB: 0, prob: 1, prices })).toEqual([]);
    expect(r3.usd_total_with_parents).toBe(r3.usd_cost_total);
  });

  it('projection with the parents bought: their price counts once, and the cost of a success includes it', () => {
    const rows = projectBreeding({ breedCountA: 1, breedCountB: 3, prob: 0.25, prices, parentsUsd: 100 });
    for (const r of rows) expect(r.usd_total_with_parents - r.usd_cost_total).toBeCloseTo(100, 9);
    expect(rows[1]!.usd_per_success_with_parents).toBeCloseTo((rows[1]!.usd_cost_total + 100) / 0.5, 9);
    expect(projectBreeding({ breedCountA: 0, breedCountB: 0, prob: 0, prices, parentsUsd: 100 })[0]!.usd_per_success_with_parents).toBeNull();
  });

  it('custom config and API token prices', () => {
    const config = { ...DEFAULT_BREEDING_COSTS, asOf: '2021-09-23', slpByBreedCount: [300, 450, 750, 1200, 1950, 3150, 5100], axsPerBreed: 1 };
    expect(projectBreeding({ breedCountA: 5, breedCountB: 0, prob: 0, prices, config }).map((r) => r.slp_cost)).toEqual([3150 + 300, 5100 + 450]);
    expect(tokenPricesFromApi({ 'smooth-love-potion': 0.01, 'axie-infinity': 5, ronin: 1 })).toEqual({ slpUsd: 0.01, axsUsd: 5 });
    expect(() => tokenPricesFromApi({ ronin: 1 })).toThrow();
  });
});
