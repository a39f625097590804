import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Store } from '@criadero/service-kit/store';
import type { MarketFiltersResponse, MarketSearchResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { describePaidSearch, testPlayer } from '@criadero/service-users/testing';
import { buildTestApp, livePrices } from './helpers';

let app: FastifyInstance;
let store: Store;
// searches cost a credit only with live prices: the paid cases run on a live price source
beforeEach(async () => ({ app, store } = await buildTestApp(undefined, livePrices())));
afterEach(async () => app.close());

const search = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/lumiterra/marketplace/search', payload: payload as object, headers });

describe('GET /api/lumiterra/marketplace/filters', () => {
  it('lists the filter values and labels the prices as samples', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/lumiterra/marketplace/filters' });
    expect(res.statusCode).toBe(200);
    const body = res.json<MarketFiltersResponse>();
    expect(body).toMatchObject({ types: [1, 3, 4, 6, 7, 8], qualities: [1, 2, 3, 4, 5], maxLevel: 9, itemCount: 892 });
    expect(body.prices).toEqual({ source: 'sample', sample: true, currency: 'RON', asOf: '2026-11-22' });
    expect(body.catalogue.asOf).toBe('2025-01-10');
    await app.close();
  });
});

describe('POST /api/lumiterra/marketplace/search over the sample prices', () => {
  it('is free, even with no credit, and labels the prices as samples', async () => {
    const sample = await buildTestApp();
    for (const credits of [0, 2]) {
      const p = await testPlayer(sample.app, sample.store, { credits });
      const res = await sample.app.inject({ method: 'POST', url: '/api/lumiterra/marketplace/search', payload: { requestId: `free-${credits}` }, headers: p.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ charge: { charged: false, reason: 'sample' }, creditos: credits, prices: { sample: true } });
      expect(await p.balance()).toBe(credits);
    }
    await sample.app.close();
  });
});

describe('POST /api/lumiterra/marketplace/search with live prices (paid)', () => {
  it('refuses visitors with 401 before looking at the body', async () => {
    for (const payload of [{ requestId: 'r1' }, { nonsense: true }]) {
      const res = await search(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', error: 'Inicia sesión con tu wallet' });
    }
  });

  it('answers 402 NO_CREDIT with the balance when the player has no credit', async () => {
    const p = await testPlayer(app, store);
    const res = await search({ requestId: 'r1' }, p.headers);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ code: 'NO_CREDIT', error: 'No tienes créditos suficientes', creditos: 0 });
  });

  it('charges 1 credit per search, once per request id, and filters by every field', async () => {
    const p = await testPlayer(app, store, { credits: 3 });
    const res = await search({ requestId: 'search-1', name: 'pocion de restauracion de energia', tradable: true }, p.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<MarketSearchResponse>();
    expect(body).toMatchObject({ creditos: 2, charge: { charged: true, replay: false }, prices: { sample: false, source: 'lumiterra-market' } });
    expect(body.total).toBeGreaterThan(5);
    for (const item of body.items) {
      expect(item.nameEs).toMatch(/Poción de Restauración de Energía/);
      expect(item.tradable).toBe(true);
      expect(item.price).toEqual(expect.any(Number));
    }
    // items come by level, so the Lv1 2.0 potion is before the Lv9 one
    const names = body.items.map((i) => i.nameEs);
    expect(names.indexOf('Poción de Restauración de Energía Lv 1 2.0')).toBeLessThan(names.indexOf('Poción de Restauración de Energía Lv 9 2.0'));

    // a retry of the same search is not charged again
    const retry = await search({ requestId: 'search-1', name: 'pocion de restauracion de energia', tradable: true }, p.headers);
    expect(retry.json()).toMatchObject({ creditos: 2, charge: { charged: true, replay: true } });
    expect(await p.balance()).toBe(2);

    const weapons = (await search({ requestId: 'search-2', type: 1, quality: 5, minLevel: 3, maxLevel: 4 }, p.headers)).json<MarketSearchResponse>();
    expect(weapons.creditos).toBe(1);
    expect(weapons.total).toBeGreaterThan(0);
    for (const item of weapons.items) {
      expect(item).toMatchObject({ type: 1 });
      expect(item.qualities).toContain(5);
      expect(item.level).toBeGreaterThanOrEqual(3);
      expect(item.level).toBeLessThanOrEqual(4);
    }

    const untradable = (await search({ requestId: 'search-3', tradable: false }, p.headers)).json<MarketSearchResponse>();
    expect(untradable.total).toBe(73);
    expect(untradable.items.every((i) => i.price === null)).toBe(true);
    expect(untradable.creditos).toBe(0);
    expect((await search({ requestId: 'search-4' }, p.headers)).statusCode).toBe(402);
  });

  it('lets Elite search without spending', async () => {
    const p = await testPlayer(app, store, { credits: 1, plan: 2 });
    const res = await search({ requestId: 'elite-1', name: 'ESPADA' }, p.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ charge: { charged: false, reason: 'elite' }, creditos: 1 });
    expect(res.json<MarketSearchResponse>().items.every((i) => /espada/i.test(i.nameEs) || /sword/i.test(i.name))).toBe(true);
    expect(await p.balance()).toBe(1);
  });

  it('still charges Premium (level 1) accounts', async () => {
    const p = await testPlayer(app, store, { credits: 1, plan: 1 });
    expect((await search({ requestId: 'premium-1' }, p.headers)).json()).toMatchObject({ charge: { charged: true }, creditos: 0 });
  });

  it.each([
    ['an unknown field', { requestId: 'x', colour: 'red' }],
    ['no request id', { type: 1 }],
    ['a malformed request id', { requestId: 'has spaces' }],
    ['an unknown item type', { requestId: 'x', type: 2 }],
    ['a quality out of range', { requestId: 'x', quality: 6 }],
    ['a level out of range', { requestId: 'x', minLevel: -1 }],
    ['a level as a string', { requestId: 'x', maxLevel: '3' }],
    ['min level above max level', { requestId: 'x', minLevel: 5, maxLevel: 2 }],
    ['a name too long', { requestId: 'x', name: 'a'.repeat(61) }],
  ])('refuses %s with 400 and charges nothing', async (_label, payload) => {
    const p = await testPlayer(app, store, { credits: 2 });
    const res = await search(payload, p.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await p.balance()).toBe(2);
  });

  it('refuses a body that is not JSON', async () => {
    const p = await testPlayer(app, store, { credits: 2 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/lumiterra/marketplace/search',
      headers: { ...p.headers, 'content-type': 'application/json' },
      payload: '{"requestId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON' });
    expect(await p.balance()).toBe(2);
  });
});

describe('the shared paid-search rule', () => {
  let sample: Awaited<ReturnType<typeof buildTestApp>>;
  beforeEach(async () => {
    sample = await buildTestApp();
  });
  afterEach(async () => sample.app.close());
  const LUMITERRA_FILTERS = { a: { name: 'espada' }, b: { type: 1, quality: 5 } } as const;
  const lumiterraSearch =
    (target: () => FastifyInstance) =>
    async ({ requestId, filters, headers }: { requestId: string; filters: 'a' | 'b'; headers: Record<string, string> }) => {
      const res = await target().inject({ method: 'POST', url: '/api/lumiterra/marketplace/search', payload: { requestId, ...LUMITERRA_FILTERS[filters] }, headers });
      return { status: res.statusCode, body: res.json() };
    };
  describePaidSearch('Lumiterra', {
    live: () => ({ app, store, search: lumiterraSearch(() => app) }),
    sample: () => ({ app: sample.app, store: sample.store, search: lumiterraSearch(() => sample.app) }),
  });
});
