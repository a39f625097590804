import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import { cachedMarket } from '../src/market/sources/generated-market';
import { describePaidSearch, testPlayer } from '@criadero/service-users/testing';
import { balanceOf, buildTestApp, importedMarket, testAxieConfig, type AxieTestApp } from './helpers';

const SIZE = 400;
const market = cachedMarket(testAxieConfig(SIZE).generated);

/**
 * Paid searches over the imported (live) market through the shared credits ledger, on the
 * embedded store and on FerretDB (whose updates are not atomic: the ledger's unique keys must
 * still hold under concurrency).
 */
describe.each(storeTargets())('search credits on $name', (target) => {
  let store: Store;
  let app: AxieTestApp;
  let sampleStore: Store;
  let sample: AxieTestApp;

  beforeAll(async () => {
    store = await target.open();
    app = await buildTestApp({ size: SIZE, store, marketSource: importedMarket(SIZE) });
    sampleStore = await target.open();
    sample = await buildTestApp({ size: SIZE, store: sampleStore });
  });
  afterAll(async () => {
    await app.close();
    await sample.close();
    await target.dispose(store);
    await target.dispose(sampleStore);
  });

  const search = (headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/api/search', headers, payload });

  it('50 concurrent searches with 10 credits: exactly 10 are answered, 40 get 402 NO_CREDIT with creditos 0', async () => {
    const user = await testPlayer(app, store, { credits: 10 });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => search(user.headers, { requestId: `req-${i}`, classes: ['beast', 'bird'] })));
    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 402);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(ok.map((r) => r.json().creditos).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const r of ok) expect(r.json().axies.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.json()).toEqual({ error: 'No tienes créditos suficientes', code: 'NO_CREDIT', creditos: 0 });
    expect(await balanceOf(store, user.accountId)).toBe(0);
  });

  it('a retried request (same requestId and filters) is charged once, also when sent twice at once', async () => {
    const user = await testPlayer(app, store, { credits: 5 });
    const first = await search(user.headers, { requestId: 'retry-1', breedCount: [0, 3] });
    const again = await search(user.headers, { requestId: 'retry-1', breedCount: [0, 3] });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), charge: { charged: true, replay: true } });
    expect(await balanceOf(store, user.accountId)).toBe(4);
    const burst = await Promise.all(Array.from({ length: 6 }, () => search(user.headers, { requestId: 'retry-2', classes: ['plant'] })));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await balanceOf(store, user.accountId)).toBe(3);
    // The same requestId with other filters is another search.
    expect((await search(user.headers, { requestId: 'retry-2', classes: ['bug'] })).json().creditos).toBe(2);
  });

  it('breeding searches are paid the same way: a retry is charged once', async () => {
    const user = await testPlayer(app, store, { credits: 2 });
    const reference = market.axies.find((a) => a.stage === 4 && a.breedCount < 7)!;
    const payload = { axieId: reference.id, parts: [market.parsed[market.axies.indexOf(reference)]!.eyes.d.partId], requestId: 'breed-1' };
    const first = await app.inject({ method: 'POST', url: '/api/breeding-search', headers: user.headers, payload });
    const retry = await app.inject({ method: 'POST', url: '/api/breeding-search', headers: user.headers, payload });
    expect(first.statusCode).toBe(200);
    expect(first.json().creditos).toBe(1);
    expect(retry.json()).toEqual({ ...first.json(), charge: { charged: true, replay: true } });
    expect(await balanceOf(store, user.accountId)).toBe(1);
  });

  it('Elite searches are free; with no credits and no plan the answer is 402 with creditos 0', async () => {
    const elite = await testPlayer(app, store, { credits: 3, plan: 2 });
    for (let i = 0; i < 5; i++) expect((await search(elite.headers, { requestId: `elite-${i}` })).json().creditos).toBe(3);
    expect(await balanceOf(store, elite.accountId)).toBe(3);
    const broke = await testPlayer(app, store);
    const res = await search(broke.headers, { requestId: 'broke-1' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'NO_CREDIT', creditos: 0 });
  });

  it('visitors cannot search (401) but may import a wallet for free; importing never costs a credit', async () => {
    const visitor = await search({}, { classes: ['beast'] });
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    const owner = market.axies[3]!.owner;
    const owned = market.axies.filter((a) => a.owner === owner).map((a) => a.id);
    const imported = await search({}, { owner, auctionType: 'All', sort: 'PriceAsc', limit: 500 });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ creditos: null, charge: { charged: false, reason: 'wallet-import' } });
    expect(imported.json().axies.split(' ').map(Number).sort()).toEqual(owned.sort());
    const user = await testPlayer(app, store, { credits: 1 });
    const mine = await search(user.headers, { owner: owner.replace('0x', 'ronin:'), auctionType: 'All', sort: 'PriceAsc' });
    expect(mine.json().creditos).toBe(1);
    expect(await balanceOf(store, user.accountId)).toBe(1);
    // Owner with another auction type or sort is a marketplace search: paid.
    expect((await search({}, { owner, auctionType: 'Sale', sort: 'PriceAsc' })).statusCode).toBe(401);
    expect((await search(user.headers, { owner, auctionType: 'All', sort: 'PriceDesc' })).json().creditos).toBe(0);
  });

  it('the wallet floor is free and prices every axie of the wallet at the cheapest comparable listing', async () => {
    const owner = market.axies[3]!.owner;
    const res = await app.inject({ method: 'POST', url: '/api/wallet-price', payload: { owner, method: 'floor' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.axies.length).toBe(market.axies.filter((a) => a.owner === owner).length);
    for (const row of body.axies) {
      const parsed = (id: number) => market.parsed[market.axies.findIndex((a) => a.id === id)]!;
      const cls = parsed(Number(row.id)).class;
      const listings = market.axies.filter((a) => a.listing && a.owner !== owner && a.breedCount === row.breedCount && parsed(a.id).class === cls);
      const cheapest = listings.length ? Math.min(...listings.map((a) => a.listing!.priceUsd)) : null;
      expect(row.floorUsd, row.id).toBe(cheapest);
    }
    expect(body.totalUsd).toBeCloseTo(body.axies.reduce((s: number, r: { floorUsd: number | null }) => s + (r.floorUsd ?? 0), 0), 2);
  });
  // the market search and the breeding search, each through the shared paid-search suite
  const reference = market.axies.find((a) => a.stage === 4 && a.breedCount < 7)!;
  const referenceGenes = market.parsed[market.axies.indexOf(reference)]!;
  const AXIE_FILTERS = { a: { classes: ['beast', 'bird'] }, b: { classes: ['plant'], breedCount: [0, 4] } };
  const BREEDING_FILTERS = { a: { parts: [referenceGenes.eyes.d.partId] }, b: { parts: [referenceGenes.tail.d.partId], maxPriceUSD: 500 } };
  const axieRoute =
    (url: string, filters: Record<'a' | 'b', object>, target: () => AxieTestApp, extra: object = {}) =>
    async (call: { requestId: string; filters: 'a' | 'b'; headers: Record<string, string> }) => {
      const res = await target().inject({ method: 'POST', url, headers: call.headers, payload: { requestId: call.requestId, ...filters[call.filters], ...extra } });
      return { status: res.statusCode, body: res.json() };
    };
  describePaidSearch('Axie market search', {
    live: () => ({ app, store, search: axieRoute('/api/search', AXIE_FILTERS, () => app) }),
    sample: () => ({ app: sample, store: sampleStore, search: axieRoute('/api/search', AXIE_FILTERS, () => sample) }),
  });
  describePaidSearch('Axie breeding search', {
    live: () => ({ app, store, search: axieRoute('/api/breeding-search', BREEDING_FILTERS, () => app, { axieId: reference.id }) }),
    sample: () => ({ app: sample, store: sampleStore, search: axieRoute('/api/breeding-search', BREEDING_FILTERS, () => sample, { axieId: reference.id }) }),
  });
});
