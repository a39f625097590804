import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import { cachedMarket } from '../src/market/sources/generated-market';
import { testPlayer, type TestPlayer } from '@criadero/service-users/testing';
import { buildTestApp, testAxieConfig, type AxieTestApp } from './helpers';
import { referenceSearch, withGenes, type Payload } from './reference-filter';

const SIZE = 1500;
const market = cachedMarket(testAxieConfig(SIZE).generated);
const axies = withGenes(market.axies);
const eyes = axies.find((a) => a.record.listing)!.genes.current.eyes;
const tail = axies.find((a) => a.record.listing && a.genes.current.eyes !== eyes)!.genes.current.tail;
/** breeding answers by store, compared across stores (the targets run one after the other) */
const breedingAnswers = new Map<string, string>();

/** The same repository code answers the same searches on the embedded store and on FerretDB. */
describe.each(storeTargets())('axie repository on $name (1,500 axies)', (target) => {
  let store: Store;
  let app: AxieTestApp;
  let elite: TestPlayer;

  beforeAll(async () => {
    store = await target.open();
    app = await buildTestApp({ size: SIZE, store });
    elite = await testPlayer(app, store, { plan: 2 });
  });
  afterAll(async () => {
    await app.close();
    await target.dispose(store);
  });

  const payloads: Payload[] = [
    {},
    { breedCount: [1, 3], classes: ['beast', 'Reptile'] },
    { parts: [eyes], auctionType: 'All' },
    { parts: [`!${eyes}`, tail], sort: 'PriceDesc' },
    { bodyShapes: ['Normal', 'Curly'], primaryColor: [0, 2], maxPriceUSD: 45 },
    { auctionType: 'NotForSale', sort: 'IdDesc', limit: 20 },
    { auctionType: 'All', sort: 'Latest', limit: 300 },
    { owner: market.axies[0]!.owner, auctionType: 'All', sort: 'PriceAsc' },
    { parts: [eyes, tail], priorityOrder: ['tail'], auctionType: 'All' },
  ];

  it('answers every filter like the reference', async () => {
    for (const payload of payloads) {
      const res = await app.inject({ method: 'POST', url: '/api/search', headers: elite.headers, payload });
      expect(res.statusCode, res.body).toBe(200);
      const ids = res.json().axies === '' ? [] : res.json().axies.split(' ').map(Number);
      expect({ ids, total: res.json().total }, JSON.stringify(payload)).toEqual(referenceSearch(axies, payload));
    }
  });

  it('answers cards and breeding searches the same way', async () => {
    const ids = market.axies.slice(0, 40).map((a) => String(a.id));
    const cards = await app.inject({ method: 'POST', url: '/api/axie/cards', payload: { ids } });
    expect(cards.json().axies.map((c: { id: string }) => c.id)).toEqual(ids);
    // /api/axie reads only the genes (a projection); the class and parts match the cards'
    for (const card of cards.json().axies.slice(0, 5) as Array<{ id: string; class: string }>) {
      const one = await app.inject({ method: 'POST', url: '/api/axie', payload: { axieId: card.id } });
      expect([one.statusCode, one.json().class, one.json().parts.length]).toEqual([200, card.class, 6]);
    }
    const reference = market.axies.find((a) => a.stage === 4 && a.breedCount < 7)!;
    const parts = [axies.find((a) => a.record.id === reference.id)!.genes.current.eyes];
    const res = await app.inject({ method: 'POST', url: '/api/breeding-search', headers: elite.headers, payload: { axieId: reference.id, parts, limit: 30 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThan(30);
    // Same order on every store: the first store's answer is kept for the next.
    const key = `${reference.id}:${parts[0]}`;
    if (breedingAnswers.has(key)) expect(res.json().axies).toBe(breedingAnswers.get(key));
    else breedingAnswers.set(key, res.json().axies);
  });
});
