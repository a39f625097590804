import { EMPTY_FORM, toFilters, type MarketForm } from '../filters';

const form = (change: (f: MarketForm) => void): MarketForm => {
  const f = structuredClone(EMPTY_FORM);
  change(f);
  return f;
};

describe('toFilters', () => {
  it('sends nothing for an empty form', () => {
    expect(toFilters(EMPTY_FORM)).toEqual({ filters: {}, problems: [] });
  });

  it('keeps the chosen lists, the legacy switch and the ranges given', () => {
    const { filters, problems } = toFilters(
      form((f) => {
        f.types = ['Oasis'];
        f.classes = ['Fate', 'Fury'];
        f.legacyOnly = true;
        f.ranges.fire = { min: '20', max: '' };
        f.ranges.priceUsd = { min: '', max: '99,5' };
      }),
    );
    expect(problems).toEqual([]);
    expect(filters).toEqual({ types: ['Oasis'], classes: ['Fate', 'Fury'], legacyOnly: true, fire: { min: 20 }, priceUsd: { max: 99.5 } });
  });

  it('reports numbers out of range or not whole, and min above max', () => {
    const { problems } = toFilters(
      form((f) => {
        f.ranges.water = { min: '101', max: '' };
        f.ranges.breedCount = { min: '1.5', max: '' };
        f.ranges.ageDays = { min: '50', max: '10' };
        f.ranges.air = { min: 'abc', max: '' };
      }),
    );
    expect(problems).toEqual([
      { range: 'water', kind: 'notNumber' },
      { range: 'air', kind: 'notNumber' },
      { range: 'breedCount', kind: 'notNumber' },
      { range: 'ageDays', kind: 'order' },
    ]);
  });
});
