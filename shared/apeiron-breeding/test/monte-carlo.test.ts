// Draws children one by one with a seeded generator and checks that the frequencies match the
// exact odds of analysePair. Seeded, so the run is the same every time.
import { describe, expect, it } from 'vitest';
import { analysePair, DEFAULT_BREEDING_CONFIG, legacyKey, sampleChild, seededRandom, pickDistinct, ELEMENTS } from '../src';
import { bred, els, planet } from './fixtures';

const N = 60_000;
// 4.5 standard deviations of a proportion near 0.5 with N draws: a false alarm is ~1 in 100k runs
const TOLERANCE = 4.5 * Math.sqrt(0.25 / N);

describe('Monte Carlo check of the exact odds (seeded)', () => {
  const f55 = { element: 'fire' as const, threshold: 55 };
  const w40 = { element: 'water' as const, threshold: 40 };
  const a = bred(planet('a', els(37, 33, 21, 9), { avatarClass: 'Fury', legacy: f55 }), [
    planet('g1', els(41, 0, 30, 29), { legacy: f55 }),
    planet('g2', els(0, 61, 0, 39)),
  ]);
  const b = bred(planet('b', els(26, 27, 29, 18), { avatarClass: 'Wisdom' }), [
    planet('g3', els(13, 58, 0, 29), { legacy: w40 }),
    planet('g4', els(34, 33, 33, 0)),
  ]);
  const config = DEFAULT_BREEDING_CONFIG;
  const exact = analysePair(a, b, config);

  it('has random rounding to check (several outcomes)', () => {
    expect(exact.outcomes.length).toBeGreaterThan(1);
  });

  it('matches outcome, type, class and legacy frequencies', () => {
    const random = seededRandom(20261122);
    const outcomes = new Map<string, number>();
    const types = new Map<string, number>();
    const classes = new Map<string, number>();
    const legacies = new Map<string, number>();
    const sum = { fire: 0, water: 0, earth: 0, air: 0 };
    for (let i = 0; i < N; i++) {
      const child = sampleChild(a, b, config, random);
      const key = JSON.stringify(child.elements);
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      types.set(child.type, (types.get(child.type) ?? 0) + 1);
      classes.set(child.avatarClass, (classes.get(child.avatarClass) ?? 0) + 1);
      for (const l of child.legacies) legacies.set(legacyKey(l), (legacies.get(legacyKey(l)) ?? 0) + 1);
      for (const e of ELEMENTS) sum[e] += child.elements[e];
    }
    for (const o of exact.outcomes) expect(Math.abs((outcomes.get(JSON.stringify(o.elements)) ?? 0) / N - o.probability)).toBeLessThan(TOLERANCE);
    expect(outcomes.size).toBe(exact.outcomes.length); // nothing the exact analysis did not list
    for (const t of exact.typeOdds) expect(Math.abs((types.get(t.type) ?? 0) / N - t.probability)).toBeLessThan(TOLERANCE);
    for (const c of exact.classOdds) expect(Math.abs((classes.get(c.avatarClass) ?? 0) / N - c.probability)).toBeLessThan(TOLERANCE);
    expect(exact.legacy.inheritance.map((l) => [legacyKey(l.legacy), l.chance])).toEqual([
      ['fire:55', 0.2],
      ['water:40', 0.1],
    ]);
    for (const l of exact.legacy.inheritance) expect(Math.abs((legacies.get(legacyKey(l.legacy)) ?? 0) / N - l.chance)).toBeLessThan(TOLERANCE);
    for (const e of ELEMENTS) expect(Math.abs(sum[e] / N - exact.expected[e])).toBeLessThan(0.05);
  });

  it('is deterministic: the same seed draws the same children', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => sampleChild(a, b, config, random));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('picks every subset equally often', () => {
    const random = seededRandom(1);
    const counts = new Map<string, number>();
    for (let i = 0; i < N; i++) {
      const key = pickDistinct(['w', 'x', 'y', 'z'], 2, random).sort().join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(Math.abs(n / N - 1 / 6)).toBeLessThan(TOLERANCE);
  });
});
