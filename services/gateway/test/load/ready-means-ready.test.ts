import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import { startFerretDb, type RunningFerretDb } from '@criadero/service-kit/testing';
import { signInOverHttp, startGatewayProcess, stopGatewayProcess, waitUntilReady, type GatewayProcess } from '../support/gateway-process';

const SIGNED_IN_REQUESTS = 30;
const PAID_SEARCH_BURST = 50;

/**
 * What a load balancer does after a deploy: restart the instance, poll /api/ready, and send it
 * players' traffic as soon as it says 200. The gateway runs as `npm start` does (load shedding
 * on, the full 20,000-axie sample market loaded at start-up); none of the signed-in requests
 * sent right after "ready" may be shed (503 BUSY), nor any of one player's burst of 50 paid
 * searches (they wait their turn in the player's line).
 */
describe.each([
  ['the embedded store', () => ({ env: { CRIADERO_DATA_DIR: mkdtempSync(join(tmpdir(), 'criadero-ready-')) } })],
  ['FerretDB', async () => ({ ferret: await startFerretDb() })],
])('after a restart on %s, /api/ready means ready', (_name, storeFor) => {
  let gateway: GatewayProcess | undefined;
  let ferret: RunningFerretDb | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    if (gateway) {
      if (gateway.child.exitCode !== null) console.log(`gateway exited ${gateway.child.exitCode}:\n${gateway.output()}`);
      await stopGatewayProcess(gateway, 'SIGKILL');
    }
    await ferret?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers all ${SIGNED_IN_REQUESTS} signed-in requests sent as soon as it is ready, none 503`, async () => {
    const store = await storeFor();
    ferret = 'ferret' in store ? store.ferret : undefined;
    dataDir = 'env' in store ? store.env.CRIADERO_DATA_DIR : undefined;
    const env = {
      ...(dataDir ? { CRIADERO_DATA_DIR: dataDir } : { MONGODB_URI: ferret!.uri, MONGODB_DB: `ready_${randomBytes(4).toString('hex')}` }),
      SESSION_SECRET: 'ready-means-ready-secret-ready-means-ready',
    };
    gateway = await startGatewayProcess(env);
    await waitUntilReady(gateway.url);
    const cookie = await signInOverHttp(gateway.url, Wallet.createRandom());
    await stopGatewayProcess(gateway);

    gateway = await startGatewayProcess(env);
    await waitUntilReady(gateway.url);
    const url = gateway.url;
    const requests = Array.from({ length: SIGNED_IN_REQUESTS }, (_, i) =>
      i % 2 === 0
        ? fetch(`${url}/api/users/me`, { headers: { cookie } })
        : fetch(`${url}/api/search`, {
            method: 'POST',
            headers: { cookie, origin: url, 'content-type': 'application/json' },
            body: JSON.stringify({ requestId: `ready-${i}`, classes: ['beast'] }),
          }),
    );
    const statuses = await Promise.all(requests.map(async (request) => (await request).status));
    console.log(`signed-in requests right after ready (${_name}): ${statuses.join(' ')}`);
    expect(statuses.filter((status) => status === 503)).toEqual([]);
    expect(statuses.filter((_, i) => i % 2 === 0)).toEqual(Array(SIGNED_IN_REQUESTS / 2).fill(200));

    // one player's burst of paid searches waits its turn instead of being shed (this player has no credits: 402 each, or 200 where a search is free)
    const health = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 20)); // once the burst is in
      const started = performance.now();
      const res = await fetch(`${url}/api/health`);
      return `${res.status} in ${(performance.now() - started).toFixed(0)} ms`;
    })();
    const burst = await Promise.all(
      Array.from({ length: PAID_SEARCH_BURST }, (_, i) =>
        fetch(`${url}/api/search`, {
          method: 'POST',
          headers: { cookie, origin: url, 'content-type': 'application/json' },
          body: JSON.stringify({ requestId: `burst-${i}`, classes: ['aquatic'] }),
        }).then((res) => res.status),
      ),
    );
    console.log(`one player's ${PAID_SEARCH_BURST} parallel paid searches (${_name}): ${burst.join(' ')}; health during the burst: ${await health}`);
    expect(burst.filter((status) => status !== 200 && status !== 402)).toEqual([]);

    // the player gives up on a burst (closes the tab) as soon as the first answer is in, while
    // most of it still waits in line: those places are given up, and the player is served again
    const hangUp = new AbortController();
    const abandoned = Array.from({ length: PAID_SEARCH_BURST }, (_, i) =>
      fetch(`${url}/api/search`, {
        method: 'POST',
        headers: { cookie, origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ requestId: `abandoned-${i}`, classes: ['plant'] }),
        signal: hangUp.signal,
      }).then((res) => res.status, (error: Error) => error.name),
    );
    await Promise.race(abandoned);
    hangUp.abort();
    const dropped = (await Promise.all(abandoned)).filter((status) => status === 'AbortError').length;
    // a line still held by the dropped requests would never answer: the wait is bounded so the test says so
    const after = await fetch(`${url}/api/search`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: 'after-abandoned', classes: ['plant'] }),
      signal: AbortSignal.timeout(60_000),
    }).then((res) => res.status, (error: Error) => error.name);
    console.log(`one player's abandoned burst (${_name}): ${dropped} of ${PAID_SEARCH_BURST} dropped in line; the next search: ${after}`);
    expect(dropped).toBeGreaterThan(0);
    expect([200, 402]).toContain(after);
  }, 400_000);
});
