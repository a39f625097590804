import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimitConfig } from '../src/config';
import { createFastify } from '../src/create-fastify';
import { platformPlugin } from '../src/platform';
import { EmbeddedStore } from '../src/store';
import { buildPlatformTestApp, testConfig } from '../src/testing';

async function routes(api: FastifyInstance) {
  api.get('/things/:id', async () => ({ ok: true }));
}

const limits: RateLimitConfig = { max: 2, writeMax: 2, searchMax: 2, authMax: 2, windowMs: 60_000 };

/** The value of one sample line of the exposition text, e.g. `name{a="b"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (Prometheus)', () => {
  let app: Awaited<ReturnType<typeof buildPlatformTestApp>> | undefined;
  afterEach(async () => app?.close());

  it('exposes event-loop delay, per-route latency by status, and refusals by code; is itself never rate-limited', async () => {
    app = await buildPlatformTestApp({ routes, config: { rateLimit: limits } });
    for (let i = 0; i < 3; i++) await app.inject({ url: `/api/things/${i}`, remoteAddress: '10.2.0.1' }); // 2 × 200, 1 × 429
    let text = '';
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ url: '/metrics', remoteAddress: '10.2.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      text = res.body;
    }
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(sample(text, 'criadero_http_request_duration_seconds_count{method="GET",route="/api/things/:id",status="200"}')).toBe(2);
    expect(sample(text, 'criadero_http_request_duration_seconds_count{method="GET",route="/api/things/:id",status="429"}')).toBe(1);
    expect(sample(text, 'criadero_http_refusals_total{code="RATE_LIMITED",status="429"}')).toBe(1);
    expect(text).not.toContain('route="/metrics"');
    // the registry is there for other plugins
    expect(typeof app.metrics.registerMetric).toBe('function');
  });

  it('asks for the token when METRICS_TOKEN is set: a 401 in the API\'s error shape and language, logged in one line without a stack', async () => {
    const logLines: string[] = [];
    const config = testConfig({ metricsToken: 'prometheus-token-0123' });
    // a real pino logger into memory (the test apps log nothing): the refusal must not log a stack
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => void (logLines.push(chunk.toString()), done()) });
    app = createFastify(config, { logger: { level: 'info', stream } });
    await app.register(platformPlugin, { config, store: new EmbeddedStore(), openapi: { title: 'test', version: '0.0.0' } });
    await app.ready();
    const missing = await app.inject({ url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual({ code: 'UNAUTHENTICATED', error: expect.stringMatching(/sesión/i) });
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-wrong-tok', 'accept-language': 'en' } });
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({ status: 401, body: { code: 'UNAUTHENTICATED', error: expect.not.stringMatching(/sesión/i) } });
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer prometheus-token-0123' } })).statusCode).toBe(200);
    const logged = logLines.join('');
    expect(logged).toContain('UNAUTHENTICATED');
    expect(logged).not.toMatch(/"stack"|\bat .*\.ts:\d+/);
  });

  it('is not served in production without a token', async () => {
    app = await buildPlatformTestApp({ routes, config: { env: 'production', metricsToken: undefined } });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
