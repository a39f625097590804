import { describe, expect, it } from 'vitest';
import { parseGameData } from '../src/game-data/game-data';
import { realData } from './helpers';

describe('the editable community tables', () => {
  it('load with 35 factory chains and 820 level rows', () => {
    const data = realData();
    expect(Object.keys(data.factories)).toHaveLength(35);
    expect(Object.values(data.factories).reduce((n, levels) => n + levels.length, 0)).toBe(820);
    expect(data.factories.MUD![0]).toEqual({ level: 1, durationMin: 0.1, output: { token: 'MUD', amount: 1 }, inputs: [{ token: 'EARTH', amount: 3 }], upgradeCost: { token: 'EARTH', amount: 1 } });
    expect(data.factories.DYNOFISH![0]!.upgradeCost).toBeNull();
    expect(data.workshopPercent.MUD![10]).toBe(100);
    expect(data.mastery[10]).toBe(1.0525);
    expect(data.asOf).toBe('2025-12-25');
  });

  it('refuse a bad edit with the place it is in', () => {
    const bad = { factories: { factories: { MUD: [{ level: 1, durationMin: -2, output: { token: 'MUD', amount: 1 }, inputs: [], upgradeCost: null }] } }, modifiers: { mastery: { byLevel: {} } }, tokens: {} };
    expect(() => parseGameData(bad)).toThrow(/MUD\[0\]\.durationMin/);
    const skipped = { ...bad, factories: { factories: { MUD: [{ level: 2, durationMin: 1, output: { token: 'MUD', amount: 1 }, inputs: [], upgradeCost: null }] } } };
    expect(() => parseGameData(skipped)).toThrow(/levels must run/);
  });
});
