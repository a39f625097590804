// The marketplace index answers exactly what the store query answers, on every store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Filter } from 'mongodb';
import { AVATAR_CLASSES, PLANET_TYPE_NAMES } from '@criadero/apeiron-breeding';
import type { Store } from '@criadero/service-kit/store';
import { mulberry32 as random } from '@criadero/genetics';
import { storeTargets } from '@criadero/service-kit/testing';
import { RANGE_FILTERS, SORTS, STAGES, type MarketFilters, type Planet, type PlanetSort } from '@criadero/api-contracts/apeiron';
import { importDataset } from '../src/dataset/import-dataset';
import { createRepositories, type ApeironRepositories } from '../src/repositories';
import { ORDER, type PlanetDoc } from '../src/repositories/planets-repository';
import { StoreApeironSource } from '../src/source/store-source';
import { sampleDataset } from './helpers';

const FIELD: Record<(typeof RANGE_FILTERS)[number], string> = {
  fire: 'elements.fire',
  water: 'elements.water',
  earth: 'elements.earth',
  air: 'elements.air',
  breedCount: 'breedCount',
  ageDays: 'ageDays',
  priceUsd: 'priceUsd',
};

/** The store query of a search: listed planets matching every filter given. */
function planetFilter(filters: MarketFilters): Filter<PlanetDoc> {
  const query: Record<string, unknown> = { listed: true };
  if (filters.types) query.type = { $in: filters.types };
  if (filters.classes) query.avatarClass = { $in: filters.classes };
  if (filters.stages) query.stage = { $in: filters.stages };
  if (filters.legacyOnly) query.legacy = { $ne: null };
  for (const name of RANGE_FILTERS) {
    const range = filters[name];
    const bounds: Record<string, number> = {};
    if (range?.min !== undefined) bounds.$gte = range.min;
    if (range?.max !== undefined) bounds.$lte = range.max;
    if (Object.keys(bounds).length > 0) query[FIELD[name]] = bounds;
  }
  return query as Filter<PlanetDoc>;
}


/** The search as a store query (how it was answered before the index): the system of record's answer. */
async function storeSearch(repos: ApeironRepositories, filters: MarketFilters, sort: PlanetSort, offset: number, limit: number) {
  const query = planetFilter(filters);
  return { planets: await repos.planets.find(query, { sort: ORDER[sort], skip: offset, limit }), total: await repos.planets.count(query) };
}


function randomFilters(next: () => number, planets: readonly Planet[]): MarketFilters {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[]) => [...new Set([pick(list), pick(list)])];
  const filters: MarketFilters = {};
  if (next() < 0.3) filters.types = some(PLANET_TYPE_NAMES);
  if (next() < 0.3) filters.classes = some(AVATAR_CLASSES);
  if (next() < 0.2) filters.stages = some(STAGES);
  if (next() < 0.15) filters.legacyOnly = true;
  const values: Record<(typeof RANGE_FILTERS)[number], (p: Planet) => number> = {
    fire: (p) => p.elements.fire,
    water: (p) => p.elements.water,
    earth: (p) => p.elements.earth,
    air: (p) => p.elements.air,
    breedCount: (p) => p.breedCount,
    ageDays: (p) => p.ageDays,
    priceUsd: (p) => p.listing?.priceUsd ?? 0,
  };
  for (const name of RANGE_FILTERS) {
    if (next() > 0.2) continue;
    const [a, b] = [values[name](pick(planets)), values[name](pick(planets))].sort((x, y) => x - y);
    filters[name] = next() < 0.3 ? { min: a } : next() < 0.5 ? { max: b } : { min: a, max: b };
  }
  return filters;
}

describe.each(storeTargets())('Apeiron market index on $name', (target) => {
  let store: Store;
  let repos: ApeironRepositories;
  const sample = sampleDataset();
  // FerretDB scans for every store query (the reference side): a smaller market there
  const onServer = target.name === 'ferretdb' || target.name === 'mongodb';
  const planets = sample.planets!.filter((p) => !p.parentIds).slice(0, onServer ? 120 : 400);

  beforeAll(async () => {
    store = await target.open();
    repos = await createRepositories(store);
    await importDataset(repos, { ...sample, planets }, 3);
  });
  afterAll(async () => target.dispose(store));

  it('answers random searches (page, order, total) like the store query', { timeout: 240_000 }, async () => {
    const next = random(22);
    const source = new StoreApeironSource(repos);
    let nonEmpty = 0;
    const searches = onServer ? 40 : 200;
    for (let i = 0; i < searches; i++) {
      const filters = randomFilters(next, planets);
      const sort = SORTS[Math.floor(next() * SORTS.length)]!;
      const [offset, limit] = [next() < 0.7 ? 0 : Math.floor(next() * 20), 1 + Math.floor(next() * 48)];
      const expected = await storeSearch(repos, filters, sort, offset, limit);
      expect(await source.searchPlanets({ filters, sort, offset, limit }), JSON.stringify({ filters, sort, offset, limit })).toEqual(expected);
      if (expected.total > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(searches / 3);
  });

  it('sees an import made through another instance on its next search', async () => {
    const reader = new StoreApeironSource(repos);
    const all = { filters: {}, sort: 'id-asc' as const, offset: 0, limit: 48 };
    const before = await reader.searchPlanets(all);
    const fewer = planets.slice(0, 30);
    await importDataset(await createRepositories(store), { format: sample.format, source: sample.source, planets: fewer }, 3);
    const after = await reader.searchPlanets(all);
    expect(after.total).toBe(fewer.filter((p) => p.listing).length);
    expect(after.total).toBeLessThan(before.total);
    expect(after).toEqual(await storeSearch(repos, {}, 'id-asc', 0, 48));
  });
});
