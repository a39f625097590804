import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@criadero/service-kit/store';
import type { OptimizerInput } from '@criadero/api-contracts/craftworld';
import { SetupsRepository } from '../src/repositories/setups-repository';
import { buildTestApp, signedIn, type CraftworldApp } from './helpers';

let app: CraftworldApp;
let store: Store;
beforeAll(async () => {
  ({ app, store } = await buildTestApp());
});
afterAll(async () => app?.close());

const INPUT = {
  factories: [
    { token: 'MUD', level: 1, workers: 1, workshopLevel: 0, masteryLevel: 0 },
    { token: 'CLAY', level: 1, workers: 0, workshopLevel: 0, masteryLevel: 0 },
  ],
  prices: { EARTH: 0.001, WATER: 0.001, MUD: 0.005, CLAY: 0.05 },
  currency: 'USD',
  timeBudgetHours: 1,
  speedBoost: 1,
} satisfies OptimizerInput;

describe('free tables and prices', () => {
  it('GET /api/craft-world/data serves the 35 chains with the community flag and date', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/craft-world/data' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.factories)).toHaveLength(35);
    expect(body.factories.MUD[0].inputs).toEqual([{ token: 'EARTH', amount: 3 }]);
    expect(body.community).toBe(true);
    expect(body.asOf).toBe('2025-12-25');
    expect(body.mastery).toHaveLength(11);
  });

  it('GET /api/craft-world/prices serves the market service prices (stored sample) keyed by symbol', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/craft-world/prices' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'USD', source: 'stored', sample: true, asOf: '2026-11-22T00:00:00.000Z', prices: { EARTH: 0.00651 } });
    expect(res.json().prices.MUD).toBeGreaterThan(3 * 0.00651); // coherent sample: MUD is worth more than its 3 EARTH
  });
});

describe('POST /api/craft-world/optimizer: the Premium gate', () => {
  it('401 for a visitor', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/craft-world/optimizer', payload: INPUT });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('402 CRAFTWORLD_PREMIUM_REQUIRED for a player without a subscription, in their language', async () => {
    const me = await signedIn(app, store);
    const res = await app.inject({ method: 'POST', url: '/api/craft-world/optimizer', headers: { ...me.headers, 'accept-language': 'en' }, payload: INPUT });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ code: 'CRAFTWORLD_PREMIUM_REQUIRED', error: expect.stringMatching(/Craft World Premium feature/) });
  });

  it('402 when the subscription has lapsed', async () => {
    const me = await signedIn(app, store, { premiumDays: 30, now: new Date(Date.now() - 31 * 86_400_000) });
    const res = await app.inject({ method: 'POST', url: '/api/craft-world/optimizer', headers: me.headers, payload: INPUT });
    expect(res.statusCode).toBe(402);
  });

  it('200 with products and plan for an active subscription granted through billing\'s ledger', async () => {
    const me = await signedIn(app, store, { premiumDays: 30 });
    const res = await app.inject({ method: 'POST', url: '/api/craft-world/optimizer', headers: me.headers, payload: INPUT });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('USD');
    const [mud] = body.products;
    // MUD L1 with 1 worker: 0.1 / 1.5 min per batch, 900 batches/h × 0.002 profit
    expect(mud.batchMinutes).toBeCloseTo(0.1 / 1.5, 12);
    expect(mud.profitPerHour).toBeCloseTo(1.8, 9);
    expect(mud.decision).toBe('craft');
    expect(body.plan.workerPool).toBe(1);
    expect(body.plan.totalProfit).toBeGreaterThan(0);
    expect(body.plan.entries.map((e: { token: string }) => e.token)).toContain('MUD');
  });

  it('400 with the reason for a level the table does not have, or an unknown field', async () => {
    const me = await signedIn(app, store, { premiumDays: 30 });
    const badLevel = await app.inject({
      method: 'POST',
      url: '/api/craft-world/optimizer',
      headers: me.headers,
      payload: { ...INPUT, factories: [{ token: 'HYDROGEN', level: 6, workers: 0, workshopLevel: 0, masteryLevel: 0 }] },
    });
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.json()).toEqual({ code: 'CRAFTWORLD_UNKNOWN_FACTORY', error: expect.stringContaining('HYDROGEN has levels 1 to 5, not 6') });
    const extra = await app.inject({ method: 'POST', url: '/api/craft-world/optimizer', headers: me.headers, payload: { ...INPUT, hack: 1 } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('VALIDATION_ERROR');
    const workers = await app.inject({
      method: 'POST',
      url: '/api/craft-world/optimizer',
      headers: me.headers,
      payload: { ...INPUT, factories: [{ ...INPUT.factories[0], workers: 5 }] },
    });
    expect(workers.statusCode).toBe(400);
  });
});

describe('saved optimizer setups, per account', () => {
  it('saves, lists newest first, keeps accounts apart, caps the count and deletes', async () => {
    const me = await signedIn(app, store, { premiumDays: 30 });
    const other = await signedIn(app, store, { premiumDays: 30 });
    expect((await app.inject({ method: 'GET', url: '/api/craft-world/setups' })).statusCode).toBe(401);
    for (const name of ['uno', 'dos', 'tres']) {
      const res = await app.inject({ method: 'POST', url: '/api/craft-world/setups', headers: me.headers, payload: { name, input: INPUT } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name, input: INPUT });
      await new Promise((r) => setTimeout(r, 5));
    }
    const full = await app.inject({ method: 'POST', url: '/api/craft-world/setups', headers: me.headers, payload: { name: 'cuatro', input: INPUT } });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('CRAFTWORLD_SETUP_LIMIT');
    // worded by the server in the caller's language (the UI shows it as it is)
    const fullPt = await app.inject({ method: 'POST', url: '/api/craft-world/setups', headers: { ...me.headers, 'accept-language': 'pt-BR' }, payload: { name: 'cuatro', input: INPUT } });
    expect(fullPt.json().error).toMatch(/^Você atingiu o máximo de configurações salvas/);

    const list = (await app.inject({ method: 'GET', url: '/api/craft-world/setups', headers: me.headers })).json();
    expect(list.max).toBe(3);
    expect(list.setups.map((s: { name: string }) => s.name)).toEqual(['tres', 'dos', 'uno']);
    expect((await app.inject({ method: 'GET', url: '/api/craft-world/setups', headers: other.headers })).json().setups).toEqual([]);

    const id = list.setups[0].id as string;
    const notMine = await app.inject({ method: 'DELETE', url: `/api/craft-world/setups/${id}`, headers: { ...other.headers, 'accept-language': 'en' } });
    expect([notMine.statusCode, notMine.json()]).toEqual([404, { code: 'CRAFTWORLD_SETUP_NOT_FOUND', error: 'Setup not found' }]);
    const after = await app.inject({ method: 'DELETE', url: `/api/craft-world/setups/${id}`, headers: me.headers });
    expect(after.statusCode).toBe(200);
    expect(after.json().setups.map((s: { name: string }) => s.name)).toEqual(['dos', 'uno']);
  });

  it('refuses an empty name', async () => {
    const me = await signedIn(app, store, { premiumDays: 30 });
    const res = await app.inject({ method: 'POST', url: '/api/craft-world/setups', headers: me.headers, payload: { name: '', input: INPUT } });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/craft-world/setups: saving is Craft World Premium', () => {
  const save = (headers: Record<string, string>, name = 'gated') => app.inject({ method: 'POST', url: '/api/craft-world/setups', headers, payload: { name, input: INPUT } });
  const list = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/api/craft-world/setups', headers })).json().setups.map((s: { name: string }) => s.name);

  it('401 for a visitor', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/craft-world/setups', payload: { name: 'x', input: INPUT } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('402 CRAFTWORLD_PREMIUM_REQUIRED without a subscription, saying it is the saving that needs Premium, and nothing is stored', async () => {
    const me = await signedIn(app, store);
    const res = await save({ ...me.headers, 'accept-language': 'en' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ code: 'CRAFTWORLD_PREMIUM_REQUIRED', error: 'Saving optimizer setups is a Craft World Premium feature: activate your subscription to save them' });
    const es = await save({ ...me.headers, 'accept-language': 'es' });
    expect(es.json()).toEqual({ code: 'CRAFTWORLD_PREMIUM_REQUIRED', error: expect.stringMatching(/^Guardar configuraciones del optimizador es una función de Craft World Premium/) });
    expect(await list(me.headers)).toEqual([]);
  });

  it('402 when the subscription has lapsed', async () => {
    const me = await signedIn(app, store, { premiumDays: 30, now: new Date(Date.now() - 31 * 86_400_000) });
    expect((await save(me.headers)).statusCode).toBe(402);
  });

  it('200 with an active subscription granted through billing\'s ledger', async () => {
    const me = await signedIn(app, store, { premiumDays: 30 });
    const res = await save(me.headers, 'premium');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'premium', input: INPUT });
    expect(await list(me.headers)).toEqual(['premium']);
  });

  it('the optimizer keeps its own 402 text', async () => {
    const me = await signedIn(app, store);
    const res = await app.inject({ method: 'POST', url: '/api/craft-world/optimizer', headers: { ...me.headers, 'accept-language': 'en' }, payload: INPUT });
    expect(res.json().error).toMatch(/^The resource optimizer is a Craft World Premium feature/);
  });

  it('a player whose Premium lapsed still lists and deletes the setups saved before', async () => {
    const me = await signedIn(app, store, { premiumDays: 30, now: new Date(Date.now() - 31 * 86_400_000) });
    const saved = (await new SetupsRepository(store).create(me.accountId, 'from before', INPUT, 3))!;
    expect(await list(me.headers)).toEqual(['from before']);
    const after = await app.inject({ method: 'DELETE', url: `/api/craft-world/setups/${saved._id}`, headers: me.headers });
    expect(after.statusCode).toBe(200);
    expect(after.json().setups).toEqual([]);
  });
});
