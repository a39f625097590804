import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MongoStore } from '@criadero/service-kit/store';
import { testPlayer, type TestPlayer } from '@criadero/service-users/testing';
import { MarketChangesRepository } from '../src/market/store/market-changes-repository';
import { FakeMarketplace } from '../src/testing/fake-marketplace';
import { buildTestApp, type AxieTestApp } from './helpers';

const POLL_MS = 300;
/** what a change may take beyond one poll interval to reach a search (a poll's own requests, the index's refresh) */
const MARGIN_MS = 15_000;
/** well above a poll's duration on a loaded machine, so a slow poll is not taken for a failing sync */
const DEGRADED_AFTER_MS = 5000;

/**
 * The continuous sync against a local fake of the marketplace GraphQL whose listings change
 * during the test, on FerretDB (a durable store, so a restart finds the market there).
 */
describe('market sync against a moving (fake) marketplace, on FerretDB', () => {
  const fake = new FakeMarketplace({ size: 300, held: 10 });
  const db = `criadero_axie_sync_${randomBytes(5).toString('hex')}`;
  let store: MongoStore;
  let app: AxieTestApp;
  let player: TestPlayer;

  const start = async () =>
    buildTestApp({
      store,
      config: {
        marketSource: 'graphql',
        graphql: { endpoint: fake.endpoint, apiKey: undefined, requestsPerSecond: 40, maxRetries: 2, timeoutMs: 2000, pageSize: 50, maxItems: 1000 },
        sync: { enabled: true, pollMs: POLL_MS, sweepMs: 2000, degradedAfterMs: DEGRADED_AFTER_MS, recheckTtlMs: 1000, sampleChangesPerSecond: 0 },
      },
    });
  const search = async (body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/search', headers: player.headers, payload: { auctionType: 'Sale', maxPriceUSD: 100_000, limit: 500, ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ axies: string; syncedAt: string | null; marketDegraded: boolean; creditos: number | null }>();
  };
  const listed = async () => new Set((await search({ sort: 'Latest' })).axies.split(' ').filter(Boolean).map(Number));
  const status = async () => (await app.inject({ method: 'GET', url: '/api/axie/status' })).json<{ market: Record<string, unknown> }>().market;

  beforeAll(async () => {
    await fake.start();
    store = await MongoStore.connect(inject('ferretdbUri'), db);
    app = await start();
    await app.axieMarket.ready();
    player = await testPlayer(app, store, { plan: 2 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await store.dropDatabase();
    await store.close();
    await fake.stop();
  });

  it('imports the listings, then a new listing, a sale, a delisting and a repricing each reach /api/search within a poll plus a margin', { timeout: 120_000 }, async () => {
    const before = await listed();
    expect([...before].sort()).toEqual(fake.listedIds().sort());
    const [fresh] = fake.heldIds();
    const [sold, delisted, repriced] = fake.listedIds();
    const within = { timeout: POLL_MS + MARGIN_MS, interval: 100 };

    fake.list(fresh!, 7.77);
    await vi.waitFor(async () => expect((await search({ sort: 'Latest', limit: 1 })).axies).toBe(String(fresh)), within);

    fake.sell(sold!, `0x${'b'.repeat(40)}`);
    await vi.waitFor(async () => expect((await listed()).has(sold!)).toBe(false), within);
    // the sold axie is kept, not for sale, with its buyer: the buyer's wallet import shows it
    const wallet = await app.inject({ method: 'POST', url: '/api/search', payload: { owner: `0x${'b'.repeat(40)}`, auctionType: 'All', sort: 'PriceAsc' } });
    expect(wallet.json().axies).toBe(String(sold));

    fake.delist(delisted!);
    // a delisting shows nowhere in the feeds: the sweep finds the absence and the detail confirms it
    await vi.waitFor(async () => expect((await listed()).has(delisted!)).toBe(false), { timeout: 2000 + POLL_MS + MARGIN_MS * 2, interval: 100 });

    fake.reprice(repriced!, 1.23);
    await vi.waitFor(async () => expect((await search({ sort: 'PriceAsc', limit: 1 })).axies).toBe(String(repriced)), within);

    const log = await new MarketChangesRepository(store).readAfter(0, 100);
    expect(log.map((c) => `${c.kind}:${c.axieId}`)).toEqual(expect.arrayContaining([`listed:${fresh}`, `sold:${sold}`, `delisted:${delisted}`, `repriced:${repriced}`]));
    const market = await status();
    expect(market).toMatchObject({ syncing: true, leader: true, failing: false, degraded: false });
    expect(market.changesApplied).toBeGreaterThanOrEqual(4);
    expect(Date.parse(String(market.syncedAt))).toBeGreaterThan(Date.now() - 60_000);
    const answer = await search({});
    expect(answer.syncedAt).toBe(market.syncedAt);
    expect(answer.marketDegraded).toBe(false);
  });

  it('survives 429 (Retry-After) and 500 for a while: keeps answering, says it is failing, then catches up', { timeout: 120_000 }, async () => {
    // more failures than the client retries: whole polls fail
    fake.fail(429, 6, 1);
    fake.fail(500, 6);
    const [next] = fake.heldIds();
    fake.list(next!, 2.5);
    await vi.waitFor(async () => expect((await status()).failing).toBe(true), { timeout: 20_000, interval: 100 });
    // while it fails, the last good market keeps answering, unchanged (the new listing is not in it)
    const whileFailing = (await search({ sort: 'IdAsc' })).axies;
    await new Promise((r) => setTimeout(r, 500));
    expect((await search({ sort: 'IdAsc' })).axies).toBe(whileFailing);
    expect((await status()).failing).toBe(true);
    expect(whileFailing.split(' ')).not.toContain(String(next));
    await vi.waitFor(async () => expect((await status()).failing).toBe(false), { timeout: 60_000, interval: 200 });
    await vi.waitFor(async () => expect((await listed()).has(next!)).toBe(true), { timeout: POLL_MS + MARGIN_MS, interval: 100 });
    // Retry-After was honoured: no request within a second after a 429
    const after429 = fake.requests.findIndex((r) => r.status === 429);
    expect(fake.requests[after429 + 1]!.at - fake.requests[after429]!.at).toBeGreaterThanOrEqual(950);
  });

  it('goes degraded when the sync fails longer than the threshold: /api/ready says so, searches are free and say so, until it recovers', { timeout: 120_000 }, async () => {
    const payer = await testPlayer(app, store, { credits: 5 });
    fake.fail(500, 10_000);
    await vi.waitFor(async () => expect((await status()).degraded).toBe(true), { timeout: 30_000, interval: 200 });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json().degraded).toEqual(['axie-market']);
    const res = await app.inject({ method: 'POST', url: '/api/search', headers: payer.headers, payload: { auctionType: 'Sale', maxPriceUSD: 100_000 } });
    expect(res.json()).toMatchObject({ marketDegraded: true, creditos: 5 });
    expect(await payer.balance()).toBe(5);
    fake.heal();
    await vi.waitFor(async () => expect((await status()).degraded).toBe(false), { timeout: 60_000, interval: 200 });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json().degraded).toEqual([]);
    const paid = await app.inject({ method: 'POST', url: '/api/search', headers: payer.headers, payload: { auctionType: 'Sale', maxPriceUSD: 100_000 } });
    expect(paid.json()).toMatchObject({ marketDegraded: false, creditos: 4 });
  });

  it('re-checks a listing before a player acts on it: a delisted axie leaves the index at once, a repriced one answers and holds its new price', { timeout: 60_000 }, async () => {
    const [target] = fake.listedIds();
    expect((await app.inject({ method: 'POST', url: '/api/axie/recheck', payload: { axieId: String(target) } })).json()).toMatchObject({ status: 'listed', priceUsd: fake.priceOf(target!) });
    // delisted on the marketplace; no poll has seen it yet (polls stopped by failures)
    await app.axieMarketSync.sync!.stop();
    fake.delist(target!);
    await new Promise((r) => setTimeout(r, 1100)); // past the re-check's 1 s cache
    expect((await app.inject({ method: 'POST', url: '/api/axie/recheck', payload: { axieId: String(target) } })).json()).toMatchObject({ status: 'delisted', priceUsd: null });
    expect((await listed()).has(target!)).toBe(false);

    // repriced on the marketplace, unseen by any poll: the re-check answers the new price (USD and
    // token) and the index holds it (the cheapest listing now; not the axie the restart test moves)
    const [, repriced] = fake.listedIds();
    fake.reprice(repriced!, 1.11);
    const check = (await app.inject({ method: 'POST', url: '/api/axie/recheck', payload: { axieId: String(repriced) } })).json();
    expect(check).toMatchObject({ status: 'listed', priceUsd: 1.11, priceWei: fake.priceWeiOf(repriced!) });
    expect((await search({ sort: 'PriceAsc', limit: 1 })).axies).toBe(String(repriced));
    const [card] = (await app.inject({ method: 'POST', url: '/api/axie/cards', payload: { ids: [String(repriced)] } })).json().axies;
    expect(card.order).toEqual({ currentPrice: fake.priceWeiOf(repriced!), currentPriceUsd: 1.11 });

    // sold a moment ago, unseen by the recently-sold feed: the detail's transfers tell a sale from a
    // delisting, so the re-check answers "sold" and the log keeps the sale with the change
    const sold = fake.listedIds().filter((id) => id !== repriced).at(-1)!; // not the axie the restart test moves
    const buyer = `0x${'c'.repeat(40)}`;
    fake.sell(sold, buyer);
    expect((await app.inject({ method: 'POST', url: '/api/axie/recheck', payload: { axieId: String(sold) } })).json()).toMatchObject({ status: 'sold', priceUsd: null });
    expect((await listed()).has(sold)).toBe(false);
    const change = (await new MarketChangesRepository(store).readAfter(0, 10_000)).filter((c) => c.axieId === String(sold)).at(-1);
    expect(change).toMatchObject({ kind: 'sold', after: { owner: buyer, auctionType: 'NotForSale' } });
    expect(change!.sale).toMatchObject({ to: buyer });
  });

  it('a restart resumes from the store: no re-import, the change log goes on', { timeout: 120_000 }, async () => {
    const log = new MarketChangesRepository(store);
    const lastBefore = await log.lastSeq();
    const generation = (await app.axieMarket.repository.currentMeta())!.generation;
    await app.close();
    const [moved] = fake.listedIds();
    fake.reprice(moved!, 0.99);
    app = await start();
    const report = await app.axieMarket.loader.ensureLoaded();
    expect(report.skipped).toBe(true);
    await vi.waitFor(async () => expect((await search({ sort: 'PriceAsc', limit: 1 })).axies).toBe(String(moved)), { timeout: POLL_MS + MARGIN_MS + 10_000, interval: 100 });
    const [first] = await log.readAfter(lastBefore, 1);
    expect(first).toMatchObject({ seq: lastBefore + 1, kind: 'repriced', axieId: String(moved) });
    // no import: the stored dataset is the one written before the restart
    expect((await app.axieMarket.repository.currentMeta())!.generation).toBe(generation);
  });
});
