import { startFerretDb } from '@criadero/service-kit/testing';
import { describeBudget, verdict, type Budgets } from '../budgets';
import type { Row } from '../report';
import { startChild } from '../servers/child';
import { load, type LoadResult } from './load';
import { searchWorkload, type BenchGatewayInfo, type ServiceFigures } from './services';

interface SearchScaleRun {
  /** what the row is called in the table */
  name: string;
  store: 'embedded' | 'ferretdb-1.24';
  axies: number;
  result: LoadResult;
  /** the gateway child's start, market load and first search included */
  startMs: number;
  marketIndex: BenchGatewayInfo['marketIndex'];
  heapUsedBytes: number | null;
}

export interface SearchScaleFigures {
  connections: number;
  durationSeconds: number;
  runs: SearchScaleRun[];
}

/** Markets beyond the main gateway's: a big generated one on the embedded store, and the usual size on FerretDB. */
export interface SearchScaleOptions {
  durationSeconds: number;
  connections: number;
  largeMarketSize: number;
  ferretMarketSize: number;
}

async function measureOne(name: string, store: SearchScaleRun['store'], axies: number, env: Record<string, string>, options: SearchScaleOptions): Promise<SearchScaleRun> {
  const started = performance.now();
  // a 200,000-axie market is generated, stored and indexed before the child reports; the
  // embedded store and the generator's records of that market need more than Node's default heap
  const heap = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim();
  const gateway = await startChild<BenchGatewayInfo>('gateway-server.ts', { BENCH_AXIE_SIZE: String(axies), NODE_OPTIONS: heap, ...env }, 900_000);
  const startMs = performance.now() - started;
  try {
    const { search } = await searchWorkload(gateway.info);
    const result = await load({
      url: `${gateway.info.url}/api/search`,
      method: 'POST',
      body: search,
      headers: { authorization: `Bearer ${gateway.info.token}` },
      durationSeconds: options.durationSeconds,
      connections: options.connections,
    });
    return { name, store, axies, result, startMs, marketIndex: gateway.info.marketIndex ?? null, heapUsedBytes: gateway.info.heapUsedBytes ?? null };
  } finally {
    await gateway.stop();
  }
}

/**
 * `/api/search` with part filters and a priority order (the services measure's body) through
 * the whole gateway, on a large generated market (embedded store) and on FerretDB 1.24.
 */
export async function measureSearchScale(options: SearchScaleOptions): Promise<SearchScaleFigures> {
  const runs = [await measureOne(`POST /api/search, ${options.largeMarketSize.toLocaleString('en')} axies (gateway)`, 'embedded', options.largeMarketSize, {}, options)];
  const ferret = await startFerretDb();
  try {
    runs.push(
      await measureOne(`POST /api/search on FerretDB 1.24, ${options.ferretMarketSize.toLocaleString('en')} axies (gateway)`, 'ferretdb-1.24', options.ferretMarketSize, { BENCH_MONGODB_URI: ferret.uri }, options),
    );
  } finally {
    await ferret.stop();
  }
  return { connections: options.connections, durationSeconds: options.durationSeconds, runs };
}

const ms = (n: number) => (n < 1 ? '<1 ms' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);
const rps = (n: number) => `${Math.round(n).toLocaleString('en')} req/s`;
const pct = (n: number) => `${Math.round(n * 100)} %`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const load1 = (r: LoadResult) => `${rps(r.requestsPerSecond)}, p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)}${r.failures ? `, ${r.failures} FAILED` : ''}`;

/**
 * The marketplace search targets, one row each, marked against budgets.json: a
 * failing budget stays FAIL with its reason (the figure, or failed requests, which void it).
 */
export function searchRows(services: ServiceFigures, scale: SearchScaleFigures, budgets: Budgets): Row[] {
  const out: Row[] = [];
  const row = (figure: string, raw: number, value: string, key: keyof Budgets, unit: (n: number) => string, extra: Partial<Row> = {}, failures = 0) => {
    const budget = budgets[key];
    const status = failures ? 'FAIL' : verdict(raw, budget);
    const reason = failures ? `${failures} requests failed` : status === 'FAIL' ? `${unit(raw)} against ${describeBudget(budget, unit)}` : '';
    out.push({ figure, raw, value, baseline: '', ratio: '', budget: describeBudget(budget, unit), status, ...(reason ? { reason } : {}), ...extra });
  };
  const route = (name: string) => services.routes.find((r) => r.name === name);
  const search = route('POST /api/search');
  const axie = route('POST /api/axie');
  const breeding = route('POST /api/breeding-search');
  const size = services.axieMarketSize.toLocaleString('en');
  const conns = `${services.connections} connections`;
  if (search) {
    row(`/api/search p99, parts + priority order, ${size} axies, ${conns} (gateway)`, search.result.p99Ms, load1(search.result), 'searchP99Ms', ms, {}, search.result.failures);
    if (axie) {
      const ratio = search.result.requestsPerSecond / axie.result.requestsPerSecond;
      row('/api/search throughput / /api/axie throughput (same run)', ratio, pct(ratio), 'searchVsAxieThroughputRatio', pct, { baseline: rps(axie.result.requestsPerSecond) }, search.result.failures + axie.result.failures);
    }
  }
  if (breeding) {
    row(`/api/breeding-search p99, ${size} axies, ${conns} (gateway)`, breeding.result.p99Ms, load1(breeding.result), 'breedingSearchP99Ms', ms, {}, breeding.result.failures);
  }
  for (const run of scale.runs) {
    const key = run.store === 'embedded' ? 'searchLargeMarketP99Ms' : 'searchFerretP99Ms';
    row(`${run.name.replace('POST /api/search', '/api/search p99')}, ${scale.connections} connections`, run.result.p99Ms, load1(run.result), key, ms, { baseline: search ? rps(search.result.requestsPerSecond) : '', ratio: search ? pct(run.result.requestsPerSecond / search.result.requestsPerSecond) : '' }, run.result.failures);
    if (run.marketIndex) {
      out.push({
        figure: `market index, ${run.axies.toLocaleString('en')} axies (${run.store}): memory and build time`,
        raw: run.marketIndex.bytes,
        value: `${mb(run.marketIndex.bytes)} held, built in ${ms(run.marketIndex.buildMs)}; gateway heap ${run.heapUsedBytes ? mb(run.heapUsedBytes) : '?'}, started in ${ms(run.startMs)}`,
        baseline: '',
        ratio: '',
        budget: '',
        status: '',
      });
    }
  }
  return out;
}
