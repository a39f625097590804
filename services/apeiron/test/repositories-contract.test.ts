// The same import and queries on the embedded store and on FerretDB (a real MongoDB-wire server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import { importDataset } from '../src/dataset/import-dataset';
import { createRepositories, type ApeironRepositories } from '../src/repositories';
import { StoreApeironSource } from '../src/source/store-source';
import { sampleDataset } from './helpers';

describe.each(storeTargets())('Apeiron repositories on $name', (target) => {
  let store: Store;
  let repos: ApeironRepositories;
  const sample = sampleDataset();
  // a smaller slice keeps the FerretDB run short; lineage outside the slice is simply unknown
  const planets = sample.planets!.filter((p) => !p.parentIds).slice(0, 60);

  beforeAll(async () => {
    store = await target.open();
    repos = await createRepositories(store);
    await importDataset(repos, { ...sample, planets }, 3);
  });
  afterAll(async () => target.dispose(store));

  it('stores planets as given and reads them back', async () => {
    expect(await repos.planets.count()).toBe(60);
    expect(await repos.planets.get(planets[7]!.id)).toEqual(planets[7]);
    expect((await repos.planets.getMany([planets[1]!.id, planets[2]!.id, 'nope'])).length).toBe(2);
  });

  it('searches listed planets with nested element ranges, sort and paging', async () => {
    const source = new StoreApeironSource(repos);
    const expected = planets
      .filter((p) => p.listing && p.elements.water >= 20 && ['Fury', 'Wisdom'].includes(p.avatarClass))
      .sort((a, b) => a.listing!.priceUsd - b.listing!.priceUsd || Number(a.id) - Number(b.id));
    const page1 = await source.searchPlanets({ filters: { water: { min: 20 }, classes: ['Fury', 'Wisdom'] }, sort: 'price-asc', offset: 0, limit: 4 });
    const page2 = await source.searchPlanets({ filters: { water: { min: 20 }, classes: ['Fury', 'Wisdom'] }, sort: 'price-asc', offset: 4, limit: 4 });
    expect(page1.total).toBe(expected.length);
    expect([...page1.planets, ...page2.planets].map((p) => p.id)).toEqual(expected.slice(0, 8).map((p) => p.id));
  });

  it('ranks the leaderboard and replaces a section on re-import', async () => {
    const source = new StoreApeironSource(repos);
    const top = await source.leaderboard({ offset: 0, limit: 3 });
    expect(top.entries.map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(top.entries[0]!.player.rating).toBe(Math.max(...sample.players!.map((p) => p.rating)));
    await importDataset(repos, { format: sample.format, source: { kind: 'import', label: 'x', asOf: '2026-12-01' }, players: sample.players!.slice(0, 4) }, 3);
    expect((await source.leaderboard({ offset: 0, limit: 10 })).total).toBe(4);
    expect((await source.source('players')).label).toBe('x');
  });
});
