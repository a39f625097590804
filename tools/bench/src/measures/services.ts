import { startChild } from '../servers/child';
import { load, type LoadResult } from './load';

export interface ServiceFigures {
  baseline: LoadResult & { runs: LoadResult[] };
  routes: Array<{ name: string; result: LoadResult; ratio: number }>;
  axieMarketSize: number;
  connections: number;
  durationSeconds: number;
}

/** The routes under load: what each sends (the gateway's /api/search runs as an Elite account). */
const ROUTES = (token: string, axieId: number) => [
  { name: 'POST /api/search', method: 'POST' as const, path: '/api/search', body: { classes: ['beast'], breedCount: [0, 2] }, headers: { authorization: `Bearer ${token}` } },
  { name: 'POST /api/axie', method: 'POST' as const, path: '/api/axie', body: { axieId } },
  { name: 'POST /api/tokens/', method: 'POST' as const, path: '/api/tokens/', body: {} },
];

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * autocannon against the gateway and against a bare node:http server, both in their own
 * processes on this machine, in one run. The baseline runs first and last and its mean is the
 * denominator, so a machine that gets busier during the run shows up in both.
 */
export async function measureServices(options: { durationSeconds: number; connections: number; axieMarketSize: number }): Promise<ServiceFigures> {
  const bare = await startChild<{ url: string }>('bare-server.ts');
  const gateway = await startChild<{ url: string; token: string; axieId: number }>('gateway-server.ts', { BENCH_AXIE_SIZE: String(options.axieMarketSize) });
  try {
    const common = { durationSeconds: options.durationSeconds, connections: options.connections };
    const before = await load({ url: bare.info.url, ...common });
    const routes: Array<{ name: string; result: LoadResult }> = [];
    for (const route of ROUTES(gateway.info.token, gateway.info.axieId)) {
      routes.push({ name: route.name, result: await load({ url: `${gateway.info.url}${route.path}`, method: route.method, body: route.body, headers: route.headers, ...common }) });
    }
    const after = await load({ url: bare.info.url, ...common });
    const runs = [before, after];
    const baseline: LoadResult & { runs: LoadResult[] } = {
      requestsPerSecond: Math.round(mean(runs.map((r) => r.requestsPerSecond))),
      p50Ms: mean(runs.map((r) => r.p50Ms)),
      p99Ms: mean(runs.map((r) => r.p99Ms)),
      requests: before.requests + after.requests,
      failures: before.failures + after.failures,
      runs,
    };
    return {
      baseline,
      routes: routes.map((r) => ({ ...r, ratio: r.result.requestsPerSecond / baseline.requestsPerSecond })),
      axieMarketSize: options.axieMarketSize,
      ...common,
    };
  } finally {
    await gateway.stop();
    await bare.stop();
  }
}
