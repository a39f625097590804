import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig, type RateLimitConfig } from '../src/config';
import { routeKind } from '../src/plugins/rate-limit';
import { buildPlatformTestApp, startRedis, type RunningRedis } from '../src/testing';

async function routes(api: FastifyInstance) {
  api.get('/things', async () => ({ ok: true }));
  api.post('/things', async () => ({ ok: true }));
  api.post('/horse/search', async () => ({ ok: true }));
}

async function login(app: FastifyInstance, address: string) {
  const { accountId } = await app.identity.wallets.accountForLogin(address);
  const { token } = await app.identity.sessions.create(accountId, address, 60_000);
  return { authorization: `Bearer ${token}` };
}

const limits = (overrides: Partial<RateLimitConfig> = {}): RateLimitConfig => ({ max: 3, writeMax: 2, searchMax: 1, authMax: 2, windowMs: 60_000, ...overrides });

describe('which requests count against which limit', () => {
  it('never limits the site (shell files, pages, registry), health or readiness', () => {
    for (const path of ['/', '/main.3f2a.js', '/favicon.svg', '/axie-infinity-tools/breeding-calculator', '/remotes.json', '/apiary', '/api/health', '/api/ready', '/api/health/']) {
      expect(routeKind('GET', path), path).toBeNull();
    }
  });

  it('sorts API calls into reads, writes and paid searches', () => {
    expect(routeKind('GET', '/api/users/me', '/api/users/me')).toBe('read');
    expect(routeKind('GET', '/api/no-such-route')).toBe('read');
    expect(routeKind('POST', '/api/users/saveConfig', '/api/users/saveConfig')).toBe('write');
    expect(routeKind('DELETE', '/api/craft-world/setups/7', '/api/craft-world/setups/:id')).toBe('write');
    for (const route of ['/api/search', '/api/breeding-search', '/api/horse/search', '/api/apeiron/market/search', '/api/lumiterra/marketplace/search']) {
      expect(routeKind('POST', route, route), route).toBe('search');
    }
  });
});

describe('rate limits per IP and per account', () => {
  let app: Awaited<ReturnType<typeof buildPlatformTestApp>>;
  beforeAll(async () => {
    app = await buildPlatformTestApp({ routes, config: { rateLimit: limits() } });
  });
  afterAll(() => app.close());

  const get = (remoteAddress: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/things', remoteAddress, headers });

  it('answers a JSON 429 with Retry-After once an address spends its reads; other addresses keep theirs', async () => {
    for (let i = 0; i < 3; i++) expect((await get('10.0.1.1')).statusCode).toBe(200);
    const limited = await get('10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Demasiadas solicitudes, espera un momento' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('10.0.1.2')).statusCode).toBe(200);
  });

  it('never limits health and readiness, even for an exhausted address', async () => {
    for (let i = 0; i < 4; i++) await get('10.0.2.1');
    for (let i = 0; i < 20; i++) {
      expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.2.1' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/ready', remoteAddress: '10.0.2.1' })).statusCode).toBe(200);
    }
  });

  it('gives reads, writes and paid searches their own budgets', async () => {
    const post = (url: string) => app.inject({ method: 'POST', url, remoteAddress: '10.0.3.1', payload: {} });
    expect((await post('/api/horse/search')).statusCode).toBe(200);
    expect((await post('/api/horse/search')).statusCode).toBe(429);
    expect((await post('/api/things')).statusCode).toBe(200);
    expect((await post('/api/things')).statusCode).toBe(200);
    expect((await post('/api/things')).statusCode).toBe(429);
    expect((await get('10.0.3.1')).statusCode).toBe(200);
  });

  it('a new session gives no fresh budget: the address and the account are both counted', async () => {
    const address = '0x' + 'c3'.repeat(20);
    // the account spends its reads from one address...
    for (let i = 0; i < 3; i++) expect((await get('10.0.4.1', await login(app, address))).statusCode).toBe(200);
    // ...a new session on the same address is refused (the address's bucket)
    expect((await get('10.0.4.1', await login(app, address))).statusCode).toBe(429);
    // ...and so is a new session from a fresh address (the account's bucket)
    expect((await get('10.0.4.2', await login(app, address))).statusCode).toBe(429);
    // another account on that fresh address is served
    expect((await get('10.0.4.2', await login(app, '0x' + 'c4'.repeat(20)))).statusCode).toBe(200);
    // signing in on an exhausted address does not reset it
    for (let i = 0; i < 3; i++) await get('10.0.4.3');
    expect((await get('10.0.4.3', await login(app, '0x' + 'c5'.repeat(20)))).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('reads false or proxy addresses, and refuses anything that would trust a direct client', () => {
    const read = (value: string) => loadPlatformConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadPlatformConfig({}).trustProxy).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('127.0.0.1, 10.0.0.0/8,loopback')).toBe('127.0.0.1,10.0.0.0/8,loopback');
    // a hop count or `true` trusts whoever connects: a client reaching the port directly names itself
    for (const value of ['1', '2', 'true', 'yes']) expect(() => read(value), value).toThrow(/TRUST_PROXY.*addresses/);
    expect(() => read('nginx.internal')).toThrow(/TRUST_PROXY/);
  });

  // what nginx sends with proxy_add_x_forwarded_for: whatever the client claimed, then the client's real address
  const forwarded = (client: string, claimed?: string) => ({ 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client });

  it('counts the client named by the proxy only when the proxy is trusted, and a forged header gets no fresh budget', async () => {
    const through = async (trustProxy: string) => {
      const { trustProxy: trust } = loadPlatformConfig({ TRUST_PROXY: trustProxy });
      const app = await buildPlatformTestApp({ routes, config: { rateLimit: limits({ max: 2 }), trustProxy: trust } });
      const via = (client: string, claimed?: string) => app.inject({ method: 'GET', url: '/api/things', remoteAddress: '127.0.0.1', headers: forwarded(client, claimed) });
      const codes = [];
      for (const [client, claimed] of [['198.51.100.1'], ['198.51.100.1'], ['198.51.100.1', '203.0.113.77'], ['198.51.100.2']] as const) {
        codes.push((await via(client, claimed)).statusCode);
      }
      await app.close();
      return codes;
    };
    // behind the trusted proxy: one budget per real client, forged entries ignored
    expect(await through('127.0.0.1')).toEqual([200, 200, 429, 200]);
    // not trusted: every visitor shares the proxy's address
    expect(await through('false')).toEqual([200, 200, 429, 429]);
  });

  it('a client reaching the gateway directly cannot name another address to escape its limit', async () => {
    const { trustProxy } = loadPlatformConfig({ TRUST_PROXY: '10.0.0.5' });
    const app = await buildPlatformTestApp({ routes, config: { rateLimit: limits({ max: 3 }), trustProxy } });
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const direct = await app.inject({ method: 'GET', url: '/api/things', remoteAddress: '203.0.113.9', headers: forwarded(`198.51.100.${i}`) });
      codes.push(direct.statusCode);
    }
    await app.close();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

describe('shared counters on Redis (REDIS_URL)', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  it('two instances on one Redis share one budget instead of allowing twice it', async () => {
    const config = { rateLimit: limits({ max: 5, redisUrl: redis.url }) };
    const [a, b] = [await buildPlatformTestApp({ routes, config }), await buildPlatformTestApp({ routes, config })];
    try {
      const codes = [];
      for (let i = 0; i < 10; i++) codes.push((await (i % 2 ? b : a).inject({ method: 'GET', url: '/api/things', remoteAddress: '10.0.5.1' })).statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.slice(5)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('lets requests through (uncounted) while Redis is down, instead of failing the site', async () => {
    const own = await startRedis();
    const app = await buildPlatformTestApp({ routes, config: { rateLimit: limits({ max: 2, redisUrl: own.url }) } });
    try {
      await own.stop();
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await app.inject({ method: 'GET', url: '/api/things', remoteAddress: '10.0.6.1' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200]);
    } finally {
      await app.close();
    }
  });

  it('refuses to start on a REDIS_URL that does not answer, naming it', async () => {
    await expect(buildPlatformTestApp({ routes, config: { rateLimit: limits({ redisUrl: 'redis://127.0.0.1:1' }) } })).rejects.toThrow(/REDIS_URL: could not connect/);
  });
});
