import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelCap } from '@criadero/horse-leveling';
import type { HorseListing, HorseSearchResponse } from '@criadero/api-contracts/horse';
import { loadHorseConfig } from '../src/config';
import { FileHorseMarket } from '../src/market/file-market';
import { MarketUnavailableError, type HorseMarketSource } from '../src/market/horse-market';
import { readListingsFile } from '../src/market/listings-file';
import { buildTestApp, type HorseApp } from './helpers';
import { describePaidSearch, testPlayer } from '@criadero/service-users/testing';

let app: HorseApp;
let store: Awaited<ReturnType<typeof buildTestApp>>['store'];
const shipped = readListingsFile(loadHorseConfig({}).listingsFile);
const LIVE = { kind: 'live', label: 'Planet Horse market export', asOf: '2026-11-20' } as const;

beforeAll(async () => {
  // the shipped listings as if a live market answered them: searches over a live market are paid
  ({ app, store } = await buildTestApp({ market: new FileHorseMarket(LIVE, shipped.horses) }));
});
afterAll(async () => app.close());

describe('POST /api/horse/search over the shipped sample listings', () => {
  it('is free, even with no credit, and says the data is sample', async () => {
    const { app: sampleApp, store: sampleStore } = await buildTestApp();
    expect((await sampleApp.inject('/api/horse/market/info')).json()).toMatchObject({ source: { kind: 'sample', asOf: expect.any(String) } });
    expect((await app.inject('/api/horse/market/info')).json()).toEqual({ source: LIVE });
    for (const credits of [0, 2]) {
      const user = await testPlayer(sampleApp, sampleStore, { credits });
      const res = await sampleApp.inject({ method: 'POST', url: '/api/horse/search', payload: { requestId: requestId(), filters: {} }, headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ charge: { charged: false, reason: 'sample' }, creditos: credits, source: { kind: 'sample' } });
      expect(await user.balance()).toBe(credits);
    }
    await sampleApp.close();
  });
});

const search = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/horse/search', payload: payload as object, headers });

let ids = 0;
const requestId = () => `req-${++ids}`;

describe('POST /api/horse/search: auth', () => {
  it('refuses visitors with 401 and the login message', async () => {
    const res = await search({ requestId: requestId(), filters: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Inicia sesión con tu wallet', code: 'UNAUTHENTICATED' });
    const junk = await search({ requestId: requestId(), filters: {} }, { authorization: 'Bearer not-a-session' });
    expect(junk.statusCode).toBe(401);
  });

  it('refuses a wallet header that is not the session’s, without spending', async () => {
    const user = await testPlayer(app, store, { credits: 2 });
    const res = await search({ requestId: requestId(), filters: {} }, { ...user.headers, 'x-wallet-address': `ronin:${'cd'.repeat(20)}` });
    expect([res.statusCode, res.json().code]).toEqual([403, 'WALLET_MISMATCH']);
    expect(await user.balance()).toBe(2);
  });
});

describe('POST /api/horse/search: good input', () => {
  it('finds horses matching every filter, sorted and paginated, labelled with the live source', async () => {
    const user = await testPlayer(app, store, { credits: 5 });
    const filters = { rarities: ['Rare', 'Epic'], level: { min: 2, max: 12 }, power: { min: 4 }, priceUsd: { max: 200 } };
    const res = await search({ requestId: requestId(), filters, sort: 'price-asc', pageSize: 5 }, user.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as HorseSearchResponse;
    expect(body).toMatchObject({ page: 1, pageSize: 5, sort: 'price-asc', charge: { charged: true, replay: false }, creditos: 4 });
    expect(body.source).toEqual(LIVE);
    expect(body.total).toBeGreaterThan(5);
    expect(body.pageCount).toBe(Math.ceil(body.total / 5));
    expect(body.horses).toHaveLength(5);
    for (const horse of body.horses) {
      expect(['Rare', 'Epic']).toContain(horse.rarity);
      expect(horse.level).toBeGreaterThanOrEqual(2);
      expect(horse.level).toBeLessThanOrEqual(12);
      expect(horse.power).toBeGreaterThanOrEqual(4);
      expect(horse.priceUsd).toBeLessThanOrEqual(200);
    }
    const prices = body.horses.map((h) => h.priceUsd);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await user.balance()).toBe(4);
  });

  it('pages and re-sorts the same search for free; new filters under the same id cost again', async () => {
    const user = await testPlayer(app, store, { credits: 2 });
    const id = requestId();
    const filters = { rarities: ['Common'] };
    const first = (await search({ requestId: id, filters, pageSize: 10 }, user.headers)).json() as HorseSearchResponse;
    expect(first.creditos).toBe(1);

    const seen = new Set(first.horses.map((h) => h.id));
    for (let page = 2; page <= first.pageCount; page++) {
      const next = (await search({ requestId: id, filters: { rarities: ['Common'] }, pageSize: 10, page }, user.headers)).json();
      expect(next).toMatchObject({ page, charge: { replay: true, charged: true }, creditos: 1 });
      for (const horse of next.horses as HorseListing[]) {
        expect(seen.has(horse.id), `horse ${horse.id} on two pages`).toBe(false);
        seen.add(horse.id);
      }
    }
    expect(seen.size).toBe(first.total); // pages cover every match exactly once

    const resorted = (await search({ requestId: id, filters, sort: 'level-desc' }, user.headers)).json() as HorseSearchResponse;
    expect(resorted.charge.replay).toBe(true);
    expect(resorted.horses[0]!.level).toBe(Math.max(...resorted.horses.map((h) => h.level)));
    expect(await user.balance()).toBe(1);

    const changed = await search({ requestId: id, filters: { rarities: ['Mythic'] } }, user.headers);
    expect(changed.json()).toMatchObject({ charge: { replay: false, charged: true }, creditos: 0 });
    expect(await user.balance()).toBe(0);
  });

  it('with no credit left: 402 NO_CREDIT with creditos 0; paging a search already paid still works', async () => {
    const user = await testPlayer(app, store, { credits: 1 });
    const paid = requestId();
    expect((await search({ requestId: paid, filters: {} }, user.headers)).json().creditos).toBe(0);
    const res = await search({ requestId: requestId(), filters: { gender: 'Male' } }, user.headers);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: 'No tienes créditos suficientes', code: 'NO_CREDIT', creditos: 0 });
    expect((await search({ requestId: paid, filters: {}, page: 2 }, user.headers)).statusCode).toBe(200);
  });

  it('never debits Elite accounts; Premium still pays', async () => {
    const elite = await testPlayer(app, store, { plan: 2 });
    for (let i = 0; i < 3; i++) {
      const res = await search({ requestId: requestId(), filters: { speed: { min: i } } }, elite.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ charge: { charged: false, reason: 'elite' }, creditos: 0 });
    }
    const premium = await testPlayer(app, store, { plan: 1, credits: 1 });
    expect((await search({ requestId: requestId(), filters: {} }, premium.headers)).json()).toMatchObject({ charge: { charged: true }, creditos: 0 });
  });

  it('an empty result costs nothing and says so', async () => {
    const user = await testPlayer(app, store, { credits: 1 });
    const res = (await search({ requestId: requestId(), filters: { rarities: ['Common'], level: { min: 16 } } }, user.headers)).json();
    // Common horses cap at level 15, so nothing can match
    expect(levelCap('Common')).toBe(15);
    expect(res).toMatchObject({ horses: [], total: 0, pageCount: 0, charge: { charged: false, reason: 'nothing-found' }, creditos: 1 });
  });
});

describe('POST /api/horse/search: bad input of each kind is a 400 and costs nothing', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['min above max', { filters: { level: { min: 10, max: 5 } } }, /min above max in level/],
    ['min above max in two ranges', { filters: { power: { min: 9, max: 1 }, priceUsd: { min: 50, max: 10 } } }, /power, priceUsd/],
    ['an unknown rarity', { filters: { rarities: ['Golden'] } }, /rarities/],
    ['a repeated rarity', { filters: { rarities: ['Rare', 'Rare'] } }, /rarities/],
    ['an empty rarity list', { filters: { rarities: [] } }, /rarities/],
    ['a level above 30', { filters: { level: { max: 31 } } }, /level/],
    ['a negative price', { filters: { priceUsd: { min: -1 } } }, /priceUsd/],
    ['a stat as text', { filters: { sprint: { min: '3' } } }, /sprint/],
    ['an unknown filter', { filters: { color: 'bay' } }, /color|additional/i],
    ['an unknown sort', { filters: {}, sort: 'cheapest' }, /sort/],
    ['page 0', { filters: {}, page: 0 }, /page/],
    ['a page size above 48', { filters: {}, pageSize: 49 }, /pageSize/],
    ['missing filters', {}, /filters/],
    ['a request id with spaces', { requestId: 'a b', filters: {} }, /requestId/],
    ['an unknown top-level field', { filters: {}, free: true }, /free|additional/i],
  ];
  it.each(cases)('%s', async (_name, payload, detail) => {
    const user = await testPlayer(app, store, { credits: 1 });
    const res = await search({ requestId: requestId(), ...payload }, user.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().error).toMatch(detail);
    expect(await user.balance()).toBe(1);
  });
});

describe('POST /api/horse/search: when the market fails', () => {
  it('answers 503 and spends nothing', async () => {
    const broken: HorseMarketSource = {
      info: { kind: 'live', label: 'test market', asOf: '2026-11-22' },
      search: async () => {
        throw new MarketUnavailableError('market API unreachable');
      },
    };
    const { app: other, store: otherStore } = await buildTestApp({ market: broken });
    const user = await testPlayer(other, otherStore, { credits: 1 });
    const res = await other.inject({ method: 'POST', url: '/api/horse/search', payload: { requestId: 'x1', filters: {} }, headers: user.headers });
    expect([res.statusCode, res.json()]).toEqual([503, { code: 'NOT_READY', error: 'El mercado no está disponible ahora; no se gastó ningún crédito.' }]);
    expect(await user.balance()).toBe(1);
    // in the caller's language (Accept-Language), which the UI shows as it is
    for (const [language, error] of [
      ['en', 'The market is unavailable right now; no credit was spent.'],
      ['pt-BR', 'O mercado está indisponível agora; nenhum crédito foi gasto.'],
    ]) {
      const answer = await other.inject({ method: 'POST', url: '/api/horse/search', payload: { requestId: `x-${language}`, filters: {} }, headers: { ...user.headers, 'accept-language': language! } });
      expect(answer.json()).toEqual({ code: 'NOT_READY', error });
    }
    await other.close();
  });
});

let sampleMarket: HorseApp;
let sampleStore: Awaited<ReturnType<typeof buildTestApp>>['store'];
beforeAll(async () => {
  ({ app: sampleMarket, store: sampleStore } = await buildTestApp());
});
afterAll(async () => sampleMarket.close());

const HORSE_FILTERS = { a: { rarities: ['Common'] }, b: { rarities: ['Rare', 'Epic'] } } as const;
const horseSearch = (target: () => HorseApp) => async ({ requestId, filters, page, headers }: { requestId: string; filters: 'a' | 'b'; page?: number; headers: Record<string, string> }) => {
  const res = await target().inject({ method: 'POST', url: '/api/horse/search', payload: { requestId, filters: HORSE_FILTERS[filters], page }, headers });
  return { status: res.statusCode, body: res.json() };
};
describePaidSearch('Planet Horse', {
  live: () => ({ app, store, search: horseSearch(() => app) }),
  sample: () => ({ app: sampleMarket, store: sampleStore, search: horseSearch(() => sampleMarket) }),
});
