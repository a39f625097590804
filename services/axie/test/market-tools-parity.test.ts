import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_TYPES } from '@criadero/genetics';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import { cachedMarket } from '../src/market/sources/generated-market';
import { buildTestApp, testAxieConfig, type AxieTestApp } from './helpers';

const SIZE = 1200;
const market = cachedMarket(testAxieConfig(SIZE).generated);
const part = market.parsed[5]!.current[PART_TYPES[5]!];
const withKids = market.axies.find((a) => a.sireId > 0 && market.axies.some((x) => x.sireId === a.id || x.matronId === a.id))!;
/** answers per store, compared across stores (the targets run one after the other) */
const answers = new Map<string, unknown[]>();

/** Sales history and the breeding tree run the same queries on the embedded store and on FerretDB. */
describe.each(storeTargets())('market tools on $name', (target) => {
  let store: Store;
  let app: AxieTestApp;
  beforeAll(async () => {
    store = await target.open();
    app = await buildTestApp({ size: SIZE, store });
  });
  afterAll(async () => {
    await app.close();
    await target.dispose(store);
  });

  it('gives the same sales statistics, pages and trees', async () => {
    const bodies = [
      ['/api/axie/sales-history', { pageSize: 5 }],
      ['/api/axie/sales-history', { classes: ['plant', 'bird'], breedCount: [0, 3], priceUsd: [5, 60], days: 400, page: 2, pageSize: 5 }],
      ['/api/axie/sales-history', { parts: [part] }],
      ['/api/axie/tree', { axieId: withKids.id, up: 3, down: 2 }],
    ] as const;
    const got: unknown[] = [];
    for (const [url, payload] of bodies) {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(200);
      got.push(res.json());
    }
    expect((got[0] as { total: number }).total).toBe(market.sales.length);
    expect((got[2] as { total: number }).total).toBeGreaterThan(0);
    answers.set(target.name, got);
    const first = [...answers.values()][0]!;
    expect(got).toEqual(first);
  });
});
