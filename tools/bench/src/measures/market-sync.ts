import { buildAxieApp, loadAxieConfig, MarketChangesRepository, MarketSnapshot, toAxieDoc } from '@criadero/service-axie';
import { GeneratedMarketSource } from '@criadero/service-axie/market/generated-market';
import { FakeMarketplace } from '@criadero/service-axie/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeBudget, verdict, type Budgets } from '../budgets';
import type { Row } from '../report';
import { startChild } from '../servers/child';

/** The continuous market sync: index patching, lag from source to search, a big stored market. */
export interface MarketSyncFigures {
  patch: { axies: number; changes: number; changesPerSecond: number; meanUs: number; p99Us: number; compactions: number; rebuildMs: number };
  generatedLag: { samples: number; p50Ms: number; p99Ms: number; pollMs: number; seconds: number };
  marketplaceLag: { samples: number; p50Ms: number; p99Ms: number; pollMs: number; seconds: number };
  largeStart: { axies: number; firstStartMs: number; restartToFirstSearchMs: number; rssBytes: number; heapUsedBytes: number } | null;
}

export interface MarketSyncOptions {
  axieMarketSize: number;
  largeMarketSize: number;
  /** how long each lag measure watches the market */
  lagSeconds: number;
  /** the marketplace poll (the default AXIE_SYNC_POLL_MS for a marketplace is 10 s) */
  marketplacePollMs: number;
  skipLarge?: boolean;
}

const quantile = (values: number[], q: number) => {
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
  let snapshot = new MarketSnapshot(docs);
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
    if (!snapshot.upsert([changed])) {
      snapshot = snapshot.compacted([changed]);
      compactions++;
    }
    times.push(performance.now() - t);
  }
  const totalMs = performance.now() - all;
  return { axies: size, changes, changesPerSecond: (changes / totalMs) * 1000, meanUs: (totalMs / changes) * 1000, p99Us: quantile(times, 0.99) * 1000, compactions, rebuildMs };
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
    const snapshot = await repository.snapshot();
    for (const [id, price] of pending) {
      const row = snapshot.rowOf(id);
      if (row === undefined || snapshot.prices[row] !== price) continue;
      const doc = await repository.byId(id);
      if (doc?.listedAt) lags.push(Date.now() - doc.listedAt);
      pending.delete(id);
    }
    await sleep(50);
  }
  await app.close();
  return { samples: lags.length, p50Ms: quantile(lags, 0.5), p99Ms: quantile(lags, 0.99), pollMs: config.sync.pollMs, seconds };
}

/** The fake marketplace, a listing or a new price every second: from the change at the source to the index showing it. */
async function measureMarketplaceLag(pollMs: number, seconds: number) {
  const fake = new FakeMarketplace({ size: 2000, held: Math.ceil(seconds) + 10 });
  const endpoint = await fake.start();
  const config = loadAxieConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    AXIE_MARKET_SOURCE: 'graphql',
    AXIE_GRAPHQL_URL: endpoint,
    AXIE_SYNC_POLL_MS: String(pollMs),
  });
  const app = await buildAxieApp({ config, store: new EmbeddedStore(), logger: false });
  await app.ready();
  const repository = await app.axieMarket.ready();
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
    const snapshot = await repository.snapshot();
    for (const [id, expected] of pending) {
      const row = snapshot.rowOf(id);
      if (row === undefined || snapshot.prices[row] !== expected.price) continue;
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
 * again on the same on-disk embedded store; the second start's time to its first answered search
 * and its resident memory are the figures.
 */
async function measureLargeStart(axies: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'criadero-bench-market-'));
  const env = { BENCH_AXIE_SIZE: String(axies), BENCH_DATA_DIR: dataDir, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim() };
  try {
    let started = performance.now();
    const first = await startChild<{ url: string }>('gateway-server.ts', env, 900_000);
    const firstStartMs = performance.now() - started;
    await first.stop();
    started = performance.now();
    const second = await startChild<{ rssBytes: number; heapUsedBytes: number }>('gateway-server.ts', env, 900_000);
    const restartToFirstSearchMs = performance.now() - started;
    await second.stop();
    return { axies, firstStartMs, restartToFirstSearchMs, rssBytes: second.info.rssBytes, heapUsedBytes: second.info.heapUsedBytes };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureMarketSync(options: MarketSyncOptions): Promise<MarketSyncFigures> {
  return {
    patch: await measurePatch(options.axieMarketSize),
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
  if (f.largeStart) {
    const l = f.largeStart;
    const n = l.axies.toLocaleString('en');
    row(`start → first answered search, ${n} axies already stored (embedded store, gateway)`, l.restartToFirstSearchMs, ms(l.restartToFirstSearchMs), { baseline: `first start (stores it) ${ms(l.firstStartMs)}` }, 'largeMarketRestartMs');
    row(`gateway RSS after the first search, ${n} axies (embedded store)`, l.rssBytes, `${mb(l.rssBytes)} (heap ${mb(l.heapUsedBytes)})`, {}, 'largeMarketRssBytes', mb);
  }
  return out;
}
