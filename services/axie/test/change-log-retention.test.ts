import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { EmbeddedStore, MongoStore, type Store } from '@criadero/service-kit/store';
import { alertsChangeLogReader } from '../src/alerts/alerts-plugin';
import { AlertsRepository } from '../src/alerts/alerts-repository';
import { WatchesRepository } from '../src/alerts/watches-repository';
import { ChangeLogRetention } from '../src/market/sync/change-log-retention';
import { MarketChangesRepository, type NewMarketChange } from '../src/market/store/market-changes-repository';
import { MarketSyncStateRepository } from '../src/market/store/market-sync-state';
import { useStore } from './helpers';

const targets: Array<{ name: string; open: () => Promise<Store> }> = [
  { name: 'embedded', open: async () => new EmbeddedStore() },
  { name: 'FerretDB', open: () => MongoStore.connect(inject('ferretdbUri'), `criadero_axie_retention_${randomBytes(5).toString('hex')}`) },
];

const MINUTE = 60_000;

/** A change as the sync logs it (its listing after the change), at a given time. */
const change = (i: number, at: Date): NewMarketChange => ({
  kind: 'repriced',
  axieId: String(1000 + (i % 500)),
  priceUsd: 10 + (i % 17),
  at,
  after: { owner: `0x${'a'.repeat(40)}`, auctionType: 'Sale', priceUsd: 10 + (i % 17), priceWei: String(3_000_000_000_000_000n + BigInt(i)), listedAt: 1_700_000_000 + i },
});

function retentionOn(store: Store, now: () => number, retentionMs = 10 * MINUTE) {
  return new ChangeLogRetention(
    { changes: new MarketChangesRepository(store), syncState: new MarketSyncStateRepository(store), readers: [alertsChangeLogReader(store)], now },
    { retentionMs, readerTimeoutMs: 5 * MINUTE },
  );
}

describe.each(targets)('the change log is bounded, on $name', ({ open }) => {
  const on = useStore(open);

  it('removes only what every reader passed and the retention let go; the numbering goes on after it', async () => {
    const log = new MarketChangesRepository(on.store);
    const t0 = Date.UTC(2026, 10, 1);
    let now = t0 + 60 * MINUTE;
    // 60 changes, one a minute, from t0
    await log.append(Array.from({ length: 60 }, (_, i) => change(i, new Date(t0 + i * MINUTE))));
    const syncState = new MarketSyncStateRepository(on.store);
    await syncState.markApplied(55);
    // a watch exists: the matcher's cursor (40) holds the log
    expect(await new WatchesRepository(on.store).add({ accountId: 'acc', name: 'w', filter: { classes: ['beast'] }, discordWebhookUrl: null, language: 'es' }, 1)).not.toBeNull();
    await new AlertsRepository(on.store).advanceCursor(40);
    // one gateway follows at 45, one went silent long ago at 3
    await log.reportReader('gateway-a', 45, new Date(now - MINUTE));
    await log.reportReader('gateway-gone', 3, new Date(now - 30 * MINUTE));

    const retention = retentionOn(on.store, () => now);
    expect(await retention.passedByAll()).toBe(40);
    // kept: the change at the lowest reader's position (40) and everything after
    expect(await retention.trim()).toBe(39);
    expect(await log.trimmedUpTo()).toBe(39);
    expect((await log.readAfter(39, 100)).map((c) => c.seq)).toEqual(Array.from({ length: 21 }, (_, i) => 40 + i));
    expect(await log.trimmedPast(38)).toBe(true);
    expect(await log.trimmedPast(39)).toBe(false);
    expect((await log.liveReaders(new Date(now - 5 * MINUTE))).map((r) => r._id)).toEqual(['gateway-a']);

    // the readers move on, but the changes after 50 are younger than the retention (10 min)
    await new AlertsRepository(on.store).advanceCursor(60);
    await log.reportReader('gateway-a', 60, new Date(now));
    // now up to 54 (the sync's 55 kept), but only 40..50 were logged before now - 10 min
    expect(await retention.trim()).toBe(11);
    expect(await log.trimmedUpTo()).toBe(50);

    // everything passed and old: the log may be emptied, and a new change still takes the next seq
    now += 60 * MINUTE;
    await syncState.markApplied(60);
    await retention.trim();
    expect(await log.trimmedUpTo()).toBe(59);
    const [next] = await new MarketChangesRepository(on.store).append([change(60, new Date(now))]);
    expect(next!.seq).toBe(61);
  });
});

describe('a week of changes at an accelerated clock keeps the embedded journal flat', () => {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-retention-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the log to the retention window, and the journal within 10 % between 6,000 and 24,000 changes', { timeout: 120_000 }, async () => {
    const store = new EmbeddedStore({ dataDir: dir });
    try {
      const log = new MarketChangesRepository(store);
      const syncState = new MarketSyncStateRepository(store);
      // 3 changes a second (the default sample market's rate), on a clock that runs as fast as the test appends
      const t0 = Date.UTC(2026, 10, 1);
      let logged = 0;
      const clock = () => t0 + (logged / 3) * 1000;
      // a short retention, so the test reaches the steady state in a few thousand changes
      const retention = retentionOn(store, clock, 2 * MINUTE);
      const sizes: Record<number, { changes: number; liveBytes: number; fileBytes: number }> = {};
      while (logged < 24_000) {
        const batch = Array.from({ length: 100 }, (_, i) => change(logged + i, new Date(t0 + ((logged + i) / 3) * 1000)));
        const stored = await log.append(batch);
        logged += batch.length;
        // every reader keeps up: the sync wrote them, the one gateway followed them
        await syncState.markApplied(stored.at(-1)!.seq);
        await log.reportReader('gateway', stored.at(-1)!.seq, new Date(clock()));
        // the trim job, every 300 changes (100 s of this clock)
        if (logged % 300 === 0) await retention.trim();
        if (logged === 6000 || logged === 24_000) {
          await store.journalFile!.settled();
          sizes[logged] = { changes: await store.collection('axie_market_changes').countDocuments({}), ...store.journalFile!.sizes };
        }
      }
      // 2 minutes at 3 a second, plus what a trim every 300 changes leaves
      expect(sizes[24_000]!.changes).toBeLessThanOrEqual(360 + 300 + 100);
      expect(sizes[24_000]!.liveBytes).toBeLessThanOrEqual(sizes[6000]!.liveBytes * 1.1);
      // the removed changes' records are compacted away: the embedded journal rewrites itself once it
      // is over 4 MiB and three times its live bytes (kit's embedded-journal.ts), so the file stays
      // under that bound however many changes were logged (24,000 of them wrote about 7 MB)
      expect(sizes[24_000]!.fileBytes).toBeLessThanOrEqual(Math.max(4 * 1024 * 1024, 3 * sizes[24_000]!.liveBytes) * 1.05);
    } finally {
      await store.close();
    }
  });
});

describe('an instance that fell behind the trim', () => {
  it('builds its index from the store (which holds every change) instead of missing the removed changes', async () => {
    const { buildTestApp } = await import('./helpers');
    const store = new EmbeddedStore();
    const app = await buildTestApp({ size: 200, store });
    try {
      const wallet = (owner: string) => app.inject({ method: 'POST', url: '/api/search', payload: { owner, auctionType: 'All', sort: 'PriceAsc' } });
      const buyer = `0x${'c'.repeat(40)}`;
      expect((await wallet(buyer)).json()).toMatchObject({ axies: '' });
      const [axie] = await store.collection<{ _id: string; id: number }>('axies').find({}, { limit: 1 });
      // another instance logged a sale and wrote it to the store while this one was away...
      const log = new MarketChangesRepository(store);
      const [sold] = await log.append([{ kind: 'sold', axieId: axie!._id, priceUsd: null, after: { owner: buyer, auctionType: 'NotForSale', priceUsd: null, priceWei: null, listedAt: null } }]);
      await store.collection('axies').updateOne({ _id: axie!._id }, { $set: { owner: buyer, auctionType: 'NotForSale', priceUsd: null, priceWei: null, listedAt: null, changeSeq: sold!.seq } });
      // ...and every other reader passed it, long ago: it was removed
      await log.trim(sold!.seq, new Date(Date.now() + 1000));
      expect(await log.readAfter(sold!.seq - 1, 10)).toEqual([]);
      await app.axieMarket.follower.catchUp();
      expect((await wallet(buyer)).json()).toMatchObject({ axies: String(axie!.id) });
      expect(app.axieMarket.follower.freshness.seq).toBe(sold!.seq);
    } finally {
      await app.close();
    }
  });
});
