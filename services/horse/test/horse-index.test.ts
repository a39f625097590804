import { describe, expect, it } from 'vitest';
import { RARITIES } from '@criadero/horse-leveling';
import { GENDERS, SORTS, type HorseFilters } from '@criadero/api-contracts/horse';
import { loadHorseConfig } from '../src/config';
import { HorseIndex } from '../src/market/horse-index';
import { readListingsFile } from '../src/market/listings-file';
import { runQuery } from '../src/market/search-query';
import { mulberry32 as random } from '@criadero/genetics';

const { horses } = readListingsFile(loadHorseConfig({}).listingsFile);


describe('the horse search index', () => {
  it('answers 300 random searches (page, order, total) exactly like the plain scan of the listings', () => {
    const next = random(22);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const around = (values: number[]) => {
      const [a, b] = [pick(values), pick(values)].sort((x, y) => x - y);
      return next() < 0.3 ? { min: a } : next() < 0.5 ? { max: b } : { min: a, max: b };
    };
    const index = new HorseIndex(horses);
    let nonEmpty = 0;
    for (let i = 0; i < 300; i++) {
      const filters: HorseFilters = {};
      if (next() < 0.4) filters.rarities = [...new Set([pick(RARITIES), pick(RARITIES)])];
      if (next() < 0.3) filters.gender = pick(GENDERS);
      for (const name of ['level', 'power', 'sprint', 'speed', 'priceUsd'] as const) if (next() < 0.25) filters[name] = around(horses.map((h) => h[name]));
      const query = { filters, sort: pick(SORTS), offset: next() < 0.7 ? 0 : Math.floor(next() * 40), limit: 1 + Math.floor(next() * 48) };
      const expected = runQuery(horses, query);
      expect(index.search(query), JSON.stringify(query)).toEqual(expected);
      if (expected.horses.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });
});
