import { describe, expect, it } from 'vitest';
import { averageElements, DEFAULT_BREEDING_CONFIG, elementOutcomes, expectedElements, protectWithLegacy, weightedSums } from '../src';
import { bred, els, planet, primeval } from './fixtures';

const parentsOnly = { parentWeight: 1, grandparentWeight: 0 };

describe('child elements', () => {
  it('is the plain average of the parents when grandparents weigh 0 (apeironabridged example, Oasis x Oasis)', () => {
    const a = primeval(planet('1', els(42, 41, 0, 17)));
    const b = primeval(planet('2', els(38, 32, 0, 30)));
    expect(averageElements(a, b, parentsOnly)).toEqual(els(40, 36.5, 0, 23.5));
    const outcomes = elementOutcomes(a, b, parentsOnly);
    // 40 + 36 + 23 = 99: the one lost point goes to water or air, half the time each
    expect(outcomes.map((o) => o.elements)).toEqual([els(40, 37, 0, 23), els(40, 36, 0, 24)]);
    expect(outcomes.map((o) => o.probability)).toEqual([0.5, 0.5]);
  });

  it('weighs parents 3 and grandparents 1 by default (godling formula)', () => {
    const gp = [planet('g1', els(100, 0, 0, 0)), planet('g2', els(0, 100, 0, 0)), planet('g3', els(0, 0, 100, 0)), planet('g4', els(0, 0, 0, 100))];
    const a = bred(planet('a', els(50, 50, 0, 0)), [gp[0]!, gp[1]!]);
    const b = bred(planet('b', els(0, 0, 50, 50)), [gp[2]!, gp[3]!]);
    const { sums, total } = weightedSums(a, b, DEFAULT_BREEDING_CONFIG);
    expect(total).toBe(10);
    expect(sums).toEqual(els(250, 250, 250, 250));
    expect(elementOutcomes(a, b, DEFAULT_BREEDING_CONFIG)).toEqual([{ elements: els(25, 25, 25, 25), probability: 1, legacyApplied: null }]);
  });

  it("counts a Primeval parent's missing parents as the parent itself", () => {
    const a = primeval(planet('a', els(100, 0, 0, 0)));
    const gp = [planet('g1', els(0, 100, 0, 0)), planet('g2', els(0, 100, 0, 0))] as const;
    const b = bred(planet('b', els(0, 100, 0, 0)), [gp[0], gp[1]]);
    expect(averageElements(a, b, DEFAULT_BREEDING_CONFIG)).toEqual(els(50, 50, 0, 0));
    const lopsided = bred(planet('c', els(0, 100, 0, 0)), [planet('g3', els(100, 0, 0, 0)), planet('g4', els(100, 0, 0, 0))]);
    // 3*100 (a) + 2*100 (a as its own grandparents) + 2*100 (c's parents) = 700 of 1000 fire
    expect(averageElements(a, lopsided, DEFAULT_BREEDING_CONFIG)).toEqual(els(70, 30, 0, 0));
  });

  it('always hands out exactly 100 points, each way equally likely', () => {
    const a = primeval(planet('a', els(33, 33, 33, 1)));
    const b = primeval(planet('b', els(34, 34, 31, 1)));
    const outcomes = elementOutcomes(a, b, parentsOnly); // 33.5 33.5 32 1 -> 99, one point to fire or water
    for (const o of outcomes) expect(Object.values(o.elements).reduce((s, v) => s + v, 0)).toBe(100);
    expect(outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect(expectedElements(outcomes)).toEqual(els(33.5, 33.5, 32, 1));
  });
});

describe('Primeval Legacy protection', () => {
  it('raises the dominant element to the legacy threshold and shares the rest in proportion (apeironabridged situation 3)', () => {
    const a = primeval(planet('a', els(21, 55, 24, 0), { legacy: { element: 'water', threshold: 55 } }));
    const b = primeval(planet('b', els(15, 45, 40, 0)));
    const [only, ...rest] = elementOutcomes(a, b, parentsOnly);
    expect(rest).toEqual([]);
    expect(only!.legacyApplied).toEqual({ element: 'water', threshold: 55 });
    expect(only!.elements.water).toBe(55);
    expect(only!.elements.fire + only!.elements.earth).toBe(45);
    expect(only!.elements.earth).toBeGreaterThan(only!.elements.fire); // 32:18 kept
  });

  it('does nothing when the legacy element is not dominant or the child is already above it', () => {
    expect(protectWithLegacy(els(20, 50, 30, 0), [{ element: 'earth', threshold: 60 }]).applied).toBeNull();
    expect(protectWithLegacy(els(20, 60, 20, 0), [{ element: 'water', threshold: 55 }]).applied).toBeNull();
  });

  it('uses the highest matching threshold when both parents carry one', () => {
    const { elements, applied } = protectWithLegacy(els(30, 40, 30, 0), [
      { element: 'water', threshold: 50 },
      { element: 'water', threshold: 60 },
      { element: 'fire', threshold: 90 },
    ]);
    expect(applied).toEqual({ element: 'water', threshold: 60 });
    expect(elements).toEqual(els(20, 60, 20, 0));
  });
});
