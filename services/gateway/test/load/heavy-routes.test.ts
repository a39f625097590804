import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { gatewayOn, suiteConfig } from '../support/gateway-on-store';
import { heavyRequests, percentile, send, startProber, type HeavyRequest, type Probe, type RequestOutcome } from './heavy-requests';

/** The issue's market: 20,000 axies (18,206 sales) on the default embedded store. */
const AXIES = 20_000;
/** every health probe must answer within this while the heavy requests run */
const PROBE_BUDGET_MS = 200;
/**
 * A route whose probes went over budget is sent again, up to this many times, and fails only if
 * every attempt delayed a probe: a request that holds the event loop does it every time, while a
 * shared CI machine sometimes leaves a thread unscheduled for a moment whatever it runs.
 */
const ATTEMPTS = 3;

/**
 * Load test: the worst request of every planner, optimizer, ranking and aggregation
 * route at its schema's limits, one after another through the real socket, while another thread
 * probes /api/health every 20 ms. No request may hold the event loop long enough to delay a probe
 * past 200 ms. Prints each request's time and the probes' p99 during it (the resolve figures).
 */
describe('heavy routes under a health probe (load)', () => {
  const store = new EmbeddedStore();
  let app: Awaited<ReturnType<typeof gatewayOn>>;
  let baseUrl: string;
  let requests: (pass: number) => HeavyRequest[];

  beforeAll(async () => {
    app = await gatewayOn(store, suiteConfig({ AXIE_MARKET_SIZE: String(AXIES) }));
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    // the market loads (and its sales index builds) before the probing starts
    await app.inject({ method: 'POST', url: '/api/axie/sales-history', payload: {} });
    requests = await heavyRequests(app, store);
    // a first pass pays the one-time costs (worker threads start and load their task modules,
    // each route's first answer): the probed passes measure the steady state
    for (const request of requests(0)) await send(baseUrl, request);
  }, 180_000);
  afterAll(async () => app?.close());

  it('keeps /api/health answering within 200 ms during each worst request', async () => {
    const probeEveryMs = 20;
    const prober = startProber(`${baseUrl}/api/health`, probeEveryMs);
    await new Promise((resolve) => setTimeout(resolve, 200)); // idle probes first
    const attempts: RequestOutcome[][] = [];
    for (let pass = 1; pass <= ATTEMPTS; pass++) {
      const retry = pass === 1 ? null : new Set(attempts.flatMap((list) => list.filter((o) => o.slowProbe).map((o) => o.name)));
      const outcomes: RequestOutcome[] = [];
      for (const request of requests(pass)) {
        if (!retry || retry.has(request.name)) outcomes.push(await send(baseUrl, request));
      }
      attempts.push(outcomes);
      // mark the attempts that delayed a probe, from the probes so far
      const soFar = await prober.peek();
      for (const o of outcomes) o.slowProbe = soFar.some((p) => p.sentAt >= o.startedAt && p.sentAt <= o.endedAt && p.ms > PROBE_BUDGET_MS);
      if (!outcomes.some((o) => o.slowProbe)) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const probes = await prober.stop();
    const probingMs = performance.timeOrigin + performance.now() - (probes[0]?.sentAt ?? Infinity);

    const during = (o: RequestOutcome) => probes.filter((p: Probe) => p.sentAt >= o.startedAt && p.sentAt <= o.endedAt).map((p) => p.ms);
    const first = attempts[0]!;
    // per route: its best attempt (the last one, since only attempts that delayed a probe are repeated)
    const best = first.map((o) => attempts.flat().filter((a) => a.name === o.name).at(-1)!);
    const report = best.map((o) => {
      const ms = during(o);
      const tries = attempts.flat().filter((a) => a.name === o.name).length;
      return `${o.name.padEnd(52)} ${String(o.status).padStart(3)} ${(o.code ?? '').padEnd(15)} ${o.ms.toFixed(0).padStart(6)} ms   probes ${String(ms.length).padStart(3)}  p99 ${ms.length ? percentile(ms, 0.99).toFixed(1) : '-'} ms${tries > 1 ? `  (attempt ${tries})` : ''}`;
    });
    const all = probes.map((p) => p.ms);
    console.log(['worst request per heavy route (status, code, time; health probes sent during it)', ...report, `all ${all.length} probes: p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms`].join('\n'));

    // every route answered, none with a server error: a bounded refusal (422/503 with a code) is fine
    for (const o of attempts.flat()) {
      expect(o.status, `${o.name}: ${o.status} ${o.code}`).not.toBe(500);
      if (o.status >= 400) expect(['TOO_COMPLEX', 'COMPUTE_TIMEOUT'], o.name).toContain(o.code);
    }
    expect(first.filter((o) => o.status === 200).length).toBeGreaterThanOrEqual(first.length - 2);
    // the prober kept probing the whole time: from its first probe on, at least half the probes its interval
    // allows in the time it was not waiting for an answer (each probe waits for the last one's answer, so a
    // slow answer rightly means fewer probes); a fixed count would measure the routes' speed instead
    const waitingMs = probes.reduce((sum, p) => sum + (Number.isFinite(p.ms) ? p.ms : 5000), 0);
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.length).toBeGreaterThanOrEqual(Math.floor((probingMs - waitingMs) / probeEveryMs / 2));
    const slow = best.filter((o) => o.slowProbe).map((o) => `${o.name} (${Math.max(...during(o)).toFixed(0)} ms)`);
    expect(slow, `routes that delayed a health probe past ${PROBE_BUDGET_MS} ms on every attempt`).toEqual([]);
  }, 120_000);
});
