import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { breedBlock, buildCreatureTable, rankPairs, type PartType } from '@criadero/genetics';
import { cachedMarket } from '../src/market/sources/generated-market';
import type { AxieRecord } from '../src/market/sources/types';
import { testPlayer, type TestPlayer } from '@criadero/service-users/testing';
import { buildTestApp, testAxieConfig, type AxieTestApp } from './helpers';
import { passesAxieFilters, type Payload } from './reference-filter';

const market = cachedMarket(testAxieConfig().generated);
const byId = new Map(market.axies.map((a) => [a.id, a]));
const parsedById = new Map(market.axies.map((a, i) => [a.id, market.parsed[i]!]));
const childrenOf = new Map<number, AxieRecord[]>();
for (const a of market.axies) for (const p of [a.sireId, a.matronId]) if (p) childrenOf.set(p, [...(childrenOf.get(p) ?? []), a]);
/** Parents, children and siblings of an axie that exist in the generated market. */
function relativesOf(a: AxieRecord): AxieRecord[] {
  const parents = [a.sireId, a.matronId].filter((p) => p !== 0).map((p) => byId.get(p)!);
  const siblings = parents.flatMap((p) => childrenOf.get(p.id) ?? []);
  return [...new Set([...parents, ...siblings, ...(childrenOf.get(a.id) ?? [])])].filter((r) => r.id !== a.id);
}
const related = (a: AxieRecord, b: AxieRecord) => {
  const block = breedBlock(a, b);
  return block === 'self' || block === 'parent-child' || block === 'siblings';
};

describe('POST /api/breeding-search (embedded store, 20,000 axies)', () => {
  const store = new EmbeddedStore();
  let app: AxieTestApp;
  let elite: TestPlayer;

  beforeAll(async () => {
    app = await buildTestApp({ store });
    elite = await testPlayer(app, store, { plan: 2 });
  });
  afterAll(async () => app.close());

  const breedingSearch = (payload: object, headers: object = elite.headers) =>
    app.inject({ method: 'POST', url: '/api/breeding-search', headers: headers as Record<string, string>, payload });

  it('needs at least one wanted part: 400 NO_PART_FILTER with the spec text', async () => {
    for (const payload of [{ axieId: 10000001 }, { axieId: 10000001, parts: ['!tail-nimo'] }, { axieId: 10000001, classes: ['beast'] }]) {
      const res = await breedingSearch(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'NO_PART_FILTER', error: 'Debes seleccionar al menos un filtro de parte para realizar la búsqueda de breeding' });
    }
  });

  it('refuses visitors, unknown axies and axies that cannot breed', async () => {
    expect((await breedingSearch({ axieId: 10000001, parts: ['eyes-zeal'] }, {})).statusCode).toBe(401);
    const missing = await breedingSearch({ axieId: 99, parts: ['eyes-zeal'] });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
    const egg = market.axies.find((a) => a.stage === 1)!;
    const maxed = market.axies.find((a) => a.breedCount === 7)!;
    for (const blocked of [egg, maxed]) {
      const res = await breedingSearch({ axieId: String(blocked.id), parts: ['eyes-zeal'] });
      expect([res.statusCode, res.json().code]).toEqual([400, 'AXIE_CANNOT_BREED']);
    }
  });

  it("ranks partners in exactly the genetics engine's order (rankPairs over the same candidates)", async () => {
    const references = market.axies.filter((a) => a.stage === 4 && a.breedCount < 3 && a.listing).slice(40, 44);
    for (const [k, reference] of references.entries()) {
      const g = parsedById.get(reference.id)!;
      const wantedTypes: PartType[] = k % 2 === 0 ? ['eyes', 'tail'] : ['back', 'mouth', 'horn'];
      const parts = wantedTypes.map((t) => g[t].d.partId);
      const filters = { classes: [g.class], breedCount: [0, 2] as [number, number], maxPriceUSD: 60 };
      const res = await breedingSearch({ axieId: reference.id, parts, ...filters, priorityOrder: [...wantedTypes].reverse(), limit: 500 });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const got = body.axies === '' ? [] : body.axies.split(' ').map(Number);

      // The same candidates, straight from the generated data, ranked by the engine's all-pairs ranker.
      const candidates = market.axies
        .filter((a) => a.id !== reference.id && a.stage === 4 && a.listing && a.listing.priceUsd <= 60)
        .filter((a) => a.breedCount <= 2 && parsedById.get(a.id)!.class === g.class)
        .sort((a, b) => a.id - b.id);
      const table = buildCreatureTable([reference, ...candidates].map((a) => ({ ...a, genes: parsedById.get(a.id)! })));
      const n = candidates.length + 1;
      const pairs = rankPairs(table, { parts: Object.fromEntries(wantedTypes.map((t) => [t, g[t].d.partId])), priorityOrder: [...wantedTypes].reverse() }, { topK: (n * (n - 1)) / 2 });
      const engineOrder = pairs.filter((p) => p.a === 0).map((p) => Number(p.idB));
      expect(candidates.length).toBeGreaterThan(100);
      expect(engineOrder.length).toBeGreaterThan(50);
      expect(body.total).toBe(engineOrder.length);
      expect(got).toEqual(engineOrder.slice(0, 500));
    }
  });

  it('filters on the partner itself (purity, mystic parts, stats): only partners that pass, counted and ranked as the engine ranks them', async () => {
    const reference = market.axies.filter((a) => a.stage === 4 && a.breedCount < 3 && a.listing)[45]!;
    const g = parsedById.get(reference.id)!;
    const wantedTypes: PartType[] = ['eyes', 'back'];
    const parts = wantedTypes.map((t) => g[t].d.partId);
    const partnerFilters: Payload = { pureness: [3, 4, 5, 6], numMystic: [0], speed: [35, 100] };
    const marketFilters = { classes: [g.class], breedCount: [0, 3] as [number, number], maxPriceUSD: 90 };
    const res = await breedingSearch({ axieId: reference.id, parts, ...marketFilters, ...partnerFilters, limit: 500 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const got: number[] = body.axies === '' ? [] : body.axies.split(' ').map(Number);
    for (const id of got) expect(passesAxieFilters(parsedById.get(id)!, partnerFilters), String(id)).toBe(true);

    const candidates = market.axies
      .filter((a) => a.id !== reference.id && a.stage === 4 && a.listing && a.listing.priceUsd <= 90 && a.breedCount <= 3)
      .filter((a) => parsedById.get(a.id)!.class === g.class && passesAxieFilters(parsedById.get(a.id)!, partnerFilters))
      .sort((a, b) => a.id - b.id);
    const table = buildCreatureTable([reference, ...candidates].map((a) => ({ ...a, genes: parsedById.get(a.id)! })));
    const n = candidates.length + 1;
    const engineOrder = rankPairs(table, { parts: Object.fromEntries(wantedTypes.map((t) => [t, g[t].d.partId])) }, { topK: (n * (n - 1)) / 2 })
      .filter((p) => p.a === 0)
      .map((p) => Number(p.idB));
    expect(engineOrder.length).toBeGreaterThan(50);
    expect(body.total).toBe(engineOrder.length);
    expect(got).toEqual(engineOrder.slice(0, 500));
    const unfiltered = (await breedingSearch({ axieId: reference.id, parts, ...marketFilters, limit: 1 })).json();
    expect(body.total).toBeLessThan(unfiltered.total);

    const reversed = await breedingSearch({ axieId: reference.id, parts, hp: [50, 30] });
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('never returns a seeded relative, an egg or an axie at 7 breeds', async () => {
    // References whose parents, siblings or children are on sale cheaply: they would rank (the
    // wanted parts are the reference's own, so every partner has a chance) unless excluded.
    const rankable = (b: AxieRecord) => b.listing !== null && b.listing.priceUsd <= 90 && b.stage === 4 && b.breedCount < 7;
    const references = market.axies
      .filter((a) => a.stage === 4 && a.breedCount < 7 && a.sireId !== 0)
      .filter((a) => relativesOf(a).some(rankable))
      .slice(0, 8);
    expect(references.length).toBe(8);
    let relativesThatWouldRank = 0;
    for (const reference of references) {
      const g = parsedById.get(reference.id)!;
      const res = await breedingSearch({ axieId: reference.id, parts: [g.eyes.d.partId, g.ears.d.partId], limit: 500 });
      expect(res.statusCode, res.body).toBe(200);
      const ids: number[] = res.json().axies.split(' ').map(Number);
      expect(res.json().total).toBeGreaterThan(ids.length - 1);
      for (const id of ids) {
        const partner = byId.get(id)!;
        expect(related(reference, partner), `${reference.id} × ${id}`).toBe(false);
        expect(partner.stage).toBe(4);
        expect(partner.breedCount).toBeLessThan(7);
      }
      const relatives = relativesOf(reference).filter(rankable);
      for (const r of relatives) expect(related(reference, r)).toBe(true);
      relativesThatWouldRank += relatives.length;
    }
    expect(relativesThatWouldRank).toBeGreaterThanOrEqual(8);
  });

  it('answers the spec shape with the credits left and what the search cost (free over the generated sample)', async () => {
    const user = await testPlayer(app, store, { credits: 3 });
    const reference = market.axies.find((a) => a.stage === 4 && a.breedCount < 7)!;
    const g = parsedById.get(reference.id)!;
    const res = await breedingSearch({ axieId: String(reference.id), parts: [g.tail.d.partId], requestId: 'b-1' }, user.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['axies', 'charge', 'creditos', 'error', 'marketDegraded', 'syncedAt', 'total']);
    expect(body.error).toBeNull();
    expect(body.marketDegraded).toBe(false);
    expect(Date.parse(body.syncedAt)).not.toBeNaN(); // the dataset's load, while the market stands still
    expect(body.creditos).toBe(3);
    expect(body.charge).toEqual({ charged: false, replay: false, reason: 'sample' });
    expect(body.axies.split(' ').length).toBe(Math.min(50, body.total));
  });
});
