import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { FakeMarketplace } from '../src/testing/fake-marketplace';
import { buildTestApp, type AxieTestApp } from './helpers';

/**
 * POST /api/axie/recheck is free and asks the marketplace: limited per client, and one look-up
 * per axie answers everyone asking at once (real HTTP to the fake marketplace).
 */
describe('re-checks: limited per client, coalesced per axie', () => {
  const fake = new FakeMarketplace({ size: 60, held: 0 });
  let app: AxieTestApp;

  beforeAll(async () => {
    await fake.start();
    app = await buildTestApp({
      store: new EmbeddedStore(),
      config: {
        marketSource: 'graphql',
        graphql: { endpoint: fake.endpoint, apiKey: undefined, requestsPerSecond: 40, maxRetries: 1, timeoutMs: 2000, pageSize: 50, maxItems: 1000 },
        sync: { enabled: true, pollMs: 60_000, sweepMs: 3_600_000, degradedAfterMs: 120_000, recheckTtlMs: 30_000, sampleChangesPerSecond: 0 },
        // a small limit, so the test reaches it in a few calls
        recheckPerMinute: 5,
      },
    });
    await app.axieMarket.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });

  const recheck = (axieId: number, remoteAddress = '127.0.0.1') => app.inject({ method: 'POST', url: '/api/axie/recheck', payload: { axieId: String(axieId) }, remoteAddress });

  it('answers a client its limit, then 429 in its language; another client is not held', async () => {
    const [, id] = fake.listedIds();
    // one after the other: @fastify/rate-limit's in-process store hands concurrent calls one shared
    // counter object, so a burst of one client's calls in the same tick all read its final count
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await recheck(id!, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await recheck(id!, '10.0.0.1');
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', error: 'Demasiadas solicitudes, espera un momento' });
    expect((await recheck(id!, '10.0.0.2')).statusCode).toBe(200);
  });

  it('asks the marketplace once for an axie however many ask at once, and answers them all alike', async () => {
    const [id] = fake.listedIds();
    const start = Date.now();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => recheck(id!, `10.0.1.${i}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const bodies = answers.map((a) => a.json<{ status: string; checkedAt: string }>());
    expect(new Set(bodies.map((a) => `${a.status}:${a.checkedAt}`)).size).toBe(1);
    expect(bodies[0]!.status).toBe('listed');
    expect(fake.requests.filter((r) => r.at >= start && r.operationName === 'GetAxieDetail')).toHaveLength(1);
  });
});
