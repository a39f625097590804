import { describe, expect, it } from 'vitest';
import { canonicalFilters, invertedRanges, searchDebitKey } from '../src/search-credits/search-key';

describe('what makes two searches the same search', () => {
  it('finds inverted ranges, as {min, max} or [min, max], and nothing else', () => {
    expect(invertedRanges({ level: { min: 3, max: 3 }, power: { min: 5 }, none: undefined, open: { max: null } })).toEqual([]);
    expect(invertedRanges({ level: { min: 4, max: 3 }, speed: { min: 2, max: 1 }, breedCount: [5, 2], hp: [1, 2] })).toEqual(['level', 'speed', 'breedCount']);
  });

  it('treats equal filters as one search whatever their order, and different filters as another', () => {
    const a = canonicalFilters({ rarities: ['Rare', 'Common'], level: { max: 5 }, gender: 'Male' });
    const b = canonicalFilters({ gender: 'Male', level: { max: 5 }, rarities: ['Common', 'Rare', 'Rare'] });
    expect(a).toBe(b);
    expect(canonicalFilters({ level: {} })).toBe(canonicalFilters({}));
    expect(canonicalFilters({ level: { min: 5, max: undefined }, gender: null })).toBe(canonicalFilters({ level: { min: 5 } }));
    expect(canonicalFilters({ level: { min: 5 } })).not.toBe(canonicalFilters({ level: { max: 5 } }));
    expect(canonicalFilters({ colors: [10, 9] })).toBe(canonicalFilters({ colors: [9, 10] }));
    expect(canonicalFilters({ tradable: false })).not.toBe(canonicalFilters({}));
  });

  it('keeps the order of the lists named as ordered (a priority changes the answer)', () => {
    expect(canonicalFilters({ priorityOrder: ['eyes', 'ears'] }, ['priorityOrder'])).not.toBe(canonicalFilters({ priorityOrder: ['ears', 'eyes'] }, ['priorityOrder']));
    expect(canonicalFilters({ priorityOrder: ['eyes', 'ears'] })).toBe(canonicalFilters({ priorityOrder: ['ears', 'eyes'] }));
  });

  it('binds the debit key to the account, market, request id and filters', () => {
    const key = searchDebitKey('acc', 'horse', 'r1', canonicalFilters({ rarities: ['Rare'] }));
    expect(key).toMatch(/^search:acc:horse:r1:[0-9a-f]{16}$/);
    expect(searchDebitKey('acc', 'horse', 'r1', canonicalFilters({ rarities: ['Rare'] }))).toBe(key);
    for (const other of [
      searchDebitKey('acc', 'horse', 'r1', canonicalFilters({ rarities: ['Epic'] })),
      searchDebitKey('acc', 'horse', 'r2', canonicalFilters({ rarities: ['Rare'] })),
      searchDebitKey('acc', 'apeiron', 'r1', canonicalFilters({ rarities: ['Rare'] })),
      searchDebitKey('acc2', 'horse', 'r1', canonicalFilters({ rarities: ['Rare'] })),
    ])
      expect(other).not.toBe(key);
  });
});
