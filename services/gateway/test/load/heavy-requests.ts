// The worst request of every planner, optimizer, ranking and aggregation route, at its schema's
// limits, and a health prober in its own thread. Used by the load test next to this
// file and by the bench's event-loop measure (tools/bench/src/measures/event-loop.ts).
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { SubscriptionsLedger } from '@criadero/service-billing';
import type { Store } from '@criadero/service-kit/store';
import { CreditsLedger, PlansLedger } from '@criadero/service-users';
import { signedIn } from '../support/gateway-on-store';

export interface HeavyRequest {
  name: string;
  method: 'GET' | 'POST';
  /** path under the gateway, e.g. /api/pixels/taskboard/plan */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const json = async <T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method, url, payload: body as object | undefined, headers });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json<T>();
};

/**
 * Builds the requests (per pass) on a gateway whose axie market is loaded: a signed-in Elite account with
 * Craft World Premium (the paid and Premium routes answer instead of 401/402), real ids from the
 * data (planets, axies, factories). Each request is the most work its route's schema allows.
 */
export async function heavyRequests(app: FastifyInstance, store: Store): Promise<(pass: number) => HeavyRequest[]> {
  const me = await signedIn(app);
  await new CreditsLedger(store).append({ accountId: me.accountId, delta: 1000, kind: 'grant', idempotencyKey: `load:${me.accountId}` });
  await new PlansLedger(store).grant({ accountId: me.accountId, level: 2, days: 30, kind: 'grant', idempotencyKey: `load-elite:${me.accountId}` });
  await new SubscriptionsLedger(store).grant({ accountId: me.accountId, days: 30, referralCodeId: null, idempotencyKey: `load-cw:${me.accountId}` });
  const auth = me.headers;

  // Pixels: 40 identical tasks at the limits (the board that ran for minutes), and a board of
  // 40 incomparable tasks (the planner's bound: 422 TOO_COMPLEX)
  const identical = Array.from({ length: 40 }, (_, i) => ({ id: `t${i}`, item: 'x'.repeat(60), amount: 100_000, rewardCoins: 1e9, rewardPixel: 1e9, exp: 1e9, unitCost: 0.0001, minutesPerUnit: 0.005, minReputation: 0 }));
  const incomparable = Array.from({ length: 40 }, (_, i) => {
    const size = 100 + ((i * i) % 97) + i / 1000;
    return { id: `t${i}`, item: 'x', amount: 1, rewardCoins: 2 * size, rewardPixel: 0, exp: 40 - i, unitCost: size, minutesPerUnit: size };
  });

  // Craft World: 40 factories, 4 workers each, at each factory's highest level, the longest budget
  const data = await json<{ factories: Record<string, { level: number }[]> }>(app, 'GET', '/api/craft-world/data');
  const tokens = Object.keys(data.factories);
  const factories = Array.from({ length: 40 }, (_, i) => {
    const token = tokens[i % tokens.length]!;
    return { token, level: Math.max(...data.factories[token]!.map((l) => l.level)), workers: 4, workshopLevel: 10, masteryLevel: 10 };
  });
  const prices = Object.fromEntries(tokens.slice(0, 100).map((token, i) => [token, 1 + i / 10]));

  // Apeiron: the pair the service offers to try
  const apeiron = await json<{ examplePair: [string, string] | null }>(app, 'GET', '/api/apeiron/breeding/config');

  // Axie: adults of the market that can still breed, as references
  const listed = await json<{ axies: string }>(app, 'POST', '/api/search', { auctionType: 'All', limit: 60, sort: 'IdAsc' }, auth);
  const ids = listed.axies.split(' ').filter(Boolean);
  const showroom = await json<{ axies: { id: string; stage: number; breedCount: number }[] }>(app, 'POST', '/api/axie/showroom', { ids: ids.slice(0, 12) });
  const adult = showroom.axies.find((a) => a.stage === 4 && a.breedCount < 7)?.id ?? ids[0]!;
  const card = await json<{ parts: { id: string; type: string }[] }>(app, 'POST', '/api/axie', { axieId: Number(adult) });
  const wanted = card.parts.map((p) => p.id);
  const classes = ['aquatic', 'beast', 'bird', 'bug', 'plant', 'reptile', 'mech', 'dawn', 'dusk'];

  // `pass` changes what would otherwise be answered from a cache (the sales history keeps answers per filter)
  return (pass: number): HeavyRequest[] => [
    { name: 'pixels task plan: 40 identical tasks', method: 'POST', path: '/api/pixels/taskboard/plan', body: { tasks: identical, timeBudgetMinutes: 10_080, coinBudget: 1e9, reputation: 100_000, pixelToCoins: 1e9 } },
    { name: 'pixels task plan: 40 incomparable tasks', method: 'POST', path: '/api/pixels/taskboard/plan', body: { tasks: incomparable, timeBudgetMinutes: 5000, coinBudget: 1e9, reputation: null, pixelToCoins: 1 } },
    {
      name: 'lumiterra energy plan: 100,000 actions',
      method: 'POST',
      path: '/api/lumiterra/energy/plan',
      body: { currentEnergy: 0, maxEnergy: 1000, kills: 50_000, harvests: 50_000, energyPerKill: 10, energyPerHarvest: 10, potionsOnHand: Array(10).fill(10_000) },
    },
    { name: 'craft world optimizer: 40 factories, 30 days', method: 'POST', path: '/api/craft-world/optimizer', headers: auth, body: { factories, prices, currency: 'USD', timeBudgetHours: 720, speedBoost: 2 } },
    { name: 'horse leveling: whole range', method: 'POST', path: '/api/horse/leveling', body: { initialLevel: 1, targetLevel: 30, rarity: 'Mythic' } },
    ...(apeiron.examplePair ? [{ name: 'apeiron breeding pair', method: 'POST' as const, path: '/api/apeiron/breeding/pair', body: { a: apeiron.examplePair[0], b: apeiron.examplePair[1] } }] : []),
    { name: 'apeiron guild war standings', method: 'GET', path: '/api/apeiron/guild-war' },
    { name: 'apeiron leaderboard: largest page', method: 'GET', path: '/api/apeiron/leaderboard?pageSize=100' },
    { name: 'axie sales history: every sale, uncached filter', method: 'POST', path: '/api/axie/sales-history', body: { days: 3650 - pass, pageSize: 100 } },
    {
      name: 'axie sales history: every filter',
      method: 'POST',
      path: '/api/axie/sales-history',
      body: { classes, parts: wanted, breedCount: [0, 7], priceUsd: [0, 1e9 - pass], days: 3650, page: 1, pageSize: 100 },
    },
    { name: 'axie tree: 4 up, 3 down', method: 'POST', path: '/api/axie/tree', body: { axieId: ids[0], up: 4, down: 3 } },
    { name: 'axie showroom: 12 axies', method: 'POST', path: '/api/axie/showroom', body: { ids: ids.slice(0, 12) } },
    { name: 'axie search: whole market, 500 results', method: 'POST', path: '/api/search', headers: auth, body: { auctionType: 'All', limit: 500, sort: 'PriceDesc', maxPriceUSD: 1e9 } },
    {
      name: 'axie breeding search: 6 wanted parts, whole market',
      method: 'POST',
      path: '/api/breeding-search',
      headers: auth,
      body: { axieId: adult, parts: wanted, auctionType: 'All', maxPriceUSD: 1e9, limit: 500 },
    },
  ];
}

export interface RequestOutcome {
  name: string;
  status: number;
  code: string | null;
  /** wall time of the request (ms) */
  ms: number;
  startedAt: number;
  endedAt: number;
  /** set by the load test: a health probe sent during it answered over budget */
  slowProbe?: boolean;
}

/** Sends one request over HTTP (the socket, as a browser would) and times it. */
export async function send(baseUrl: string, request: HeavyRequest): Promise<RequestOutcome> {
  const startedAt = performance.timeOrigin + performance.now();
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: { ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  const endedAt = performance.timeOrigin + performance.now();
  let code: string | null = null;
  if (response.status >= 400) code = (JSON.parse(text) as { code?: string }).code ?? null;
  return { name: request.name, status: response.status, code, ms: endedAt - startedAt, startedAt, endedAt };
}

export interface Probe {
  /** when the probe was sent (ms since the epoch, sub-millisecond) */
  sentAt: number;
  /** time to the answer (ms); Infinity when it failed */
  ms: number;
}

// The prober runs in a worker thread with its own event loop, so a blocked server loop delays
// the answers it measures, not the probes' sending.
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const probes = [];
let stopping = false;
parentPort.on('message', (message) => {
  if (message === 'peek') parentPort.postMessage({ peek: probes });
  else stopping = true;
});
(async () => {
  while (!stopping) {
    const sentAt = performance.timeOrigin + performance.now();
    try {
      const res = await fetch(workerData.url, { signal: AbortSignal.timeout(5000) });
      await res.text();
      probes.push({ sentAt, ms: res.ok ? performance.timeOrigin + performance.now() - sentAt : Infinity });
    } catch {
      probes.push({ sentAt, ms: Infinity });
    }
    const wait = workerData.everyMs - (performance.timeOrigin + performance.now() - sentAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  parentPort.postMessage({ done: probes });
})();
`;

/** Probes `url` every `everyMs` from another thread: `peek()` gives the probes so far, `stop()` all of them. */
export function startProber(url: string, everyMs = 20): { peek(): Promise<Probe[]>; stop(): Promise<Probe[]> } {
  const worker = new Worker(PROBER, { eval: true, workerData: { url, everyMs } });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  const next = (kind: 'peek' | 'done') =>
    Promise.race([
      failed,
      new Promise<Probe[]>((resolve) => {
        const listener = (message: { peek?: Probe[]; done?: Probe[] }) => {
          const probes = message[kind];
          if (!probes) return;
          worker.off('message', listener);
          resolve(probes);
        };
        worker.on('message', listener);
      }),
    ]);
  return {
    async peek() {
      const answer = next('peek');
      worker.postMessage('peek');
      return answer;
    },
    async stop() {
      const answer = next('done');
      worker.postMessage('stop');
      const probes = await answer;
      await worker.terminate();
      return probes;
    },
  };
}

/** The q-quantile (0..1) of values, nearest rank; NaN for none. */
export function percentile(values: readonly number[], q: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
