import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import { MongoStore, type Store } from '@criadero/service-kit/store';
import { axieMarketPlugin } from '../src/market/market-plugin';
import { testAxieConfig } from './helpers';

/** One instance's market plugin (the part of the gateway that loads the market) on `store`. */
async function instance(store: Store, size: number) {
  const config = testAxieConfig(size);
  const app = createFastify(config.platform, { logger: false });
  await app.register(platformPlugin, { config: config.platform, store, openapi: { title: 'test', version: '0' } });
  await app.register(axieMarketPlugin, { config });
  await app.ready();
  return app;
}

/**
 * Several gateway instances starting on one empty database: each used to clear the
 * axie collections and insert the market, over the others. Now one instance loads and the others
 * wait for it and find the complete dataset. Separate connections to FerretDB, as separate
 * processes would have.
 */
describe('market loading with several instances on one database', () => {
  const SIZE = 1500;
  const db = `criadero_axie_instances_${randomBytes(5).toString('hex')}`;
  let stores: MongoStore[];
  let apps: Awaited<ReturnType<typeof instance>>[];

  beforeAll(async () => {
    stores = await Promise.all([0, 1, 2].map(() => MongoStore.connect(inject('ferretdbUri'), db)));
    apps = await Promise.all(stores.map((store) => instance(store, SIZE)));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await stores[0]!.dropDatabase();
    await Promise.all(stores.map((store) => store.close()));
  });

  it('loads the market once: one instance loads, the others wait and skip, nothing doubled or lost', async () => {
    await Promise.all(apps.map((app) => app.axieMarket.ready()));
    const reports = apps.map((app) => app.axieMarket.loader.lastReport!);
    expect(reports.filter((r) => !r.skipped)).toHaveLength(1);
    const loaded = reports.find((r) => !r.skipped)!;
    expect(loaded.axies).toBeGreaterThan(SIZE * 0.9);
    const repository = apps[0]!.axieMarket.repository;
    expect(await repository.count({})).toBe(loaded.axies);
    expect(await repository.currentMeta()).toMatchObject({ complete: true, count: loaded.axies });
    // no axie twice (the unique id index would refuse it; the sales follow their axies)
    const [some] = await repository.find({}, { sort: { id: 1 }, limit: 1 });
    expect(await repository.count({ id: some!.id })).toBe(1);
    expect(new Set(reports.map((r) => r.axies))).toEqual(new Set([loaded.axies]));
  });
});
