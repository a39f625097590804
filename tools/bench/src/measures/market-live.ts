import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildAxieApp, loadAxieConfig } from '@criadero/service-axie';
import { FakeMarketplace } from '@criadero/service-axie/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { testPlayer } from '@criadero/service-users/testing';
import { describeBudget, verdict, type Budgets } from '../budgets';
import type { Row } from '../report';
import { quantile } from './market-sync';

/** The live marketplace as a user with an API key runs it: the client under a rate limit, and the alerts a listing raises. */
export interface MarketLiveFigures {
  backoff: BackoffFigures;
  alerts: AlertLatencyFigures;
}

interface BackoffFigures {
  /** how long every request was refused with a bare 429 (no Retry-After) */
  throttledSeconds: number;
  /** requests the marketplace received during it, and during its part after `settleSeconds` */
  requests: number;
  settleSeconds: number;
  requestsAfterSettle: number;
  /** visitors' re-checks a second meanwhile (each through POST /api/axie/recheck) */
  visitorsPerSecond: number;
  /** baseline, same run: requests a second with the same visitors and the marketplace answering */
  baselineRequestsPerSecond: number;
  baselineSeconds: number;
  requestsPerSecondBudget: number;
}

interface LatencyRun {
  samples: number;
  /** listings made at the source whose alert never reached the page */
  missed: number;
  p50Ms: number;
  p99Ms: number;
}

interface AlertLatencyFigures {
  /** the sync's poll of the marketplace (AXIE_SYNC_POLL_MS), and whether it is the default a user gets (the smoke run shortens it) */
  pollMs: number;
  defaultPoll: boolean;
  listings: number;
  /** source → the alert on the player's open stream, with only page alerts */
  page: LatencyRun;
  /** the same while another player's watch posts to a Discord webhook that never answers */
  hangingWebhook: LatencyRun & { webhookCalls: number };
  /** requests a second the marketplace received during the runs, against AXIE_GRAPHQL_RPS */
  upstreamRequestsPerSecond: number;
  requestsPerSecondBudget: number;
}

export interface MarketLiveOptions {
  /** how long the marketplace answers only 429s, and the baseline before it */
  throttleSeconds: number;
  baselineSeconds: number;
  settleSeconds: number;
  visitorsPerSecond: number;
  /** listings made at the source per run, one every `listingEveryMs` */
  listings: number;
  listingEveryMs: number;
  /** the sync's poll; undefined: the default a user gets */
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-00';
const ALL_CLASSES = ['beast', 'aquatic', 'plant', 'bird', 'bug', 'reptile', 'mech', 'dawn', 'dusk'];

/** The axie service in process on the fake marketplace, at the settings a user gets but for `extra`. */
async function liveApp(fake: FakeMarketplace, endpoint: string, extra: Record<string, string>, discordOrigin?: string) {
  const config = loadAxieConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET, AXIE_MARKET_SOURCE: 'graphql', AXIE_GRAPHQL_URL: endpoint, AXIE_WARM_UP: 'false', ...extra });
  const store = new EmbeddedStore();
  const app = await buildAxieApp({ config, store, logger: false, alerts: discordOrigin ? { discord: { testOrigin: discordOrigin } } : {} });
  await app.ready();
  await app.axieMarket.ready();
  return { app, store, rps: config.graphql.requestsPerSecond, pollMs: config.sync.pollMs };
}

/**
 * The marketplace answers nothing but bare 429s for `throttleSeconds` while visitors ask for
 * re-checks (each a look-up at the marketplace, from many clients): the requests it receives
 * after the backoff settled are the figure. Before it, the same visitors with the marketplace
 * answering give the baseline rate.
 */
async function measureBackoff(options: MarketLiveOptions): Promise<BackoffFigures> {
  const fake = new FakeMarketplace({ size: 300, held: 0 });
  const endpoint = await fake.start();
  const { app, rps } = await liveApp(fake, endpoint, {});
  const ids = fake.listedIds();
  let visits = 0;
  const visitor = setInterval(() => {
    const k = visits++;
    // another client each time (the per-client limit is not what is measured), another axie (no coalescing)
    void app.inject({ method: 'POST', url: '/api/axie/recheck', remoteAddress: `10.1.${(k >> 8) & 255}.${k & 255}`, payload: { axieId: String(ids[k % ids.length]) } });
  }, 1000 / options.visitorsPerSecond);
  try {
    const count = (from: number, to: number) => fake.requests.filter((r) => r.at >= from && r.at < to).length;
    const baselineFrom = Date.now();
    await sleep(options.baselineSeconds * 1000);
    const baselineTo = Date.now();
    fake.throttleFor(options.throttleSeconds * 1000);
    const throttledFrom = Date.now();
    await sleep(options.throttleSeconds * 1000);
    const throttledTo = throttledFrom + options.throttleSeconds * 1000;
    return {
      throttledSeconds: options.throttleSeconds,
      requests: count(throttledFrom, throttledTo),
      settleSeconds: options.settleSeconds,
      requestsAfterSettle: count(throttledFrom + options.settleSeconds * 1000, throttledTo),
      visitorsPerSecond: options.visitorsPerSecond,
      baselineRequestsPerSecond: count(baselineFrom, baselineTo) / ((baselineTo - baselineFrom) / 1000),
      baselineSeconds: options.baselineSeconds,
      requestsPerSecondBudget: rps,
    };
  } finally {
    clearInterval(visitor);
    await app.close();
    await fake.stop();
  }
}

/** A Discord stand-in that takes every message and never answers. */
async function hangingWebhook(): Promise<{ origin: string; calls: () => number; close: () => Promise<void> }> {
  let calls = 0;
  const server: Server = createServer((request) => {
    calls++;
    request.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A player's open alert stream over HTTP: when each axie's alert arrived. */
async function openStream(base: string, headers: Record<string, string>) {
  const arrived = new Map<string, number>();
  const response = await fetch(`${base}/api/axie/alerts/stream`, { headers });
  if (response.status !== 200) throw new Error(`alert stream: ${response.status}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      for (const match of text.matchAll(/"axieId":"(\d+)"/g)) if (!arrived.has(match[1]!)) arrived.set(match[1]!, Date.now());
      text = text.slice(text.lastIndexOf('\n') + 1);
    }
  })().catch(() => undefined);
  return {
    arrived,
    close: async () => {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

/**
 * From a listing made at the (fake) marketplace to its alert on a player's open stream (what the
 * page shows), at the settings a user gets: a watch on every class, one listing every
 * `listingEveryMs`. Then the same while a second player's watch sends every alert to a Discord
 * webhook that never answers: the page must not wait for it.
 */
async function measureAlertLatency(options: MarketLiveOptions): Promise<AlertLatencyFigures> {
  const fake = new FakeMarketplace({ size: 1000, held: 2 * options.listings + 10 });
  const endpoint = await fake.start();
  const webhook = await hangingWebhook();
  const { app, store, rps, pollMs } = await liveApp(fake, endpoint, options.pollMs ? { AXIE_SYNC_POLL_MS: String(options.pollMs) } : {}, webhook.origin);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const held = fake.heldIds();
  const watch = async (headers: Record<string, string>, discordWebhookUrl?: string) => {
    const created = await app.inject({ method: 'POST', url: '/api/axie/watches', headers, payload: { name: 'Todo', filter: { classes: ALL_CLASSES }, ...(discordWebhookUrl ? { discordWebhookUrl } : {}) } });
    if (created.statusCode !== 200) throw new Error(`watch: ${created.statusCode} ${created.body}`);
  };
  const run = async (): Promise<LatencyRun> => {
    const stream = await openStream(base, player.headers);
    const listed = new Map<string, number>();
    try {
      for (let i = 0; i < options.listings; i++) {
        const id = held.pop()!;
        fake.list(id, 5 + (i % 40));
        listed.set(String(id), Date.now());
        await sleep(options.listingEveryMs);
      }
      // the last ones: a poll and the matcher's and stream's reads later, with room to spare
      const deadline = Date.now() + 3 * pollMs + 10_000;
      while (Date.now() < deadline && [...listed.keys()].some((id) => !stream.arrived.has(id))) await sleep(100);
    } finally {
      await stream.close();
    }
    const lags = [...listed].filter(([id]) => stream.arrived.has(id)).map(([id, at]) => stream.arrived.get(id)! - at);
    return { samples: lags.length, missed: listed.size - lags.length, p50Ms: quantile(lags, 0.5), p99Ms: quantile(lags, 0.99) };
  };
  const player = await testPlayer(app, store);
  try {
    await watch(player.headers);
    const requestsBefore = fake.requests.length;
    const started = Date.now();
    const page = await run();
    const other = await testPlayer(app, store);
    await watch(other.headers, 'https://discord.com/api/webhooks/123456789012345678/bench-hanging-webhook');
    const hanging = await run();
    return {
      pollMs,
      defaultPoll: options.pollMs === undefined,
      listings: options.listings,
      page,
      hangingWebhook: { ...hanging, webhookCalls: webhook.calls() },
      upstreamRequestsPerSecond: (fake.requests.length - requestsBefore) / ((Date.now() - started) / 1000),
      requestsPerSecondBudget: rps,
    };
  } finally {
    await app.close();
    await webhook.close();
    await fake.stop();
  }
}

export async function measureMarketLive(options: MarketLiveOptions): Promise<MarketLiveFigures> {
  return { backoff: await measureBackoff(options), alerts: await measureAlertLatency(options) };
}

const ms = (n: number) => (n < 10_000 ? `${Math.round(n)} ms` : `${(n / 1000).toFixed(1)} s`);
const perSecond = (n: number) => `${n.toFixed(2)}/s`;

/** The rows of the live marketplace, marked against budgets.json. */
export function marketLiveRows(f: MarketLiveFigures, budgets: Budgets): Row[] {
  const out: Row[] = [];
  const row = (figure: string, raw: number, value: string, key: keyof Budgets, unit: (n: number) => string, extra: Partial<Row> = {}) => {
    const budget = budgets[key];
    const status = verdict(raw, budget);
    out.push({ figure, raw, value, baseline: '', ratio: '', budget: describeBudget(budget, unit), status, ...(status === 'FAIL' ? { reason: `${unit(raw)} against ${describeBudget(budget, unit)}` } : {}), ...extra });
  };
  const b = f.backoff;
  const settled = b.throttledSeconds - b.settleSeconds;
  row(
    `upstream requests during ${b.throttledSeconds} s of bare 429s (no Retry-After), visitors re-checking ${b.visitorsPerSecond}/s: after the first ${b.settleSeconds} s`,
    b.requestsAfterSettle / settled,
    `${perSecond(b.requestsAfterSettle / settled)} (${b.requestsAfterSettle} in ${settled} s; ${b.requests} in all ${b.throttledSeconds} s)`,
    'backoffRequestsPerSecond',
    perSecond,
    { baseline: `marketplace answering: ${perSecond(b.baselineRequestsPerSecond)} (budget ${b.requestsPerSecondBudget}/s)`, ratio: `${((b.requestsAfterSettle / settled / b.baselineRequestsPerSecond) * 100).toFixed(0)} %` },
  );
  const a = f.alerts;
  const lag = (r: LatencyRun) => `p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)} (${r.samples} alerts${r.missed ? `, ${r.missed} never arrived` : ''})`;
  const within = `poll ${ms(a.pollMs)}, ${perSecond(a.upstreamRequestsPerSecond)} to the marketplace (budget ${a.requestsPerSecondBudget}/s)`;
  // an alert that never arrived counts as an infinite lag
  const p99 = (r: LatencyRun) => (r.missed ? Number.POSITIVE_INFINITY : r.p99Ms);
  row(`source → alert in the page p99, fake marketplace at ${a.defaultPoll ? 'the default settings' : 'a shortened poll'} (${within})`, p99(a.page), lag(a.page), 'alertLatencyP99Ms', ms);
  row(`source → alert in the page p99, another player's Discord webhook hanging (${a.hangingWebhook.webhookCalls} calls unanswered)`, p99(a.hangingWebhook), lag(a.hangingWebhook), 'alertLatencyP99Ms', ms, {
    baseline: `no webhook: p99 ${ms(a.page.p99Ms)}`,
    ratio: `×${(a.hangingWebhook.p99Ms / a.page.p99Ms).toFixed(2)}`,
  });
  return out;
}
