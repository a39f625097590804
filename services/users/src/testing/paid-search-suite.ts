import { describe, expect, it } from 'vitest';
import type { Identity } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { testPlayer } from './test-player';

/** The answer of one search call: status and JSON body. */
interface SearchReply {
  status: number;
  body: { creditos?: number; charge?: { charged: boolean; replay: boolean; reason?: string }; code?: string };
}

/** A market's paid search as the shared suite drives it. */
export interface MarketUnderTest {
  app: { identity: Identity };
  store: Store;
  /**
   * One search call. `filters` 'a' and 'b' are two different searches that both find something;
   * `page` 2 is another page (or order) of the same search where the market pages.
   */
  search(request: { requestId: string; filters: 'a' | 'b'; page?: number; headers: Record<string, string> }): Promise<SearchReply>;
}

let ids = 0;
const newId = () => `suite-${Date.now().toString(36)}-${++ids}`;

/**
 * The paid-search rule as every market must show it, through the market's own route: over a live
 * market a search costs 1 credit once per (request id, filters), new filters under an old id
 * cost again, concurrent retries cost once, no credit is a 402, Elite is never charged; over
 * sample data a search is free and says so. Each market's route test calls it with its routes.
 */
export function describePaidSearch(market: string, markets: { live: () => MarketUnderTest; sample: () => MarketUnderTest }) {
  describe(`${market}: the paid-search rule through its route`, () => {
    it('new filters under the same id cost again; a retry with the same id and filters is free', async () => {
      const { app, store, search } = markets.live();
      const player = await testPlayer(app, store, { credits: 3 });
      const requestId = newId();
      const first = await search({ requestId, filters: 'a', headers: player.headers });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({ creditos: 2, charge: { charged: true, replay: false } });
      // the answer never arrived: the same search again
      expect((await search({ requestId, filters: 'a', headers: player.headers })).body).toMatchObject({ creditos: 2, charge: { charged: true, replay: true } });
      expect((await search({ requestId, filters: 'b', headers: player.headers })).body).toMatchObject({ creditos: 1, charge: { charged: true, replay: false } });
      expect(await player.balance()).toBe(1);
    });

    it('concurrent retries of one search spend one credit', async () => {
      const { app, store, search } = markets.live();
      const player = await testPlayer(app, store, { credits: 1 });
      const requestId = newId();
      const replies = await Promise.all(Array.from({ length: 4 }, () => search({ requestId, filters: 'a', headers: player.headers })));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(replies.filter((r) => r.body.charge?.replay === false)).toHaveLength(1);
      expect(await player.balance()).toBe(0);
    });

    it('with no credit: 402 NO_CREDIT with creditos 0, nothing spent', async () => {
      const { app, store, search } = markets.live();
      const player = await testPlayer(app, store);
      const reply = await search({ requestId: newId(), filters: 'a', headers: player.headers });
      expect([reply.status, reply.body.code, reply.body.creditos]).toEqual([402, 'NO_CREDIT', 0]);
      expect(await player.balance()).toBe(0);
    });

    it('never charges Elite, and says why', async () => {
      const { app, store, search } = markets.live();
      const player = await testPlayer(app, store, { credits: 1, plan: 2 });
      for (const filters of ['a', 'b'] as const) {
        expect((await search({ requestId: newId(), filters, headers: player.headers })).body).toMatchObject({ creditos: 1, charge: { charged: false, reason: 'elite' } });
      }
    });

    it('over sample data a search is free, even at zero credits, and says so', async () => {
      const { app, store, search } = markets.sample();
      const player = await testPlayer(app, store);
      for (const filters of ['a', 'b'] as const) {
        const reply = await search({ requestId: newId(), filters, headers: player.headers });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        expect(reply.body).toMatchObject({ creditos: 0, charge: { charged: false, replay: false, reason: 'sample' } });
      }
    });
  });
}
