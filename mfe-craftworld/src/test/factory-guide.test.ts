import { describe, expect, it } from 'vitest';
import type { FactoryLevel } from '../api/craftworld-api';
import { formatMinutes, matchesSearch, upgradeTotals } from '../domain/factory-guide';

const level = (n: number, cost: { token: string; amount: number } | null, inputs = ['EARTH']): FactoryLevel => ({
  level: n,
  durationMin: n,
  output: { token: 'MUD', amount: n },
  inputs: inputs.map((token) => ({ token, amount: 1 })),
  upgradeCost: cost,
});

describe('factory guide', () => {
  const mud = [level(1, { token: 'EARTH', amount: 1 }), level(2, { token: 'MUD', amount: 3 }), level(3, { token: 'MUD', amount: 6 }), level(4, { token: 'CLAY', amount: 2 }), level(5, null)];

  it('sums upgrade costs by token from a level to a target (0 = build it)', () => {
    expect(upgradeTotals(mud, 0, 4)).toEqual({ costs: [{ token: 'EARTH', amount: 1 }, { token: 'MUD', amount: 9 }, { token: 'CLAY', amount: 2 }], unknownLevels: [] });
    expect(upgradeTotals(mud, 2, 3).costs).toEqual([{ token: 'MUD', amount: 6 }]);
    expect(upgradeTotals(mud, 3, 3).costs).toEqual([]);
    expect(upgradeTotals(mud, 3, 5)).toEqual({ costs: [{ token: 'CLAY', amount: 2 }], unknownLevels: [5] });
  });

  it('searches factory, tokens and level numbers', () => {
    const row = { ...level(4, { token: 'CLAY', amount: 2 }), factory: 'MUD' };
    expect(matchesSearch(row, '')).toBe(true);
    expect(matchesSearch(row, 'mud')).toBe(true);
    expect(matchesSearch(row, 'earth')).toBe(true);
    expect(matchesSearch(row, 'clay 4')).toBe(true);
    expect(matchesSearch(row, 'clay 5')).toBe(false);
    expect(matchesSearch(row, 'steel')).toBe(false);
  });

  it('formats batch times', () => {
    expect(formatMinutes(0.1)).toBe('6 s');
    expect(formatMinutes(12.5)).toBe('12.5 min');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(14400)).toBe('10 d');
    expect(formatMinutes(1500)).toBe('1 d 1 h');
    expect(formatMinutes(85.8 / 60, 'es')).toBe('1,43 min');
  });
});
