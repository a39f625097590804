import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '@criadero/service-kit/store';
import { gatewayOn, signedIn, suiteConfig } from '../support/gateway-on-store';
import { RestartableFerretDb } from '../support/restartable-ferretdb';

/**
 * What an operator asks of a database outage: answers in milliseconds, not after the driver's
 * server selection timeout (5 s where production opens the store). Measured here: median 0-3 ms,
 * slowest 14-104 ms over 30 answers. The bound leaves a shared machine's pauses room and stays
 * far under that timeout, which every call of the old behaviour waited out.
 */
const FAST_MS = 2_000;

interface Timed {
  status: number;
  code: string | undefined;
  ms: number;
}

/**
 * FerretDB (a real MongoDB-wire server) stops under a gateway whose store was opened as
 * production opens it (openStore, default timeouts): signed-in calls and readiness answer 503 at
 * once, visitors' public reads still work, and once the database is back the same process serves
 * again by itself.
 */
describe('the database is down: answers come at once, and recovery needs no restart', () => {
  const db = new RestartableFerretDb();
  let store: Store;
  let app: FastifyInstance;
  let player: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    await db.start();
    const quiet = { info: () => {}, warn: () => {} };
    store = await openStore({ mongodbUri: db.uri, mongodbDb: `criadero_down_${randomBytes(5).toString('hex')}`, log: quiet });
    app = await gatewayOn(store, suiteConfig());
    player = await signedIn(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await db.dispose();
  });

  async function timed(url: string, headers: Record<string, string> = {}): Promise<Timed> {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const ms = performance.now() - started;
    return { status: res.statusCode, code: res.headers['content-type']?.includes('json') ? (res.json() as { code?: string }).code : undefined, ms };
  }

  it('signed-in calls and /api/ready answer 503 NOT_READY at once while it is down; it serves again once it is back', async () => {
    expect((await timed('/api/users/me', player.headers)).status).toBe(200);
    await db.kill();
    // from the first call after the crash: the driver's connections are broken, its monitor has not noticed yet
    const answers: Array<Timed & { url: string }> = [];
    for (let i = 0; i < 10; i++) {
      for (const url of ['/api/users/me', '/api/billing/history', '/api/ready']) answers.push({ url, ...(await timed(url, url === '/api/ready' ? {} : player.headers)) });
    }
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(`database down: ${answers.length} answers, slowest ${slowest.toFixed(0)} ms, median ${answers.map((a) => a.ms).sort((a, b) => a - b)[answers.length >> 1]!.toFixed(0)} ms`);
    for (const answer of answers) {
      expect({ url: answer.url, status: answer.status, code: answer.code }).toEqual({ url: answer.url, status: 503, code: 'NOT_READY' });
      expect(answer.ms, answer.url).toBeLessThan(FAST_MS);
    }
    // a visitor's public read needs no database
    expect((await timed('/api/tokens/catalog')).status).toBe(200);

    await db.start();
    const restarted = performance.now();
    while ((await timed('/api/ready')).status !== 200) {
      if (performance.now() - restarted > 30_000) throw new Error('the gateway did not recover within 30 s of the database coming back');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`recovered ${(performance.now() - restarted).toFixed(0)} ms after FerretDB was back`);
    expect(await timed('/api/users/me', player.headers)).toMatchObject({ status: 200 });
  }, 180_000);
});
