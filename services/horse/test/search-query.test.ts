import { describe, expect, it } from 'vitest';
import type { HorseListing } from '@criadero/api-contracts/horse';
import { compareBy, matches, runQuery, totalStats } from '../src/market/search-query';

const horse = (id: number, over: Partial<HorseListing> = {}): HorseListing => ({
  id: String(id),
  name: `Horse #${id}`,
  rarity: 'Common',
  gender: 'Male',
  level: 1,
  gen: 0,
  power: 2,
  sprint: 2,
  speed: 2,
  breedsUsed: 0,
  breedsMax: 14,
  priceUsd: 10,
  listedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('matches', () => {
  it('applies each filter, bounds included', () => {
    const h = horse(1, { rarity: 'Epic', gender: 'Female', level: 7, power: 10, sprint: 12, speed: 14, priceUsd: 50 });
    expect(matches(h, {})).toBe(true);
    expect(matches(h, { rarities: ['Rare', 'Epic'], gender: 'Female', level: { min: 7, max: 7 }, priceUsd: { min: 50, max: 50 } })).toBe(true);
    expect(matches(h, { rarities: ['Rare'] })).toBe(false);
    expect(matches(h, { gender: 'Male' })).toBe(false);
    expect(matches(h, { level: { min: 8 } })).toBe(false);
    expect(matches(h, { power: { max: 9.99 } })).toBe(false);
    expect(matches(h, { sprint: { min: 12.01 } })).toBe(false);
    expect(matches(h, { speed: { min: 14 } })).toBe(true);
    expect(matches(h, { priceUsd: { max: 49.99 } })).toBe(false);
  });
});

describe('order and pages', () => {
  const list = [
    horse(5, { priceUsd: 30, level: 2, power: 9 }),
    horse(2, { priceUsd: 10, level: 9, power: 1 }),
    horse(9, { priceUsd: 10, level: 4, power: 5, speed: 20 }),
    horse(1, { priceUsd: 70, level: 9, power: 3 }),
  ];
  it('sorts by each key, breaking ties by token id', () => {
    const ids = (sort: Parameters<typeof compareBy>[0]) => [...list].sort(compareBy(sort)).map((h) => h.id);
    expect(ids('price-asc')).toEqual(['2', '9', '5', '1']);
    expect(ids('price-desc')).toEqual(['1', '5', '2', '9']);
    expect(ids('level-desc')).toEqual(['1', '2', '9', '5']);
    expect(ids('level-asc')).toEqual(['5', '9', '1', '2']);
    expect(ids('power-desc')).toEqual(['5', '9', '1', '2']);
    expect(ids('speed-desc')).toEqual(['9', '1', '2', '5']);
    expect(ids('stats-desc')[0]).toBe('9');
    expect(totalStats(list[2]!)).toBe(5 + 2 + 20);
  });
  it('returns the requested slice and the full count', () => {
    expect(runQuery(list, { filters: {}, sort: 'price-asc', offset: 1, limit: 2 })).toEqual({ horses: [list[2], list[0]], total: 4 });
    expect(runQuery(list, { filters: { level: { min: 9 } }, sort: 'price-asc', offset: 0, limit: 10 }).total).toBe(2);
    expect(runQuery(list, { filters: {}, sort: 'price-asc', offset: 8, limit: 2 }).horses).toEqual([]);
  });
});
