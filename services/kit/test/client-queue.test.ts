import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedStore, type Store, type StoredDoc } from '../src/store';
import { buildPlatformTestApp } from '../src/testing';

/** A route that holds every request until `open()`; counts how many are inside it. */
function gatedRoutes() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const state = { inside: 0, most: 0, open: () => open() };
  const routes = async (api: FastifyInstance) => {
    api.get('/slow', async () => {
      state.inside++;
      state.most = Math.max(state.most, state.inside);
      await gate;
      state.inside--;
      return { ok: true };
    });
    api.get('/fast', async () => ({ ok: true }));
    api.post('/fast', async () => ({ ok: true }));
    // a stream held open while it waits for events, like the alerts' Server-Sent Events
    api.get('/stream', { config: { longLived: true } }, async () => {
      await gate;
      return { ok: true };
    });
  };
  return { state, routes };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A request over its own connection (closed after the answer): the status code, or the error's name. */
function call(url: string, options: { signal?: AbortSignal; headers?: Record<string, string>; body?: unknown } = {}): Promise<number | string> {
  return new Promise((resolve) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers = { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
    const request = http.request(url, { method: body ? 'POST' : 'GET', agent: false, signal: options.signal, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    request.on('error', (error) => resolve(error.name));
    request.end(body);
  });
}

/** An embedded store whose session reads wait while `control.held` is set (a slow database). */
function storeWithSlowSessions() {
  const control: { held: Promise<void> | null } = { held: null };
  const store = new EmbeddedStore();
  const collection: Store['collection'] = <T extends StoredDoc>(name: string) => {
    const inner = store.collection<T>(name);
    if (name !== 'sessions') return inner;
    return new Proxy(inner, {
      get: (target, key) =>
        key === 'findOne'
          ? async (...args: Parameters<typeof target.findOne>) => {
              await control.held;
              return target.findOne(...args);
            }
          : Reflect.get(target, key, target),
    });
  };
  return { store: new Proxy(store, { get: (target, key) => (key === 'collection' ? collection : Reflect.get(target, key, target)) }), control };
}

describe('per-client line for API requests', () => {
  let app: Awaited<ReturnType<typeof buildPlatformTestApp>> | undefined;
  afterEach(async () => app?.close());

  it('serves a burst in turn: `running` at once, the rest wait, none is refused while the line has room', async () => {
    const { state, routes } = gatedRoutes();
    app = await buildPlatformTestApp({ routes, platform: { clientQueue: { running: 2, waiting: 10 } } });
    const burst = Array.from({ length: 10 }, () => app!.inject({ url: '/api/slow', remoteAddress: '10.1.0.1' }));
    await tick();
    expect(state.inside).toBe(2);
    // another client is not held behind this one's line
    expect((await app.inject({ url: '/api/fast', remoteAddress: '10.1.0.2' })).statusCode).toBe(200);
    state.open();
    const codes = (await Promise.all(burst)).map((res) => res.statusCode);
    expect(codes).toEqual(Array(10).fill(200));
    expect(state.most).toBe(2);
  });

  it('gives a long-lived stream no place in the line: open streams never hold the client\'s other requests', async () => {
    const { state, routes } = gatedRoutes();
    app = await buildPlatformTestApp({ routes, platform: { clientQueue: { running: 1, waiting: 1 } } });
    const streams = Array.from({ length: 3 }, () => app!.inject({ url: '/api/stream', remoteAddress: '10.1.0.9' }));
    await tick();
    expect((await app.inject({ url: '/api/fast', remoteAddress: '10.1.0.9' })).statusCode).toBe(200);
    state.open();
    expect((await Promise.all(streams)).map((res) => res.statusCode)).toEqual([200, 200, 200]);
  });

  it('refuses beyond the line with 429 RATE_LIMITED and a Retry-After, in the API error format', async () => {
    const { state, routes } = gatedRoutes();
    app = await buildPlatformTestApp({ routes, platform: { clientQueue: { running: 1, waiting: 2 } } });
    const burst = Array.from({ length: 5 }, () => app!.inject({ url: '/api/slow', remoteAddress: '10.1.0.3', headers: { 'accept-language': 'en' } }));
    await tick();
    state.open();
    const answers = await Promise.all(burst);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', error: expect.any(String) });
    // the line emptied: the client is served again
    expect((await app.inject({ url: '/api/fast', remoteAddress: '10.1.0.3' })).statusCode).toBe(200);
  });

  it('counts a signed-in player by account, wherever the requests come from', async () => {
    const { state, routes } = gatedRoutes();
    app = await buildPlatformTestApp({ routes, platform: { clientQueue: { running: 1, waiting: 0 } } });
    const { accountId } = await app.identity.wallets.accountForLogin('0x' + 'a1'.repeat(20));
    const { token } = await app.identity.sessions.create(accountId, '0x' + 'a1'.repeat(20), 60_000);
    const headers = { authorization: `Bearer ${token}` };
    const first = app.inject({ url: '/api/slow', remoteAddress: '10.1.0.4', headers });
    await tick();
    expect((await app.inject({ url: '/api/fast', remoteAddress: '10.1.0.5', headers })).statusCode).toBe(429);
    expect((await app.inject({ url: '/api/fast', remoteAddress: '10.1.0.5' })).statusCode).toBe(200);
    state.open();
    expect((await first).statusCode).toBe(200);
  });

  it('frees the place of a request whose client hung up while it waited in line: the client is served again', async () => {
    const { state, routes } = gatedRoutes();
    app = await buildPlatformTestApp({ routes, platform: { clientQueue: { running: 1, waiting: 5 } } });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const held = call(`${base}/api/slow`);
    await tick();
    // a load tester stopping, or a player closing the tab: three requests dropped while in line
    const dropped = Array.from({ length: 3 }, () => new AbortController());
    const waiting = dropped.map((hangUp) => call(`${base}/api/slow`, { signal: hangUp.signal }));
    await tick();
    for (const hangUp of dropped) hangUp.abort();
    expect(await Promise.all(waiting)).toEqual(['AbortError', 'AbortError', 'AbortError']);
    await tick();
    state.open();
    expect(await held).toBe(200);
    // each dropped request took its turn and gave it back: the line is empty again
    expect(await call(`${base}/api/fast`, { signal: AbortSignal.timeout(5_000) })).toBe(200);
  });

  it('takes no place for a request whose client hung up before it reached the line (while its session was read)', async () => {
    const { routes } = gatedRoutes();
    const { store, control } = storeWithSlowSessions();
    app = await buildPlatformTestApp({ routes, store, platform: { clientQueue: { running: 1, waiting: 5 } } });
    const { accountId } = await app.identity.wallets.accountForLogin('0x' + 'a2'.repeat(20));
    const { token } = await app.identity.sessions.create(accountId, '0x' + 'a2'.repeat(20), 60_000);
    const headers = { authorization: `Bearer ${token}` };
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    let readSessions!: () => void;
    control.held = new Promise((resolve) => (readSessions = resolve));
    const dropped = Array.from({ length: 3 }, () => new AbortController());
    const calls = dropped.map((hangUp, i) => call(`${base}/api/fast`, { signal: hangUp.signal, headers, body: { search: i } }));
    await tick();
    for (const hangUp of dropped) hangUp.abort();
    expect(await Promise.all(calls)).toEqual(['AbortError', 'AbortError', 'AbortError']);
    await tick();
    control.held = null;
    readSessions();
    await tick();
    expect(await call(`${base}/api/fast`, { signal: AbortSignal.timeout(5_000), headers, body: { search: 'next' } })).toBe(200);
  });

  it('never holds health, readiness or the site', async () => {
    const { state, routes } = gatedRoutes();
    app = await buildPlatformTestApp({ routes, platform: { clientQueue: { running: 1, waiting: 0 } } });
    const held = app.inject({ url: '/api/slow', remoteAddress: '10.1.0.6' });
    await tick();
    for (const url of ['/api/health', '/api/ready']) expect((await app.inject({ url, remoteAddress: '10.1.0.6' })).statusCode, url).toBe(200);
    state.open();
    expect((await held).statusCode).toBe(200);
  });
});
