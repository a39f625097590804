import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { Leases } from '@criadero/service-kit';
import { MongoStore } from '@criadero/service-kit/store';
import type { GraphqlConfig } from '../src/config';
import { AxieGraphqlClient } from '../src/market/sources/graphql-client';
import { GraphqlMarketSource } from '../src/market/sources/graphql-source';
import { MarketLoader } from '../src/market/market-loader';
import { GraphqlMarketFeed } from '../src/market/sync/graphql-feed';
import { MarketSync } from '../src/market/sync/market-sync';
import { AxiesRepository } from '../src/market/store/axies-repository';
import { ChangeLogFollower } from '../src/market/index/change-log-follower';
import { MarketChangesRepository } from '../src/market/store/market-changes-repository';
import { FakeMarketplace } from '../src/testing/fake-marketplace';
import { testPlayer } from '@criadero/service-users/testing';
import { buildTestApp } from './helpers';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/**
 * The search window these tests give the fake (and tell the client): the real one is 10,000, which
 * a test would reach only with more than 10,000 listings; 200 makes a market of about 1,200
 * listings reach it in most classes, so the walk must split by class and then by breed count.
 */
const WINDOW = 200;
/** sweep pages one poll reads (GraphqlMarketFeed's default) */
const PAGES_PER_POLL = 2;

const graphqlConfig = (fake: FakeMarketplace, window?: number): GraphqlConfig => ({
  endpoint: fake.endpoint,
  apiKey: undefined,
  requestsPerSecond: 100,
  maxRetries: 2,
  timeoutMs: 5000,
  pageSize: 100,
  maxItems: 200_000,
  ...(window ? { searchWindow: window } : {}),
});

/** A FerretDB database of its own, dropped after the suite. */
function ferretDatabases() {
  const opened: MongoStore[] = [];
  return {
    open: async () => {
      const store = await MongoStore.connect(inject('ferretdbUri'), `criadero_axie_sweep_${randomBytes(5).toString('hex')}`);
      opened.push(store);
      return store;
    },
    closeAll: async () => {
      for (const store of opened) {
        await store.dropDatabase();
        await store.close();
      }
    },
  };
}

/** The fake's market imported into `store`, and a sync over it whose polls the test runs one by one. */
async function importedMarket(fake: FakeMarketplace, store: MongoStore, window?: number) {
  const config = graphqlConfig(fake, window);
  const client = new AxieGraphqlClient(config);
  const repository = new AxiesRepository(store);
  const follower = new ChangeLogFollower(repository);
  const report = await new MarketLoader(repository, new GraphqlMarketSource(config, client), quiet).ensureLoaded();
  /** a sync as a (re)started process makes it: a new feed, the cursor from the store */
  const startSync = () => {
    const feed = new GraphqlMarketFeed(client, { pageSize: 100, sweepMs: 0, searchWindow: window });
    return new MarketSync(store, repository, follower, feed, new Leases(store), { pollMs: 10, log: quiet });
  };
  return { repository, follower, report, startSync, changes: new MarketChangesRepository(store) };
}

const listedInIndex = async (follower: ChangeLogFollower) => new Set((await follower.catchUp()).listedIds());
const count = (fake: FakeMarketplace, operation: string) => fake.requests.filter((r) => r.operationName === operation).length;

/** Polls until a sweep completes (a newer coverage is stored); returns the polls it took. */
async function untilSwept(sync: MarketSync, most: number): Promise<number> {
  const before = (await sync.coverage())?.finishedAt ?? 0;
  for (let polls = 1; polls <= most; polls++) {
    expect(await sync.tick()).toBe(true);
    if (((await sync.coverage())?.finishedAt ?? 0) > before) return polls;
  }
  throw new Error(`no sweep completed in ${most} polls`);
}

describe('the whole marketplace under the real API limits (fake marketplace, FerretDB)', () => {
  const databases = ferretDatabases();
  afterAll(() => databases.closeAll());

  describe('a market larger than the search window', () => {
    const fake = new FakeMarketplace({ size: 2200, held: 0, window: WINDOW });
    beforeAll(() => fake.start());
    afterAll(() => fake.stop());

    it('imports every listing without a page past the window or above 100, and the status says how many the source reports and the index holds', { timeout: 180_000 }, async () => {
      expect(fake.listedIds().length).toBeGreaterThan(WINDOW * 5);
      const store = await databases.open();
      const app = await buildTestApp({
        store,
        config: {
          marketSource: 'graphql',
          graphql: graphqlConfig(fake, WINDOW),
          // the sweep runs as soon as the market is loaded, and polls come quickly
          sync: { enabled: true, pollMs: 50, sweepMs: 1000, degradedAfterMs: 60_000, recheckTtlMs: 1000, sampleChangesPerSecond: 0 },
        },
      });
      try {
        await app.axieMarket.ready();
        expect([...(await listedInIndex(app.axieMarket.follower))].sort()).toEqual(fake.listedIds().sort());
        expect(fake.searches.every((s) => s.from < WINDOW && s.size <= 100)).toBe(true);
        // the market was split (a single walk of it would have needed `from` past the window)
        expect(fake.searches.some((s) => s.criteria.breedCount)).toBe(true);
        const status = async () => (await app.inject({ method: 'GET', url: '/api/axie/status' })).json<{ market: { listings: Record<string, unknown> | null } }>().market.listings;
        await vi.waitFor(async () => expect(await status()).not.toBeNull(), { timeout: 120_000, interval: 200 });
        const listed = fake.listedIds().length;
        expect(await status()).toMatchObject({ source: listed, index: listed, eggs: 0, clipped: 0 });
      } finally {
        await app.close();
      }
    });

    it('a sweep interrupted by a restart goes on from its partition instead of starting over', { timeout: 180_000 }, async () => {
      const store = await databases.open();
      const searchesBefore = fake.searches.length;
      const { startSync } = await importedMarket(fake, store, WINDOW);
      const walk = fake.searches.length - searchesBefore; // the pages of one whole walk
      const sweepPages = (from: number) => fake.searches.length - from;

      const first = startSync();
      const beforeRestart = fake.searches.length;
      for (let i = 0; i < 2; i++) expect(await first.tick()).toBe(true);
      const readBefore = sweepPages(beforeRestart) - 2; // each poll also reads the newest listings once
      expect(await first.coverage()).toBeNull();

      const restarted = startSync();
      const afterRestart = fake.searches.length;
      const polls = await untilSwept(restarted, 100);
      const readAfter = sweepPages(afterRestart) - polls;
      // at most the partition under way (two pages within a window of 200) is read again
      expect(readBefore + readAfter).toBeLessThanOrEqual(walk + WINDOW / 100);
      expect(readAfter).toBeLessThan(walk);
    });
  });

  describe('listed eggs', () => {
    const fake = new FakeMarketplace({ size: 900, held: 0, eggs: 60 });
    beforeAll(() => fake.start());
    afterAll(() => fake.stop());

    it('are skipped without ending the page loop: a sweep reads every page, and a delisting at the end of the list leaves the index with one look-up', { timeout: 180_000 }, async () => {
      const store = await databases.open();
      const { follower, startSync } = await importedMarket(fake, store);
      const listed = fake.listedIds().filter((id) => !fake.isEgg(id));
      expect([...(await listedInIndex(follower))].sort()).toEqual(listed.sort());
      // the oldest listing: the last page of the sweep
      const oldest = Math.min(...listed);
      fake.delist(oldest);
      const lookupsBefore = count(fake, 'GetAxieDetail');
      const sync = startSync();
      const pages = Math.ceil((listed.length + 60) / 100);
      const polls = await untilSwept(sync, Math.ceil(pages / PAGES_PER_POLL) + 2);
      expect(polls).toBeLessThanOrEqual(Math.ceil(pages / PAGES_PER_POLL) + 1);
      expect(count(fake, 'GetAxieDetail') - lookupsBefore).toBe(1);
      expect((await listedInIndex(follower)).has(oldest)).toBe(false);
      expect(await sync.coverage()).toMatchObject({ reported: listed.length - 1, eggs: 60 });
    });
  });

  describe('prices in the listing token', () => {
    const fake = new FakeMarketplace({ size: 600, held: 5, auctions: 10, auctionSeconds: 120 });
    beforeAll(() => fake.start());
    afterAll(() => fake.stop());

    it('ETH/USD moving and auctions running on their schedule log no change; a seller repricing or starting an auction does', { timeout: 120_000 }, async () => {
      const store = await databases.open();
      const { startSync, changes } = await importedMarket(fake, store);
      const sync = startSync();
      await untilSwept(sync, 50);
      expect(await changes.lastSeq()).toBe(0);

      // ETH up 0.23 % and two seconds of auctions (a 120 s auction moves about 1.7 % in that time)
      fake.setEthUsd(3000 * 1.0023);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const again = startSync();
      await untilSwept(again, 50);
      expect(await changes.lastSeq()).toBe(0);

      const [repriced, auctioned] = fake.listedIds().slice(20);
      fake.reprice(repriced!, 4.44);
      fake.auction(auctioned!, 30, 10, 600);
      expect(await again.tick()).toBe(true);
      const logged = await changes.readAfter(0, 10);
      expect(logged.map((c) => `${c.kind}:${c.axieId}`).sort()).toEqual([`repriced:${auctioned}`, `repriced:${repriced}`].sort());
      expect(logged.find((c) => c.axieId === String(auctioned))!.after).toMatchObject({ endsAt: expect.any(Number), endPriceWei: expect.any(String) });
    });

    it('a watch over every class gets no alert while ETH/USD drifts through two whole sweeps, and one when a seller reprices', { timeout: 180_000 }, async () => {
      const store = await databases.open();
      const app = await buildTestApp({
        store,
        config: {
          marketSource: 'graphql',
          graphql: graphqlConfig(fake),
          // sweeps back to back, so two of them fit in the test
          sync: { enabled: true, pollMs: 50, sweepMs: 1000, degradedAfterMs: 60_000, recheckTtlMs: 1000, sampleChangesPerSecond: 0 },
        },
        alerts: { pollMs: 20, streamPollMs: 20, leaseSlotMs: 2000 },
      });
      try {
        await app.axieMarket.ready();
        const player = await testPlayer(app, store, { plan: 1 });
        const classes = ['beast', 'aquatic', 'plant', 'bird', 'bug', 'reptile', 'mech', 'dawn', 'dusk'];
        const watch = await app.inject({ method: 'POST', url: '/api/axie/watches', headers: player.headers, payload: { name: 'Todo', filter: { classes, maxPriceUSD: 100_000 } } });
        expect(watch.statusCode, watch.body).toBe(200);
        const alerts = async () => (await app.inject({ url: '/api/axie/alerts', headers: player.headers })).json<{ alerts: Array<{ axieId: string; kind: string }> }>().alerts;
        const sweptAt = async () => (await app.inject({ url: '/api/axie/status' })).json<{ market: { listings: { sweptAt: string } | null } }>().market.listings?.sweptAt ?? '';
        // ETH/USD jumps 0.23 % and goes on drifting (0.23 % every 2 s: a quiet hour in a minute)
        fake.setEthUsd(fake.ethUsd() * 1.0023, 0.0023 / 2);
        for (let sweep = 0; sweep < 2; sweep++) {
          const before = await sweptAt();
          await vi.waitFor(async () => expect(await sweptAt()).not.toBe(before), { timeout: 60_000, interval: 100 });
        }
        fake.setEthUsd(fake.ethUsd(), 0);
        expect(await alerts()).toEqual([]);
        const [repriced] = fake.listedIds().slice(40);
        fake.reprice(repriced!, 2.22);
        await vi.waitFor(async () => expect((await alerts()).map((a) => `${a.kind}:${a.axieId}`)).toEqual([`repriced:${repriced}`]), { timeout: 30_000, interval: 100 });
      } finally {
        await app.close();
      }
    });
  });
});
