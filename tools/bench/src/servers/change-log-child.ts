/**
 * The market change log over a long run, in its own process: BENCH_CHANGES changes logged at
 * the default sample market's rate (3 a second) on a clock that runs as fast as they can be
 * written, every reader keeping up and the retention job trimming after each write of 1,000
 * at the default retention (AXIE_CHANGE_LOG_RETENTION_S, one hour), on an on-disk embedded
 * store in BENCH_DATA_DIR. At each of BENCH_CHANGES_MARKS (comma separated) it notes the journal's
 * bytes (file and live records), the change documents held, the process's RSS and heap and, after a
 * full collection, both again; prints them as one JSON line at the end.
 *
 * How it runs beside the product: under tsx (`servers/child.ts`), because the workspace packages
 * export their TypeScript sources; the gateway runs its built `dist/server.js`. tsx adds its loader
 * thread (a V8 isolate of its own), the same memory at both marks. The V8 flag the product sets is
 * set from code (`limitHeapGrowth`), as the gateway's server does. What this cannot show: at the
 * product's pace (3 changes a second) the process is idle between changes, and after ~8 s of low
 * allocation V8's memory reducer collects with "reduce memory" and returns its pooled pages; here
 * the changes never stop, so the reducer never runs and RSS keeps the most V8 ever committed
 * (docs/benchmarks.md, "The change log's memory").
 */
import { alertsChangeLogReader, ChangeLogRetention, MarketChangesRepository, MarketSyncStateRepository } from '@criadero/service-axie';
import { limitHeapGrowth } from '@criadero/service-kit';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

limitHeapGrowth(); // as the gateway's server starts

// a full collection at each mark, to tell memory held from garbage not collected yet
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is required (an empty folder)');
const total = Number(process.env.BENCH_CHANGES ?? 1_000_000);
const marks = new Set((process.env.BENCH_CHANGES_MARKS ?? `${total / 10},${total}`).split(',').map(Number));
const PER_SECOND = 3;
const RETENTION_MS = 3_600_000;
/** written 1,000 at a time (one durable append each: the file's flushes, not the changes, would set the pace otherwise) */
const BATCH = 1000;
/** the trim job after every batch: every 5.6 minutes of this clock (once a minute in a real run) */
const TRIM_EVERY = BATCH;

const store = new EmbeddedStore({ dataDir });
const log = new MarketChangesRepository(store);
const syncState = new MarketSyncStateRepository(store);
const t0 = Date.UTC(2026, 10, 1);
let logged = 0;
const clock = () => t0 + (logged / PER_SECOND) * 1000;
const retention = new ChangeLogRetention({ changes: log, syncState, readers: [alertsChangeLogReader(store)], now: clock }, { retentionMs: RETENTION_MS, readerTimeoutMs: 5 * 60_000 });
const owner = `0x${'a'.repeat(40)}`;
const points: Array<{ heapAfterGcBytes: number; rssAfterGcBytes: number; heapTotalBytes: number; changes: number; heldChanges: number; fileBytes: number; liveBytes: number; rssBytes: number; heapUsedBytes: number; externalBytes: number; seconds: number }> = [];
const started = performance.now();
let nextTrim = TRIM_EVERY;
while (logged < total) {
  const batch = Array.from({ length: BATCH }, (_, k) => {
    const i = logged + k;
    const price = 10 + (i % 17);
    return {
      kind: 'repriced' as const,
      axieId: String(10_000_001 + (i % 20_000)),
      priceUsd: price,
      at: new Date(t0 + (i / PER_SECOND) * 1000),
      after: { owner, auctionType: 'Sale' as const, priceUsd: price, priceWei: String(3_000_000_000_000_000n + BigInt(i)), listedAt: 1_700_000_000 + i },
    };
  });
  const stored = await log.append(batch);
  logged += batch.length;
  // every reader keeps up: the sync wrote them, the one gateway followed them
  await syncState.markApplied(stored.at(-1)!.seq);
  await log.reportReader('gateway', stored.at(-1)!.seq, new Date(clock()));
  if (logged >= nextTrim) {
    await retention.trim();
    nextTrim += TRIM_EVERY;
  }
  if (marks.has(logged)) {
    await store.journalFile!.settled();
    const memory = process.memoryUsage();
    collectGarbage();
    const after = process.memoryUsage();
    points.push({ heapAfterGcBytes: after.heapUsed, rssAfterGcBytes: after.rss, heapTotalBytes: memory.heapTotal, changes: logged, heldChanges: await store.collection('axie_market_changes').countDocuments({}), ...store.journalFile!.sizes, rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, externalBytes: memory.external, seconds: (performance.now() - started) / 1000 });
  }
}
await store.close();
console.log(JSON.stringify({ points, perSecond: PER_SECOND, retentionMs: RETENTION_MS }));
process.exit(0);
