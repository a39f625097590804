import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RARITIES, calculateLeveling, LEVELING_DATA_AS_OF } from '@criadero/horse-leveling';
import { buildTestApp, type HorseApp } from './helpers';
import { testPlayer } from '@criadero/service-users/testing';

let app: HorseApp;
let store: Awaited<ReturnType<typeof buildTestApp>>['store'];

beforeAll(async () => {
  ({ app, store } = await buildTestApp());
});
afterAll(async () => app.close());

const leveling = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/horse/leveling', payload: payload as object, headers });

describe('POST /api/horse/leveling: good input', () => {
  it('answers the spec leveling result, free and without a session', async () => {
    const res = await leveling({ initialLevel: 1, targetLevel: 15, rarity: 'Common' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      phorseTokens: 59_400,
      basePhorseTokens: 99_000,
      medals: 490,
      baseMedals: 490,
      rarity: 'Common',
      rarityMultiplier: { phorse: 0.6, medals: 1 },
      phorseDiscountPercent: 40,
      levelCap: 15,
      exceedsLevelCap: false,
      dataAsOf: LEVELING_DATA_AS_OF,
    });
    expect(body.progress).toBeCloseTo(14 / 29, 12);
    expect(body.steps).toHaveLength(14);
  });

  it('gives exactly what the shared module gives the UI, for every rarity and pair of levels', async () => {
    let checked = 0;
    for (const rarity of RARITIES) {
      for (let initialLevel = 1; initialLevel <= 29; initialLevel++) {
        for (let targetLevel = initialLevel + 1; targetLevel <= 30; targetLevel++) {
          const res = await leveling({ initialLevel, targetLevel, rarity });
          expect(res.json()).toEqual({ ...calculateLeveling({ initialLevel, targetLevel, rarity }), dataAsOf: LEVELING_DATA_AS_OF });
          checked++;
        }
      }
    }
    expect(checked).toBe(6 * 435);
  });

  it('says when the target is above the rarity cap', async () => {
    const body = (await leveling({ initialLevel: 10, targetLevel: 25, rarity: 'Rare' })).json();
    expect(body).toMatchObject({ levelCap: 20, exceedsLevelCap: true });
    expect(body.steps.filter((s: { aboveCap: boolean }) => s.aboveCap)).toHaveLength(5);
  });

  it('works for a signed-in user too (no credit spent)', async () => {
    const user = await testPlayer(app, store, { credits: 3 });
    const res = await leveling({ initialLevel: 29, targetLevel: 30, rarity: 'Mythic' }, user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().phorseTokens).toBe(115_500);
    expect(await user.balance()).toBe(3);
  });
});

describe('POST /api/horse/leveling: bad input of each kind is a 400 with a stable code', () => {
  const ok = { initialLevel: 5, targetLevel: 10, rarity: 'Epic' };
  const cases: Array<[string, unknown, RegExp]> = [
    ['initial below 1', { ...ok, initialLevel: 0 }, /initialLevel/],
    ['initial above 29', { ...ok, initialLevel: 30, targetLevel: 30 }, /initialLevel/],
    ['target below 2', { ...ok, initialLevel: 1, targetLevel: 1 }, /targetLevel/],
    ['target above 30', { ...ok, targetLevel: 31 }, /targetLevel/],
    ['a fractional level', { ...ok, initialLevel: 2.5 }, /initialLevel/],
    ['a level as text', { ...ok, targetLevel: '10' }, /targetLevel/],
    ['initial equal to target', { ...ok, initialLevel: 10 }, /initialLevel must be below targetLevel/],
    ['initial above target', { ...ok, initialLevel: 20, targetLevel: 12 }, /initialLevel must be below targetLevel/],
    ['an unknown rarity', { ...ok, rarity: 'Golden' }, /rarity/],
    ['a rarity in the wrong case', { ...ok, rarity: 'epic' }, /rarity/],
    ['a missing field', { initialLevel: 1, targetLevel: 2 }, /rarity/],
    ['an unknown field', { ...ok, discount: 50 }, /discount|additional/i],
  ];
  it.each(cases)('%s', async (_name, payload, detail) => {
    const res = await leveling(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toMatch(/^Datos no válidos/);
    expect(body.error).toMatch(detail);
  });

  it('refuses malformed JSON, a wrong content type and an empty body', async () => {
    const broken = await app.inject({ method: 'POST', url: '/api/horse/leveling', payload: '{"initialLevel":', headers: { 'content-type': 'application/json' } });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'INVALID_JSON']);
    const text = await app.inject({ method: 'POST', url: '/api/horse/leveling', payload: '<level>1</level>', headers: { 'content-type': 'application/xml' } });
    expect([text.statusCode, text.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const empty = await app.inject({ method: 'POST', url: '/api/horse/leveling' });
    expect(empty.statusCode).toBe(400);
  });

  it('answers in the caller’s language', async () => {
    const res = await leveling({ ...ok, initialLevel: 12 }, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.json().error).toBe('Invalid data: initialLevel must be below targetLevel');
  });
});

describe('POST /api/horse/leveling: auth', () => {
  it('refuses a wallet header that is not the session’s', async () => {
    const user = await testPlayer(app, store);
    const res = await leveling(
      { initialLevel: 1, targetLevel: 2, rarity: 'Common' },
      { ...user.headers, 'x-wallet-address': `0x${'ab'.repeat(20)}` },
    );
    expect([res.statusCode, res.json().code]).toEqual([403, 'WALLET_MISMATCH']);
  });
});

describe('the service publishes its routes', () => {
  it('lists both horse routes in its OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/horse/leveling', '/api/horse/search']));
  });
});
