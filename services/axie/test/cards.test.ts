import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { PART_TYPES, decodeGenes, percentFromParents } from '@criadero/genetics';
import { CreatureCardSchema } from '@criadero/api-contracts/axie';
import { cachedMarket } from '../src/market/sources/generated-market';
import { buildTestApp, testAxieConfig, type AxieTestApp } from './helpers';

const SIZE = 2000;
const market = cachedMarket(testAxieConfig(SIZE).generated);

describe('creature cards, axie look-up and sales (free, no session)', () => {
  let app: AxieTestApp;

  beforeAll(async () => {
    app = await buildTestApp({ size: SIZE, store: new EmbeddedStore() });
  });
  afterAll(async () => app.close());

  it('POST /api/axie/cards returns the spec §3 card for each known id, in the order asked; unknown ids are absent', async () => {
    const listed = market.axies.find((a) => a.listing && a.sireId !== 0)!;
    const unlisted = market.axies.find((a) => !a.listing && a.sireId === 0)!;
    const egg = market.axies.find((a) => a.stage === 1)!;
    const res = await app.inject({ method: 'POST', url: '/api/axie/cards', payload: { ids: [String(unlisted.id), '42', listed.id, String(egg.id), String(listed.id)] } });
    expect(res.statusCode).toBe(200);
    const cards = res.json().axies;
    expect(cards.map((c: { id: string }) => c.id)).toEqual([String(unlisted.id), String(listed.id), String(egg.id)]);
    for (const card of cards) expect(Value.Check(CreatureCardSchema, card), JSON.stringify(Value.Errors(CreatureCardSchema, card)[0] ?? '')).toBe(true);
    const [u, l, e] = cards;
    expect(l).toMatchObject({
      breedCount: listed.breedCount,
      stage: 4,
      owner: listed.owner,
      genes: listed.genes,
      sireId: String(listed.sireId),
      matronId: String(listed.matronId),
      order: { currentPrice: listed.listing!.priceWei, currentPriceUsd: listed.listing!.priceUsd },
      image: `/api/axie-img?genes=${listed.genes}`,
    });
    const parsed = decodeGenes(listed.genes);
    expect(l.class).toBe(parsed.class);
    expect(l.parsedGenes.current).toEqual(parsed.current);
    expect(l.parsedGenes.eyes.r2.partId).toBe(parsed.eyes.r2.partId);
    expect(l.percentFromParents).toBe(percentFromParents(parsed));
    expect(u).toMatchObject({ order: null, sireId: null, matronId: null });
    expect(e.stage).toBe(1);
  });

  it('refuses more than 500 ids, an empty list and unknown fields', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => String(market.axies[0]!.id + i));
    for (const payload of [{ ids }, { ids: [] }, { ids: ['1'], extra: true }, { ids: ['abc'] }]) {
      const res = await app.inject({ method: 'POST', url: '/api/axie/cards', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const max = await app.inject({ method: 'POST', url: '/api/axie/cards', payload: { ids: ids.slice(0, 500) } });
    expect(max.json().axies).toHaveLength(500);
  });

  it('POST /api/axie answers class and shown parts {id, type, class, name}; 404 for an unknown id', async () => {
    const axie = market.axies[7]!;
    const parsed = decodeGenes(axie.genes);
    const expected = {
      class: parsed.class,
      parts: PART_TYPES.map((type) => ({ id: parsed[type].d.partId, type, class: parsed[type].d.class, name: parsed[type].d.name })),
    };
    // the second answer comes from the serialized-answer memo: the same bytes and type
    const [first, again] = [
      await app.inject({ method: 'POST', url: '/api/axie', payload: { axieId: String(axie.id) } }),
      await app.inject({ method: 'POST', url: '/api/axie', payload: { axieId: axie.id } }),
    ];
    expect(first.json()).toEqual(expected);
    expect([again.statusCode, again.body, again.headers['content-type']]).toEqual([200, first.body, 'application/json; charset=utf-8']);
    const missing = await app.inject({ method: 'POST', url: '/api/axie', payload: { axieId: 5 } });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('POST /api/axie/sales answers the sale history, newest first', async () => {
    const sold = market.sales[0]!;
    const res = await app.inject({ method: 'POST', url: '/api/axie/sales', payload: { axieId: sold.axieId } });
    const sales = res.json().sales;
    expect(sales.length).toBe(market.sales.filter((s) => s.axieId === sold.axieId).length);
    expect(sales[0]).toEqual({ txHash: sold.txHash, from: sold.from, to: sold.to, timestamp: sold.timestamp, withPrice: sold.priceWei, withPriceUsd: sold.priceUsd });
  });
});
