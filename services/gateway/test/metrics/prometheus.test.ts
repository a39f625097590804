import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { startPrometheus, type RunningPrometheus } from '@criadero/service-kit/testing';
import { gatewayOn, suiteConfig } from '../support/gateway-on-store';

const TOKEN = 'prometheus-scrape-token-0123456789';

/**
 * A real Prometheus (Debian's package) on loopback scrapes the whole gateway's /metrics with the
 * METRICS_TOKEN a production deployment sets, and the series come back through its HTTP API.
 */
describe('the gateway scraped by Prometheus', () => {
  let app: FastifyInstance;
  let prometheus: RunningPrometheus;
  beforeAll(async () => {
    app = await gatewayOn(new EmbeddedStore(), suiteConfig({ METRICS_TOKEN: TOKEN }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    prometheus = await startPrometheus(`127.0.0.1:${address.port}`, { bearerToken: TOKEN });
  }, 60_000);
  afterAll(async () => {
    await prometheus?.stop();
    await app?.close();
  });

  it('reads the gateway\'s request latency, refusals, event-loop delay and market sync back from Prometheus', async () => {
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    for (let i = 0; i < 7; i++) expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/users/me`)).status).toBe(401);
    // without the token the gateway refuses the scrape
    expect((await fetch(`${base}/metrics`)).status).toBe(401);

    const health = 'criadero_http_request_duration_seconds_count{job="criadero",route="/api/health",status="200"}';
    let samples: Awaited<ReturnType<RunningPrometheus['query']>> = [];
    for (let tries = 0; tries < 150 && (samples[0]?.value ?? 0) < 7; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      samples = await prometheus.query(health);
    }
    expect(samples).toHaveLength(1);
    expect(samples[0]!.value).toBe(7);
    expect((await prometheus.query('up{job="criadero"}'))[0]?.value).toBe(1);
    expect((await prometheus.query('criadero_http_refusals_total{code="UNAUTHENTICATED"}'))[0]?.value).toBeGreaterThanOrEqual(1);
    expect((await prometheus.query('nodejs_eventloop_lag_p99_seconds{job="criadero"}'))).toHaveLength(1);
    // the Axie market sync (switched off in the gateway suites: nothing applied, nothing degraded)
    expect((await prometheus.query('criadero_axie_market_changes_applied_total{job="criadero"}'))[0]?.value).toBe(0);
    expect((await prometheus.query('criadero_axie_market_degraded{job="criadero"}'))[0]?.value).toBe(0);
  }, 60_000);
});

describe('the gateway\'s metric names', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gatewayOn(new EmbeddedStore(), suiteConfig({ METRICS_TOKEN: TOKEN }));
  }, 60_000);
  afterAll(async () => app?.close());

  it('names every series as Prometheus asks: counters end in _total and nothing else does, units in base units (seconds, bytes)', async () => {
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const types = [...res.body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name: name!, type: type! }));
    expect(types.length).toBeGreaterThan(20);
    for (const { name, type } of types) {
      if (type === 'counter') expect(name).toMatch(/_total$/);
      // ours only: prom-client's default gauges nodejs_active_{handles,requests,resources}_total keep the names it gives them
      if (name.startsWith('criadero_')) expect({ name, counter: type === 'counter' }).toEqual({ name, counter: name.endsWith('_total') });
      expect(name).not.toMatch(/_(ms|milliseconds|minutes|hours|kb|mb|kilobytes|megabytes)(_|$)/);
    }
    expect(types.filter((t) => t.name.startsWith('criadero_'))).toEqual(
      expect.arrayContaining([
        { name: 'criadero_http_request_duration_seconds', type: 'histogram' },
        { name: 'criadero_http_refusals_total', type: 'counter' },
        { name: 'criadero_axie_market_changes_applied_total', type: 'counter' },
        { name: 'criadero_axie_market_sync_lag_seconds', type: 'gauge' },
      ]),
    );
  });
});
