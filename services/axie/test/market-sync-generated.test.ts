import { describe, expect, it, vi } from 'vitest';
import { EmbeddedStore, type Store } from '@criadero/service-kit/store';
import { GeneratedMarketSource } from '../src/market/sources/generated-market';
import { GenesCache } from '../src/market/genes-cache';
import { MarketLoader } from '../src/market/market-loader';
import type { MarketFeed } from '../src/market/sync/feed';
import { AxiesRepository } from '../src/market/store/axies-repository';
import { MarketChangesRepository } from '../src/market/store/market-changes-repository';
import { rankPartners } from '../src/search/breeding-search';
import { normalizeCriteria } from '../src/search/criteria';
import { searchMarket } from '../src/search/market-search';
import { MarketIndex } from '../src/market/index/market-index';
import type { IndexedAxie } from '../src/market/index/row-query';
import type { AxieDoc } from '../src/market/store/axie-doc';
import { walletFloor } from '../src/search/wallet-floor';
import { buildTestApp, testAxieConfig } from './helpers';
import { movingMarket, SIZE } from './moving-market';
import { random, randomBodies } from './random-filters';
import { storeRankPartners, storeSearch, storeWalletFloor } from './store-query';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the generated market evolves through the sync', () => {
  it('makes every kind of change, and the patched index answers like the store after them', { timeout: 240_000 }, async () => {
    const store = new EmbeddedStore();
    const { repository, follower, advance } = await movingMarket(store);
    await follower.index(); // an index built before the changes, then patched
    await advance(16);
    const log = await new MarketChangesRepository(store).readAfter(0, 10_000);
    expect(log).toHaveLength(800);
    const kinds = new Map<string, number>();
    for (const change of log) kinds.set(change.kind, (kinds.get(change.kind) ?? 0) + 1);
    for (const kind of ['listed', 'repriced', 'sold', 'delisted']) expect(kinds.get(kind), kind).toBeGreaterThan(30);
    expect(follower.freshness).toMatchObject({ seq: 800, applied: 800 });

    const docs = await repository.find({}, { sort: { id: 1 } });
    for (const body of randomBodies(docs, 80, 5)) {
      const criteria = normalizeCriteria(body, { limit: 100 });
      expect(await searchMarket(follower, criteria), JSON.stringify(body)).toEqual(await storeSearch(repository, criteria));
    }
    const r = random(9);
    const genes = new GenesCache();
    const adults = docs.filter((d) => d.stage === 4 && d.breedCount < 7);
    for (let i = 0; i < 6; i++) {
      const reference = r.pick(adults);
      const criteria = normalizeCriteria({ parts: [r.pick(docs).parts[2]!], auctionType: 'All' }, { limit: 50 });
      const expected = await storeRankPartners(repository, genes, reference, criteria);
      expect(await rankPartners(follower, genes, reference, criteria)).toEqual({ ranked: expected.ranked.slice(0, 50), total: expected.total });
    }
    const seller = log.find((c) => c.kind === 'sold')!;
    const buyer = (await repository.byId(Number(seller.axieId)))!.owner;
    expect(await walletFloor(follower, buyer)).toEqual(await storeWalletFloor(repository, buyer));
  });

  it('is deterministic: the same seed on the same stored market makes the same changes', { timeout: 120_000 }, async () => {
    const logs = [];
    for (let run = 0; run < 2; run++) {
      const store = new EmbeddedStore();
      const { advance } = await movingMarket(store, 20);
      await advance(10);
      logs.push((await new MarketChangesRepository(store).readAfter(0, 1000)).map((c) => [c.kind, c.axieId, c.priceUsd]));
    }
    expect(logs[0]).toHaveLength(200);
    expect(logs[1]).toEqual(logs[0]);
  });
});

describe('patching the index in place', () => {
  it('gives the index a fresh build of the same documents would, through upserts and compactions', async () => {
    const source = new GeneratedMarketSource(testAxieConfig(SIZE).generated);
    const store = new EmbeddedStore();
    const repository = new AxiesRepository(store);
    await new MarketLoader(repository, source, quiet).ensureLoaded();
    const docs = new Map<number, IndexedAxie>((await repository.find({})).map((d) => [d.id, d]));
    let patched = new MarketIndex([...docs.values()], 64);
    const r = random(11);
    const all = [...docs.values()];
    let compactions = 0;
    for (let round = 0; round < 40; round++) {
      const chunk = Array.from({ length: 10 }, () => {
        const doc = docs.get(r.pick(all).id)!;
        const listed = r.chance(0.5);
        const next: IndexedAxie = { ...doc, auctionType: listed ? 'Sale' : 'NotForSale', priceUsd: listed ? Math.round(r.next() * 9000) / 100 : null, listedAt: listed ? 1_700_000_000_000 + round : null, owner: r.chance(0.2) ? `0x${String(round).padStart(40, '0')}` : doc.owner };
        docs.set(doc.id, next);
        return next;
      });
      if (!patched.upsert(chunk)) {
        patched = patched.compacted(chunk);
        compactions++;
      }
    }
    expect(compactions).toBeGreaterThan(0);
    expect(patched.patchedRows).toBeGreaterThan(0);
    const fresh = new MarketIndex([...docs.values()]);
    for (const body of randomBodies([...docs.values()], 150, 13)) {
      const { rowQuery } = await import('../src/search/market-search');
      const criteria = normalizeCriteria(body, { limit: 80 });
      const q = rowQuery(criteria);
      const ids = (s: MarketIndex) => Array.from(s.ordered(s.match(q), criteria.sort, criteria.limit), (row) => s.ids[row]);
      expect(ids(patched), JSON.stringify(body)).toEqual(ids(fresh));
      expect(patched.match(q).length).toBe(fresh.match(q).length);
    }
    const someone = r.pick(all);
    const relatives = (s: MarketIndex) => s.possibleRelatives(someone).map((row) => s.ids[row]).sort();
    expect(relatives(patched)).toEqual(relatives(fresh));
  });
});

describe('building the index from the store a batch at a time', () => {
  it('gives the index a build of every document at once would, with the documents changed between its two reads patched in', { timeout: 120_000 }, async () => {
    const source = new GeneratedMarketSource(testAxieConfig(SIZE).generated);
    const store = new EmbeddedStore();
    const repository = new AxiesRepository(store);
    await new MarketLoader(repository, source, quiet).ensureLoaded();
    const axies = store.collection<AxieDoc>('axies');
    const before = await axies.find({});
    const r = random(21);
    let reads = 0;
    const read = async function* (fields: readonly string[]) {
      // between the first read and the second, the sync changes some listings and a new axie is stored
      if (reads++ === 1) {
        for (let k = 0; k < 30; k++) {
          const doc = r.pick(before);
          const listed = k % 3 !== 0;
          await axies.updateOne({ _id: doc._id }, { $set: { auctionType: listed ? 'Sale' : 'NotForSale', priceWei: listed ? String(BigInt(1 + k) * 10n ** 15n) : null, priceUsd: listed ? 3 + k : null, listedAt: listed ? 1_700_000_000 + k : null } });
        }
        await axies.insertOne({ ...before[0]!, _id: '99999999', id: 99_999_999, auctionType: 'Sale', priceWei: '7000000000000000', priceUsd: 21, listedAt: 1_700_000_500 });
      }
      yield* axies.findBatches({}, { batchSize: 97, projection: Object.fromEntries(fields.map((field) => [field, 1 as const])) });
    };
    const streamed = await MarketIndex.fromBatches(read);
    expect(reads).toBe(2);
    expect(streamed.patchedRows).toBeGreaterThan(0); // the changed axies came as patches
    const after = await axies.find({});
    const whole = new MarketIndex(after);
    const { rowQuery } = await import('../src/search/market-search');
    for (const body of randomBodies(after, 150, 17)) {
      const criteria = normalizeCriteria(body, { limit: 80 });
      const q = rowQuery(criteria);
      const ids = (s: MarketIndex) => Array.from(s.ordered(s.match(q), criteria.sort, criteria.limit), (row) => s.ids[row]);
      expect(ids(streamed), JSON.stringify(body)).toEqual(ids(whole));
      expect(streamed.match(q).length).toBe(whole.match(q).length);
    }
    const usd = (s: MarketIndex) => s.listedIds().sort().map((id) => [id, s.usdOf(s.rowOf(id)!, { tokenUsd: new Map(), at: 1_800_000_000_000 })]);
    expect(usd(streamed)).toEqual(usd(whole));
    for (const someone of [r.pick(after), r.pick(after)]) {
      const relatives = (s: MarketIndex) => s.possibleRelatives(someone).map((row) => s.ids[row]).sort();
      expect(relatives(streamed)).toEqual(relatives(whole));
    }
  });
});

describe('compacting the index beside the searches', () => {
  it('starts when half the spare rows are used, keeps the patches made meanwhile, and answers as the store', { timeout: 240_000 }, async () => {
    const store = new EmbeddedStore();
    const { repository, follower, advance } = await movingMarket(store, 400);
    const built = await follower.index();
    expect(built.spareRows).toBe(4096);
    await advance(6); // 2,400 patches: past half the spare rows
    expect(follower.compactions).toBe(0);
    await advance(1); // patched while the compaction runs
    for (let turns = 0; follower.compactions === 0 && turns < 100_000; turns++) await new Promise((resolve) => setImmediate(resolve));
    expect(follower.compactions).toBe(1);
    const compacted = await follower.index();
    expect(compacted).not.toBe(built);
    expect(compacted.spareLeft).toBeGreaterThan(compacted.spareRows / 2);
    expect(follower.freshness.seq).toBe(2800);
    const docs = await repository.find({}, { sort: { id: 1 } });
    for (const body of randomBodies(docs, 60, 17)) {
      const criteria = normalizeCriteria(body, { limit: 100 });
      expect(await searchMarket(follower, criteria), JSON.stringify(body)).toEqual(await storeSearch(repository, criteria));
    }
  });
});

describe('the sync inside the app', () => {
  const options = (store: Store, overrides: Record<string, unknown> = {}) => ({
    size: SIZE,
    store,
    config: { sync: { enabled: true, pollMs: 100, sweepMs: 60_000, degradedAfterMs: 5000, recheckTtlMs: 1000, sampleChangesPerSecond: 400, ...overrides } },
  });
  const status = async (app: Awaited<ReturnType<typeof buildTestApp>>) => (await app.inject({ method: 'GET', url: '/api/axie/status' })).json().market;

  it('moves the sample market in the running app: status and every search answer say how fresh it is', { timeout: 120_000 }, async () => {
    const app = await buildTestApp(options(new EmbeddedStore()));
    try {
      await app.axieMarket.ready();
      await vi.waitFor(async () => expect((await status(app)).changesApplied).toBeGreaterThan(20), { timeout: 30_000, interval: 100 });
      const market = await status(app);
      expect(market).toMatchObject({ source: 'generated', syncing: true, leader: true, failing: false, degraded: false });
      expect(market.lagSeconds).toBeLessThanOrEqual(2);
      const owner = (await app.axieMarket.repository.byId(10_000_001))!.owner;
      const answer = (await app.inject({ method: 'POST', url: '/api/search', payload: { owner, auctionType: 'All', sort: 'PriceAsc' } })).json();
      expect(Date.parse(answer.syncedAt)).toBeGreaterThan(Date.now() - 30_000);
      expect(answer.marketDegraded).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('with two instances on one store, one polls and the other follows the change log to the same answers', { timeout: 120_000 }, async () => {
    const store = new EmbeddedStore();
    const apps = [await buildTestApp(options(store)), await buildTestApp(options(store))];
    try {
      await Promise.all(apps.map((app) => app.axieMarket.ready()));
      await vi.waitFor(async () => expect((await status(apps[1]!)).changesApplied).toBeGreaterThan(20), { timeout: 30_000, interval: 100 });
      expect((await Promise.all(apps.map(status))).map((m) => m.leader).sort()).toEqual([false, true]);
      await apps[0]!.axieMarketSync.sync!.stop();
      await apps[1]!.axieMarketSync.sync!.stop();
      await Promise.all(apps.map((app) => app.axieMarket.follower.catchUp()));
      const body = { auctionType: 'Sale', sort: 'Latest', limit: 200 } as const;
      const [a, b] = await Promise.all(apps.map((app) => searchMarket(app.axieMarket.follower, normalizeCriteria(body, { limit: 200 }))));
      expect(b).toEqual(a);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('a failing feed keeps the last good market answering, says so, and turns the market degraded after the threshold', { timeout: 60_000 }, async () => {
    const broken: MarketFeed = { kind: 'generated', poll: async () => Promise.reject(new Error('feed down')) };
    const app = await buildTestApp({ ...options(new EmbeddedStore(), { degradedAfterMs: 1000 }), marketFeed: broken });
    try {
      await app.axieMarket.ready();
      const before = await searchMarket(app.axieMarket.follower, normalizeCriteria({ auctionType: 'Sale' }, { limit: 50 }));
      await vi.waitFor(async () => expect(await status(app)).toMatchObject({ failing: true, degraded: true }), { timeout: 20_000, interval: 100 });
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ status: 'ready', degraded: ['axie-market'] });
      expect(await searchMarket(app.axieMarket.follower, normalizeCriteria({ auctionType: 'Sale' }, { limit: 50 }))).toEqual(before);
      expect((await app.axieMarketSync.sync!.status())!.lastError).toBe('feed down');
    } finally {
      await app.close();
    }
  });
});
