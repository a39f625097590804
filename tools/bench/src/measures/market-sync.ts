import { buildAxieApp, loadAxieConfig, MarketChangesRepository, MarketIndex, toAxieDoc } from '@criadero/service-axie';
import { GeneratedMarketSource } from '@criadero/service-axie/market/generated-market';
import { FakeMarketplace } from '@criadero/service-axie/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeBudget, verdict, type Budgets } from '../budgets';
import type { Row } from '../report';
import { startChild } from '../servers/child';

/** The continuous market sync: index patching, lag from source to search, a big stored market. */
export interface MarketSyncFigures {
  patch: { axies: number; changes: number; changesPerSecond: number; meanUs: number; p99Us: number; compactions: number; rebuildMs: number };
  /** one compaction of the patched index: at once (the event loop blocked throughout) and in steps beside the searches */
  compaction: { axies: number; atOnceMs: number; longestStepMs: number; steps: number; totalStepsMs: number };
  generatedLag: { samples: number; p50Ms: number; p99Ms: number; pollMs: number; seconds: number };
  marketplaceLag: { samples: number; p50Ms: number; p99Ms: number; pollMs: number; seconds: number };
  largeStart: LargeStart | null;
}

/** Starts of a gateway on a store that already holds a big market, and the floor under them. */
interface LargeStart {
  axies: number;
  firstStartMs: number;
  /** the start measured: the index read back from the file the previous start saved */
  restartToFirstSearchMs: number;
  restartCpuMs: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** the same start with no index file: the index built from every stored axie */
  rebuildStartMs: number;
  rebuildCpuMs: number;
  rebuildRssBytes: number;
  /** a process that only opens the same store (the journal replay every start pays) */
  storeOpenMs: number;
  storeOpenCpuMs: number;
  storeOpenRssBytes: number;
}

export interface MarketSyncOptions {
  axieMarketSize: number;
  largeMarketSize: number;
  /** how long each lag measure watches the market */
  lagSeconds: number;
  /** the marketplace poll (a slow one here, 10 s; the default AXIE_SYNC_POLL_MS for a marketplace is 2 s) */
  marketplacePollMs: number;
  skipLarge?: boolean;
}

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Changes patched into the index one at a time (the sync's path), beside a rebuild of the whole index. */
async function measurePatch(size: number) {
  const source = new GeneratedMarketSource({ size, seed: 20_250_101, ethUsd: 3000, asOf: '2025-01-01' });
  const docs = [];
  for await (const batch of source.batches()) docs.push(...batch.axies.map((record, i) => toAxieDoc(record, batch.parsed?.[i])));
  const started = performance.now();
  let marketIndex = new MarketIndex(docs);
  const rebuildMs = performance.now() - started;
  const changes = size;
  const times: number[] = [];
  let compactions = 0;
  let seed = 7;
  const next = () => ((seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32);
  const all = performance.now();
  for (let k = 0; k < changes; k++) {
    const doc = docs[Math.floor(next() * docs.length)]!;
    const listed = next() < 0.5;
    const changed = { ...doc, auctionType: listed ? ('Sale' as const) : ('NotForSale' as const), priceUsd: listed ? Math.round(next() * 9000) / 100 : null, listedAt: listed ? Date.now() : null };
    const t = performance.now();
    if (!marketIndex.upsert([changed])) {
      marketIndex = marketIndex.compacted([changed]);
      compactions++;
    }
    times.push(performance.now() - t);
  }
  const totalMs = performance.now() - all;
  return { axies: size, changes, changesPerSecond: (changes / totalMs) * 1000, meanUs: (totalMs / changes) * 1000, p99Us: quantile(times, 0.99) * 1000, compactions, rebuildMs };
}

/**
 * One compaction of an index with every spare row used: `compacted()` at once, and the same
 * compaction in steps (what the change-log follower runs beside the searches): its longest step is the
 * longest the event loop waits for it.
 */
async function measureCompaction(size: number) {
  const source = new GeneratedMarketSource({ size, seed: 20_250_101, ethUsd: 3000, asOf: '2025-01-01' });
  const docs = [];
  for await (const batch of source.batches()) docs.push(...batch.axies.map((record, i) => toAxieDoc(record, batch.parsed?.[i])));
  const marketIndex = new MarketIndex(docs);
  for (let k = 0; marketIndex.spareLeft > 0; k++) {
    const doc = docs[(k * 7919) % docs.length]!;
    marketIndex.upsert([{ ...doc, auctionType: 'Sale', priceUsd: 1 + (k % 9000) / 100, listedAt: k }]);
  }
  let started = performance.now();
  marketIndex.compacted();
  const atOnceMs = performance.now() - started;
  const stepTimes: number[] = [];
  const steps = marketIndex.compactionSteps();
  for (;;) {
    started = performance.now();
    const step = steps.next();
    stepTimes.push(performance.now() - started);
    if (step.done) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { axies: size, atOnceMs, longestStepMs: Math.max(...stepTimes), steps: stepTimes.length, totalStepsMs: stepTimes.reduce((a, b) => a + b, 0) };
}

/** The generated market moving at its defaults: from a listing's time at the source to the index showing it. */
async function measureGeneratedLag(size: number, seconds: number) {
  // the default pace (3 changes a second at 20,000 axies) whatever the size measured
  const config = loadAxieConfig({ AXIE_MARKET_SIZE: String(size), AXIE_SAMPLE_CHANGES_PER_SECOND: String((3 * 20_000) / size), NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00' });
  const store = new EmbeddedStore();
  const app = await buildAxieApp({ config, store, logger: false });
  await app.ready();
  const market = app.axieMarket;
  const repository = await market.ready();
  const log = new MarketChangesRepository(store);
  let seq = await log.lastSeq();
  const pending = new Map<number, number>(); // axie id → price expected
  const lags: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    for (const change of await log.readAfter(seq, 1000)) {
      seq = change.seq;
      if (change.kind === 'listed' || change.kind === 'repriced') pending.set(Number(change.axieId), change.priceUsd!);
    }
    const marketIndex = await market.follower.index();
    for (const [id, price] of pending) {
      const row = marketIndex.rowOf(id);
      // the index keeps prices in the listing's token; the change logged its USD (to the cent)
      if (row === undefined || !(Math.abs((marketIndex.usdOf(row) ?? Number.NaN) - price) < 0.011)) continue;
      const doc = await repository.byId(id);
      if (doc?.listedAt) lags.push(Date.now() - doc.listedAt);
      pending.delete(id);
    }
    await sleep(50);
  }
  await app.close();
  return { samples: lags.length, p50Ms: quantile(lags, 0.5), p99Ms: quantile(lags, 0.99), pollMs: config.sync.pollMs, seconds };
}

/** The axie service's settings in a bench process that follows the fake marketplace at `endpoint`: test mode, no logs, the rest as given. */
export function marketplaceBenchConfig(endpoint: string, env: Record<string, string>) {
  return loadAxieConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', AXIE_MARKET_SOURCE: 'graphql', AXIE_GRAPHQL_URL: endpoint, ...env });
}

/** The fake marketplace, a listing or a new price every second: from the change at the source to the index showing it. */
async function measureMarketplaceLag(pollMs: number, seconds: number) {
  const fake = new FakeMarketplace({ size: 2000, held: Math.ceil(seconds) + 10 });
  const endpoint = await fake.start();
  const config = marketplaceBenchConfig(endpoint, { AXIE_SYNC_POLL_MS: String(pollMs) });
  const app = await buildAxieApp({ config, store: new EmbeddedStore(), logger: false });
  await app.ready();
  await app.axieMarket.ready();
  const pending = new Map<number, { price: number; at: number }>();
  const lags: number[] = [];
  const held = fake.heldIds();
  let nextChange = Date.now();
  const until = Date.now() + seconds * 1000;
  for (let k = 0; Date.now() < until || (pending.size > 0 && Date.now() < until + 3 * pollMs); ) {
    if (Date.now() >= nextChange && Date.now() < until) {
      const price = 1 + (k % 50) / 10;
      const id = k % 2 === 0 && held.length ? held.pop()! : fake.listedIds()[k % 200]!;
      if (fake.priceOf(id) === null) fake.list(id, price);
      else fake.reprice(id, price);
      pending.set(id, { price, at: Date.now() });
      nextChange += 1000;
      k++;
    }
    const marketIndex = await app.axieMarket.follower.index();
    for (const [id, expected] of pending) {
      const row = marketIndex.rowOf(id);
      if (row === undefined || !(Math.abs((marketIndex.usdOf(row) ?? Number.NaN) - expected.price) < 0.011)) continue;
      lags.push(Date.now() - expected.at);
      pending.delete(id);
    }
    await sleep(50);
  }
  await app.close();
  await fake.stop();
  return { samples: lags.length, p50Ms: quantile(lags, 0.5), p99Ms: quantile(lags, 0.99), pollMs, seconds };
}

/**
 * A big market already in the store: the gateway child stores it once (first start), then starts
 * again on the same on-disk embedded store, reading back the index file the first start saved;
 * that start's time to its first answered search and its resident memory are the figures. Beside
 * them, in the same run: the same start with the index file removed (a build from the store), and
 * a process that only opens the store (the floor every start pays). Only the first start (which
 * generates the market) gets a bigger heap; the measured ones run with Node's defaults.
 */
async function measureLargeStart(axies: number): Promise<LargeStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'criadero-bench-market-'));
  const env = { BENCH_AXIE_SIZE: String(axies), BENCH_DATA_DIR: dataDir };
  type Started = { rssBytes: number; heapUsedBytes: number; cpuMs: number; marketIndex: { from: string } | null };
  const indexFile = join(dataDir, 'axie-market-index.bin');
  const start = async (extra: Record<string, string> = {}, before?: () => Promise<void>) => {
    const started = performance.now();
    const child = await startChild<Started>('gateway-server.ts', { ...env, ...extra }, 900_000);
    const ms = performance.now() - started;
    await before?.();
    await child.stop();
    return { ms, ...child.info };
  };
  // the first start saves the index it built once it has answered (a stop during the save would lose it)
  const indexSaved = async () => {
    for (let waited = 0; !existsSync(indexFile); waited += 200) {
      if (waited > 600_000) throw new Error('the first start never saved its index file');
      await sleep(200);
    }
  };
  try {
    const first = await start({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim() }, indexSaved);
    const restart = await start();
    if (restart.marketIndex?.from !== 'file') throw new Error(`the restart built its index from the ${restart.marketIndex?.from}: the first start's index file was not used`);
    const opened = await startChild<{ openMs: number; cpuMs: number; rssBytes: number }>('store-open-server.ts', env, 900_000);
    await opened.stop();
    rmSync(indexFile);
    const rebuild = await start();
    return {
      axies,
      firstStartMs: first.ms,
      restartToFirstSearchMs: restart.ms,
      restartCpuMs: restart.cpuMs,
      rssBytes: restart.rssBytes,
      heapUsedBytes: restart.heapUsedBytes,
      rebuildStartMs: rebuild.ms,
      rebuildCpuMs: rebuild.cpuMs,
      rebuildRssBytes: rebuild.rssBytes,
      storeOpenMs: opened.info.openMs,
      storeOpenCpuMs: opened.info.cpuMs,
      storeOpenRssBytes: opened.info.rssBytes,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureMarketSync(options: MarketSyncOptions): Promise<MarketSyncFigures> {
  return {
    patch: await measurePatch(options.axieMarketSize),
    compaction: await measureCompaction(options.axieMarketSize),
    generatedLag: await measureGeneratedLag(options.axieMarketSize, options.lagSeconds),
    marketplaceLag: await measureMarketplaceLag(options.marketplacePollMs, options.lagSeconds),
    largeStart: options.skipLarge ? null : await measureLargeStart(options.largeMarketSize),
  };
}

const ms = (n: number) => (n < 1 ? '<1 ms' : n < 10_000 ? `${Math.round(n)} ms` : `${(n / 1000).toFixed(1)} s`);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The rows of the market sync, marked against budgets.json where the issue set a goal. */
export function marketSyncRows(f: MarketSyncFigures, budgets: Budgets): Row[] {
  const out: Row[] = [];
  const row = (figure: string, raw: number, value: string, extra: Partial<Row> = {}, key?: keyof Budgets, unit: (n: number) => string = ms) => {
    const budget = key ? budgets[key] : undefined;
    const status = budget ? verdict(raw, budget) : '';
    out.push({ figure, raw, value, baseline: '', ratio: '', budget: budget ? describeBudget(budget, unit) : '', status, ...(status === 'FAIL' ? { reason: `${unit(raw)} against ${describeBudget(budget!, unit)}` } : {}), ...extra });
  };
  const p = f.patch;
  row(`market index: changes patched per second, ${p.axies.toLocaleString('en')} axies (one change a call, ${p.compactions} compactions included)`, p.changesPerSecond, `${Math.round(p.changesPerSecond).toLocaleString('en')} changes/s`, {
    baseline: `rebuild ${ms(p.rebuildMs)}`,
    ratio: `${Math.round(p.rebuildMs / (p.meanUs / 1000)).toLocaleString('en')}× a rebuild per change`,
  });
  row('market index: patch cost per change (mean, p99)', p.meanUs, `${p.meanUs.toFixed(1)} µs, p99 ${p.p99Us.toFixed(1)} µs`, { baseline: `rebuild ${ms(p.rebuildMs)}` });
  const g = f.generatedLag;
  row(`sync lag p99, generated market at 3 changes/s (source → index), poll ${g.pollMs} ms, ${g.samples} listings`, g.p99Ms, `p50 ${ms(g.p50Ms)}, p99 ${ms(g.p99Ms)}`, {}, 'syncLagGeneratedP99Ms');
  const m = f.marketplaceLag;
  row(`sync lag p99, fake marketplace (source → index), poll ${m.pollMs} ms, ${m.samples} changes`, m.p99Ms, `p50 ${ms(m.p50Ms)}, p99 ${ms(m.p99Ms)}`, {}, 'syncLagMarketplaceP99Ms');
  const c = f.compaction;
  row(`market index compaction beside the searches, ${c.axies.toLocaleString('en')} axies: longest pause of the event loop (${c.steps} steps)`, c.longestStepMs, `${ms(c.longestStepMs)} (all steps ${ms(c.totalStepsMs)})`, {
    baseline: `at once ${ms(c.atOnceMs)}`,
    ratio: `${(c.atOnceMs / c.longestStepMs).toFixed(0)}× shorter`,
  });
  if (f.largeStart) {
    const l = f.largeStart;
    const n = l.axies.toLocaleString('en');
    row(`start → first answered search, ${n} axies already stored (embedded store, gateway)`, l.restartToFirstSearchMs, `${ms(l.restartToFirstSearchMs)} (CPU ${ms(l.restartCpuMs)})`, {
      baseline: `store open alone ${ms(l.storeOpenMs)} (CPU ${ms(l.storeOpenCpuMs)}); index built from the store ${ms(l.rebuildStartMs)} (CPU ${ms(l.rebuildCpuMs)}); first start (stores it) ${ms(l.firstStartMs)}`,
      ratio: `${(l.rebuildCpuMs / l.restartCpuMs).toFixed(1)}× less CPU than a build`,
    }, 'largeMarketRestartMs');
    row(`gateway RSS after the first search, ${n} axies (embedded store)`, l.rssBytes, `${mb(l.rssBytes)} (heap ${mb(l.heapUsedBytes)})`, {
      baseline: `store open alone ${mb(l.storeOpenRssBytes)}; index built from the store ${mb(l.rebuildRssBytes)}`,
    }, 'largeMarketRssBytes', mb);
  }
  return out;
}
