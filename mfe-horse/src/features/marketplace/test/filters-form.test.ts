import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, toFilters } from '../filters-form';

describe('toFilters', () => {
  it('sends only what the user filled in, rarities in game order', () => {
    expect(toFilters(EMPTY_FORM)).toEqual({ filters: {}, issues: [] });
    const { filters, issues } = toFilters({
      ...EMPTY_FORM,
      rarities: ['Mythic', 'Common'],
      gender: 'Male',
      levelMin: '3',
      powerMin: '4,5',
      priceMax: ' 80 ',
    });
    expect(issues).toEqual([]);
    expect(filters).toEqual({ rarities: ['Common', 'Mythic'], gender: 'Male', level: { min: 3 }, power: { min: 4.5 }, priceUsd: { max: 80 } });
  });

  it('treats every rarity ticked as no rarity filter', () => {
    expect(toFilters({ ...EMPTY_FORM, rarities: ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary', 'Mythic'] }).filters).toEqual({});
  });

  it.each([
    [{ levelMin: '0' }, ['level']],
    [{ levelMax: '31' }, ['level']],
    [{ levelMin: '2.5' }, ['level']],
    [{ levelMin: 'x' }, ['level']],
    [{ levelMin: '9', levelMax: '3' }, ['levelOrder']],
    [{ sprintMin: '-1' }, ['stat']],
    [{ speedMin: '1001' }, ['stat']],
    [{ priceMin: '-5' }, ['price']],
    [{ priceMin: '50', priceMax: '20' }, ['priceOrder']],
    [{ levelMin: '9', levelMax: '3', priceMin: '50', priceMax: '20' }, ['levelOrder', 'priceOrder']],
  ])('%j → %j', (fields, issues) => {
    expect(toFilters({ ...EMPTY_FORM, ...fields }).issues).toEqual(issues);
  });
});
