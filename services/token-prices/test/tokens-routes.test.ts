import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '@criadero/service-kit';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { buildMarketApp } from '../src/app';
import { loadTokenPricesConfig, type TokenPricesConfig } from '../src/config';
import { recordedAnswers, serveCoinGecko } from './coingecko-stub';

const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'market-test-secret-market-test-secret-00' };

function config(extra: Record<string, string> = {}): TokenPricesConfig {
  return { ...loadTokenPricesConfig({ ...env, ...extra }), platform: { ...loadPlatformConfig(env), rateLimit: { max: 1000, windowMs: 60_000, authMax: 1000 } } };
}

async function build(cfg: TokenPricesConfig) {
  const app = await buildMarketApp({ config: cfg, store: new EmbeddedStore(), logger: false });
  await app.ready();
  return app;
}

describe('POST /api/tokens/ on the stored (embedded) prices', () => {
  let app: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    app = await build(config());
  });
  afterAll(async () => app.close());

  it('answers the four strip coins with their stored timestamp, with or without a body', async () => {
    for (const payload of [undefined, {}]) {
      const res = await app.inject({ method: 'POST', url: '/api/tokens/', ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['axie-infinity', 'ethereum', 'ronin', 'smooth-love-potion']);
      expect(body.ronin).toEqual({ usd: expect.any(Number), last_updated_at: Date.parse('2026-11-22T00:00:00Z') / 1000, source: 'stored' });
    }
    expect((await app.inject({ method: 'POST', url: '/api/tokens' })).statusCode).toBe(200);
  });

  it('prices configured game tokens on request', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tokens/', payload: { tokens: ['pixels', 'phorse', 'apeiron', 'cw-earth'] } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['apeiron', 'cw-earth', 'phorse', 'pixels']);
  });

  it('refuses unknown tokens, unknown fields, wrong types and oversize lists', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/api/tokens/', payload: { tokens: ['dogecoin'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Token desconocido: dogecoin', code: 'UNKNOWN_TOKEN' });
    for (const payload of [{ vs: 'eur' }, { tokens: 'ronin' }, { tokens: [] }, { tokens: Array.from({ length: 65 }, (_, i) => `t${i}`) }, { tokens: ['Bad Key'] }]) {
      const res = await app.inject({ method: 'POST', url: '/api/tokens/', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('lists the catalogue', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tokens/catalog' });
    const tokens = res.json().tokens as Array<{ key: string; strip: boolean }>;
    expect(tokens.filter((t) => t.strip).map((t) => t.key)).toEqual(['ronin', 'smooth-love-potion', 'axie-infinity', 'ethereum']);
    expect(tokens.map((t) => t.key)).toEqual(expect.arrayContaining(['pixels', 'phorse', 'apeiron', 'cw-earth', 'cw-coin']));
  });
});

describe('POST /api/tokens/ on CoinGecko (local server with recorded answers)', () => {
  it('serves live prices, caches them, keeps the last good ones when CoinGecko fails', async () => {
    let down = false;
    const stub = await serveCoinGecko((req) => (down ? { status: 500, body: '{}' } : recordedAnswers(req)));
    const app = await build(config({ COINGECKO_BASE_URL: stub.baseUrl, COINGECKO_API_KEY: 'k', PRICE_CACHE_TTL_SECONDS: '1' }));
    const first = await app.inject({ method: 'POST', url: '/api/tokens/' });
    expect(first.json().ronin).toEqual({ usd: 0.5123, last_updated_at: 1763769600, source: 'coingecko' });
    await app.inject({ method: 'POST', url: '/api/tokens/' });
    expect(stub.seen).toHaveLength(1);
    down = true;
    await new Promise((r) => setTimeout(r, 1100));
    const stale = await app.inject({ method: 'POST', url: '/api/tokens/' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().ronin.usd).toBe(0.5123);
    expect(stub.seen).toHaveLength(2);
    await app.close();
    await stub.close();
  });

  it('answers 503 PRICES_UNAVAILABLE when CoinGecko fails before any success', async () => {
    const stub = await serveCoinGecko(() => ({ status: 429, body: '{}' }));
    const app = await build(config({ COINGECKO_BASE_URL: stub.baseUrl }));
    const res = await app.inject({ method: 'POST', url: '/api/tokens/', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Prices are unavailable right now', code: 'PRICES_UNAVAILABLE' });
    await app.close();
    await stub.close();
  });
});
