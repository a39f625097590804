import { describe, expect, it } from 'vitest';
import { effectiveMinutes, masteryMultiplier, MAX_WORKERS_PER_FACTORY, speedOf, type ModifierTables } from '../src/index';

const tables: ModifierTables = { workshopPercent: { MUD: [0, 10, 25] }, mastery: [1, 1.0525, 1.1] };

describe('speedOf', () => {
  it('multiplies boost, workers (+0.5 each) and the workshop bonus of the resource at that level', () => {
    expect(speedOf(tables, 'MUD', 2, 2, 2)).toEqual({ boost: 2, workerFactor: 2, workshopPercent: 25, multiplier: 2 * 2 * 1.25 });
  });

  it('caps workers at the factory maximum and ignores fractions and negatives', () => {
    expect(MAX_WORKERS_PER_FACTORY).toBe(4);
    expect(speedOf(tables, 'MUD', 9, 0, 1).workerFactor).toBe(3);
    expect(speedOf(tables, 'MUD', 1.9, 0, 1).workerFactor).toBe(1.5);
    expect(speedOf(tables, 'MUD', -3, 0, 1).workerFactor).toBe(1);
  });

  it('gives no workshop bonus where the table has none', () => {
    expect(speedOf(tables, 'CLAY', 0, 2, 1).workshopPercent).toBe(0);
    expect(speedOf(tables, 'MUD', 0, 7, 1)).toEqual({ boost: 1, workerFactor: 1, workshopPercent: 0, multiplier: 1 });
  });
});

describe('effectiveMinutes and masteryMultiplier', () => {
  it('divides a batch by the speed multiplier', () => {
    expect(effectiveMinutes(60, speedOf(tables, 'MUD', 2, 1, 1))).toBeCloseTo(60 / (2 * 1.1), 10);
  });

  it('reads mastery from the table, 1 beyond it', () => {
    expect(masteryMultiplier(tables, 1)).toBe(1.0525);
    expect(masteryMultiplier(tables, 9)).toBe(1);
  });
});
