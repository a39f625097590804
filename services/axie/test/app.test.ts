import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '@criadero/service-kit/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import { CreditsLedger } from '@criadero/service-users';
import { searchCreditsPlugin } from '@criadero/service-users/search-credits';
import { axiePlugin } from '../src/axie-plugin';
import { buildAxieApp } from '../src/app';
import { loadAxieConfig } from '../src/config';

describe('axie service alone', () => {
  let app: Awaited<ReturnType<typeof buildAxieApp>>;
  const store = new EmbeddedStore();

  beforeAll(async () => {
    app = await buildAxieApp({ config: { ...loadAxieConfig({ AXIE_MARKET_SIZE: '300' }), platform: testConfig(), warmUp: false }, store, logger: false });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('answers its status with the paid-search mechanism wired in and the market it serves (loaded lazily)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/axie/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      service: 'axie',
      version: '0.1.0',
      paidSearch: true,
      market: {
        source: 'generated',
        provenance: 'sample',
        label: 'Datos de ejemplo generados (no es el marketplace real)',
        asOf: '2025-01-01',
        loaded: false,
        axies: null,
        // the sample market moves once it is loaded; nothing applied yet
        syncing: true,
        syncedAt: null,
        lagSeconds: null,
        // not checked yet, and nothing failed
        checkedAt: null,
        changesApplied: 0,
        failing: false,
        failingSince: null,
        degraded: false,
        staleSince: null,
        leader: false,
        loadFailingSince: null,
        // the generated sample has no marketplace sweep
        listings: null,
      },
    });
    await app.inject({ method: 'POST', url: '/api/axie', payload: { axieId: 1 } });
    expect((await app.inject({ method: 'GET', url: '/api/axie/status' })).json().market).toMatchObject({ loaded: true, axies: 300 });
  });

  it("labels the market in the caller's language (Accept-Language; Spanish by default)", async () => {
    const label = async (language?: string) =>
      (await app.inject({ method: 'GET', url: '/api/axie/status', headers: language ? { 'accept-language': language } : {} })).json().market.label;
    expect(await label()).toBe('Datos de ejemplo generados (no es el marketplace real)');
    expect(await label('en')).toBe('Generated sample data (not the real marketplace)');
    expect(await label('pt-BR,pt;q=0.9')).toBe('Dados de exemplo gerados (não é o marketplace real)');
  });

  it('refuses unknown routes and needs no body for status', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/axie/unknown' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/axie/status', payload: {} })).statusCode).toBe(404);
  });

  it('publishes its OpenAPI', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/axie/status', '/api/search', '/api/wallet-price', '/api/breeding-search', '/api/axie', '/api/axie/cards', '/api/axie/sales', '/api/axie-img', '/api/imageProxy']),
    );
  });
});

describe('axie plugin shape', () => {
  it('refuses to register without the shared paid-search credits', async () => {
    const app = createFastify(testConfig(), { logger: false });
    await app.register(platformPlugin, { config: testConfig(), store: new EmbeddedStore(), openapi: { title: 't', version: '0' } });
    const compose = async () => {
      await app.register(async (api) => api.register(axiePlugin, { config: loadAxieConfig({}) }), { prefix: '/api' });
      await app.ready();
    };
    await expect(compose()).rejects.toThrow(/searchCredits/);
  });

  it('routes in its scope debit credits from the users ledger, once per request id', async () => {
    const store = new EmbeddedStore();
    const app = createFastify(testConfig(), { logger: false });
    await app.register(platformPlugin, { config: testConfig(), store, openapi: { title: 't', version: '0' } });
    await app.register(
      async (api) => {
        await api.register(searchCreditsPlugin);
        await api.register(axiePlugin, { config: loadAxieConfig({}) });
        api.post('/axie/test-search/:id', async (request) => {
          const { id } = request.params as { id: string };
          return api.searchCredits.run({ accountId: 'acc', market: 'test', requestId: id, filters: {} }, async () => ({ answer: {}, found: 1, provenance: 'live' }));
        });
      },
      { prefix: '/api' },
    );
    await app.ready();
    await new CreditsLedger(store).append({ accountId: 'acc', delta: 1, kind: 'grant', idempotencyKey: 'grant:acc' });
    const first = await app.inject({ method: 'POST', url: '/api/axie/test-search/r1' });
    expect(first.json()).toEqual({ creditos: 0, charge: { charged: true, replay: false } });
    expect((await app.inject({ method: 'POST', url: '/api/axie/test-search/r1' })).json().charge.replay).toBe(true);
    const broke = await app.inject({ method: 'POST', url: '/api/axie/test-search/r2' });
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toEqual({ error: 'No tienes créditos suficientes', code: 'NO_CREDIT', creditos: 0 });
    await app.close();
  });
});
