import { startChild } from '../servers/child';
import { load, type LoadResult } from './load';

export interface ServiceFigures {
  baseline: LoadResult & { runs: LoadResult[] };
  routes: Array<{ name: string; result: LoadResult; ratio: number }>;
  axieMarketSize: number;
  connections: number;
  durationSeconds: number;
  /** the /api/search body under load (part filters of a listed axie and a priority order) */
  searchBody: unknown;
}

/** What the bench gateway child prints once its market is loaded (servers/gateway-server.ts). */
export interface BenchGatewayInfo {
  url: string;
  token: string;
  axieId: number;
  /** the search index of the market as it was built, when the axie service reports it */
  marketIndex?: { axies: number; buildMs: number; bytes: number } | null;
  heapUsedBytes?: number;
}

/** The searches the budgets name: part filters and a priority order; breeding partners for an adult. */
export interface SearchWorkload {
  search: { parts: string[]; priorityOrder: string[] };
  breeding: { axieId: number; parts: string[] } | null;
}

const authorization = (token: string) => ({ authorization: `Bearer ${token}` });

const SALES_HISTORY = 'POST /api/axie/sales-history, uncached filters';
/** the budgeted sales-history row */
export const SALES_HISTORY_ROUTE = `${SALES_HISTORY}, one player`;
const CLASSES = ['beast', 'aquatic', 'plant', 'bird', 'bug', 'reptile', 'mech', 'dawn', 'dusk'];
/** Sales-history questions a player clicks through: a class, a breed-count range, a period, a page. */
function salesHistoryQuestions(): unknown[] {
  return Array.from({ length: 400 }, (_, i) => ({ classes: [CLASSES[i % 9]], breedCount: [0, 1 + (i % 7)], days: 30 + i, page: 1 + (i % 3) }));
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * Builds the workload from the running gateway: the shown eyes and back of the cheapest listed
 * axie (so the part search finds something on any market size), and the first adult of the
 * answer that can still breed as the breeding-search reference.
 */
export async function searchWorkload(gateway: BenchGatewayInfo): Promise<SearchWorkload> {
  const partsOf = async (axieId: number) => {
    const { json } = await post(`${gateway.url}/api/axie`, { axieId });
    return (json.parts as Array<{ id: string; type: string }>).reduce<Record<string, string>>((by, p) => ({ ...by, [p.type]: p.id }), {});
  };
  const first = await partsOf(gateway.axieId);
  const search = { parts: [first.eyes!, first.back!], priorityOrder: ['back', 'eyes'] };
  const check = await post(`${gateway.url}/api/search`, search, authorization(gateway.token));
  if (check.status !== 200 || !(Number(check.json.total) > 0)) throw new Error(`bench search found nothing: ${check.status} ${JSON.stringify(check.json)}`);
  const listed = await post(`${gateway.url}/api/search`, { limit: 50 }, authorization(gateway.token));
  for (const id of String(listed.json.axies).split(' ').map(Number)) {
    const parts = await partsOf(id);
    const breeding = { axieId: id, parts: [parts.eyes!, parts.tail!] };
    const tried = await post(`${gateway.url}/api/breeding-search`, breeding, authorization(gateway.token));
    if (tried.status === 200) return { search, breeding };
  }
  return { search, breeding: null };
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * autocannon against the gateway and against a bare node:http server, both in their own
 * processes on this machine, in one run. The baseline runs first and last and its mean is the
 * denominator, so a machine that gets busier during the run shows up in both.
 */
export async function measureServices(options: { durationSeconds: number; connections: number; axieMarketSize: number }): Promise<ServiceFigures> {
  const bare = await startChild<{ url: string }>('bare-server.ts');
  const gateway = await startChild<BenchGatewayInfo>('gateway-server.ts', { BENCH_AXIE_SIZE: String(options.axieMarketSize) });
  try {
    const common = { durationSeconds: options.durationSeconds, connections: options.connections };
    const workload = await searchWorkload(gateway.info);
    const headers = authorization(gateway.info.token);
    const targets = [
      { name: 'POST /api/search', path: '/api/search', body: workload.search as unknown, headers },
      ...(workload.breeding ? [{ name: 'POST /api/breeding-search', path: '/api/breeding-search', body: workload.breeding as unknown, headers }] : []),
      { name: 'POST /api/axie', path: '/api/axie', body: { axieId: gateway.info.axieId } as unknown },
      { name: 'POST /api/tokens/', path: '/api/tokens/', body: {} as unknown },
      // every filter change is a new question; 400 distinct ones (the route keeps 64
      // answers). Budgeted as a player's click (one at a time: 'under 200 ms per request'), and
      // shown under the bench's full concurrency too.
      { name: SALES_HISTORY_ROUTE, path: '/api/axie/sales-history', bodies: salesHistoryQuestions(), connections: 1 },
      { name: `${SALES_HISTORY}, ${options.connections} connections`, path: '/api/axie/sales-history', bodies: salesHistoryQuestions() },
    ];
    const before = await load({ url: bare.info.url, ...common });
    const routes: Array<{ name: string; result: LoadResult }> = [];
    for (const route of targets) {
      routes.push({ name: route.name, result: await load({ url: `${gateway.info.url}${route.path}`, method: 'POST', body: 'body' in route ? route.body : undefined, bodies: 'bodies' in route ? route.bodies : undefined, headers: 'headers' in route ? route.headers : undefined, ...common, ...('connections' in route ? { connections: route.connections } : {}) }) });
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
      searchBody: workload.search,
      ...common,
    };
  } finally {
    await gateway.stop();
    await bare.stop();
  }
}
