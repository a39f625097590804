import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { cachedMarket } from '../src/market/sources/generated-market';
import { testPlayer } from '@criadero/service-users/testing';
import { balanceOf, buildTestApp, importedMarket, testAxieConfig, type AxieTestApp } from './helpers';

const SIZE = 400;
const market = cachedMarket(testAxieConfig(SIZE).generated);

/** A paid search (over the imported market) that finds nothing costs no credit, and says why. */
describe('a paid search with no results', () => {
  const store = new EmbeddedStore();
  let app: AxieTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ size: SIZE, store, marketSource: importedMarket(SIZE) });
  });
  afterAll(async () => {
    await app.close();
  });

  it('market search: no axie under the price, no credit spent; the next search that finds some is charged', async () => {
    const user = await testPlayer(app, store, { credits: 2 });
    const none = await app.inject({ method: 'POST', url: '/api/search', headers: user.headers, payload: { requestId: 'empty-1', maxPriceUSD: 0.0001, auctionType: 'Sale' } });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ axies: '', total: 0, creditos: 2, charge: { charged: false, reason: 'nothing-found' } });
    expect(await balanceOf(store, user.accountId)).toBe(2);
    const some = await app.inject({ method: 'POST', url: '/api/search', headers: user.headers, payload: { requestId: 'some-1', classes: ['beast'] } });
    expect(some.json().axies.length).toBeGreaterThan(0);
    expect(some.json().creditos).toBe(1);
    expect(await balanceOf(store, user.accountId)).toBe(1);
  });

  it('breeding search: no partner found, no credit spent', async () => {
    const user = await testPlayer(app, store, { credits: 1 });
    const index = market.axies.findIndex((a) => a.stage === 4 && a.breedCount < 7);
    const reference = market.axies[index]!;
    const payload = { axieId: reference.id, parts: [market.parsed[index]!.eyes.d.partId], maxPriceUSD: 0.0001, auctionType: 'Sale', requestId: 'breed-empty' };
    const res = await app.inject({ method: 'POST', url: '/api/breeding-search', headers: user.headers, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: null, axies: '', total: 0, creditos: 1, charge: { charged: false, reason: 'nothing-found' } });
    expect(await balanceOf(store, user.accountId)).toBe(1);
  });
});
