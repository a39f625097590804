import { buildAxieApp, MarketChangesRepository } from '@criadero/service-axie';
import { FakeMarketplace } from '@criadero/service-axie/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { describeBudget, verdict, type Budgets } from '../budgets';
import type { Row } from '../report';
import { marketplaceBenchConfig } from './market-sync';

/** The real marketplace's size against its limits: the first import's coverage and time, and what ETH/USD moving logs. */
export interface MarketSweepFigures {
  /** listings at the (fake) marketplace */
  listings: number;
  /** of them, in the index after the first import */
  indexed: number;
  importMs: number;
  requests: number;
  requestsPerSecond: number;
  /** the search window the fake answers within */
  window: number;
  drift: { ethMovePercent: number; seconds: number; sweeps: number; changes: number };
}

export interface MarketSweepOptions {
  /** axies the fake marketplace generates (about 55 % of them are listed) */
  fakeSize: number;
  requestsPerSecond: number;
  /** the fake's search window: the real 10,000, lowered for the smoke run so its small market is split too */
  window: number;
  /** ETH/USD drift per second during the drift measure, and how long it lasts at least */
  ethDriftPerSecond: number;
  driftSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first import of a marketplace larger than its search window, at the API's request rate,
 * through the axie service as a user runs it (AXIE_MARKET_SOURCE=graphql): the fake answers with
 * the real limits (pages of at most 100, nothing past the window, listed eggs) and the import walks
 * it in partitions. Then ETH/USD drifts (no seller acts) while the sync polls and sweeps every
 * listing again: every change it logs is a phantom.
 */
export async function measureMarketSweep(options: MarketSweepOptions): Promise<MarketSweepFigures> {
  const eggs = 50;
  const fake = new FakeMarketplace({ size: options.fakeSize, held: 0, eggs, window: options.window });
  const endpoint = await fake.start();
  const store = new EmbeddedStore();
  const config = marketplaceBenchConfig(endpoint, {
    AXIE_GRAPHQL_RPS: String(options.requestsPerSecond),
    AXIE_GRAPHQL_SEARCH_WINDOW: String(options.window),
    AXIE_WARM_UP: 'false',
    // the drift measure sweeps back to back
    AXIE_SYNC_POLL_MS: '50',
    AXIE_SYNC_SWEEP_MS: '1000',
  });
  const app = await buildAxieApp({ config, store, logger: false });
  try {
    await app.ready();
    const listed = new Set(fake.listedIds().filter((id) => !fake.isEgg(id)));
    const started = performance.now();
    await app.axieMarket.ready();
    const importMs = performance.now() - started;
    const requests = fake.requests.length;
    const indexed = (await app.axieMarket.follower.catchUp()).listedIds().filter((id) => listed.has(id)).length;

    const changes = new MarketChangesRepository(store);
    const before = await changes.lastSeq();
    const ethBefore = fake.ethUsd();
    fake.setEthUsd(ethBefore, options.ethDriftPerSecond);
    const driftStarted = Date.now();
    const sweptAt = async () => (await app.axieMarketSync.sync!.coverage())?.finishedAt ?? 0;
    let sweeps = 0;
    let last = await sweptAt();
    while (Date.now() - driftStarted < options.driftSeconds * 1000 || sweeps < 2) {
      await sleep(200);
      const finished = await sweptAt();
      if (finished > last) [sweeps, last] = [sweeps + 1, finished];
    }
    return {
      listings: listed.size,
      indexed,
      importMs,
      requests,
      requestsPerSecond: options.requestsPerSecond,
      window: options.window,
      drift: { ethMovePercent: (fake.ethUsd() / ethBefore - 1) * 100, seconds: (Date.now() - driftStarted) / 1000, sweeps, changes: (await changes.lastSeq()) - before },
    };
  } finally {
    await app.close();
    await fake.stop();
  }
}

const ms = (n: number) => (n < 10_000 ? `${Math.round(n)} ms` : `${(n / 1000).toFixed(1)} s`);
const percent = (n: number) => `${n.toFixed(2)} %`;
const count = (n: number) => n.toLocaleString('en');

/** The rows of the marketplace sweep, marked against budgets.json. */
export function marketSweepRows(f: MarketSweepFigures, budgets: Budgets): Row[] {
  const out: Row[] = [];
  const row = (figure: string, raw: number, value: string, key: keyof Budgets, unit: (n: number) => string, extra: Partial<Row> = {}) => {
    const budget = budgets[key];
    const status = verdict(raw, budget);
    out.push({ figure, raw, value, baseline: '', ratio: '', budget: describeBudget(budget, unit), status, ...(status === 'FAIL' ? { reason: `${unit(raw)} against ${describeBudget(budget, unit)}` } : {}), ...extra });
  };
  const n = count(f.listings);
  const coverage = (f.indexed / f.listings) * 100;
  row(`marketplace first import, ${n} listings, window ${count(f.window)}: index coverage`, coverage, `${percent(coverage)} (${count(f.indexed)} of ${n})`, 'sweepCoveragePercent', percent, {
    baseline: `one unpartitioned walk reaches ${count(Math.min(f.window, f.listings))}`,
  });
  row(`marketplace first import, ${n} listings at ${f.requestsPerSecond} requests/s: time`, f.importMs, `${ms(f.importMs)} (${count(f.requests)} requests)`, 'sweepImportMs', ms, {
    baseline: `${count(Math.ceil(f.listings / 100))} pages at least: ${ms((Math.ceil(f.listings / 100) / f.requestsPerSecond) * 1000)}`,
  });
  const d = f.drift;
  row(`changes logged while ETH/USD drifts ${d.ethMovePercent.toFixed(2)} % and no seller acts (${Math.round(d.seconds)} s, ${d.sweeps} full sweeps)`, d.changes, count(d.changes), 'sweepDriftChanges', count);
  return out;
}
