import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import type { Provenance } from '@criadero/api-contracts/schemas/paid-search';
import { searchItems } from '../catalogue/item-search';
import { ITEM_TYPE_IDS, type ItemCatalogue } from '../catalogue/items';
import { MARKET_QUALITIES, MAX_LEVEL, MarketSearchBody, type MarketFiltersResponse, type MarketSearchResponse } from '@criadero/api-contracts/lumiterra-pixels';
import type { PriceSource } from '../prices/price-source';

export interface MarketRoutesOptions {
  catalogue: ItemCatalogue;
  priceSource: PriceSource;
}

/** Lumiterra marketplace: free filter metadata, and the search (its cost is the paid-search rule's: 1 credit with live prices unless Elite; free over sample prices). */
export async function lumiterraMarketRoutes(instance: FastifyInstance, { catalogue, priceSource }: MarketRoutesOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // only real prices make a live market; over the labelled sample prices a search is free
  const provenance = (): Provenance => (priceSource.provenance().sample ? 'sample' : 'live');

  app.get('/lumiterra/marketplace/filters', { schema: { tags: ['lumiterra'], summary: 'Filter values of the item search' } }, async (): Promise<MarketFiltersResponse> => ({
    types: ITEM_TYPE_IDS,
    qualities: [...MARKET_QUALITIES],
    maxLevel: MAX_LEVEL,
    itemCount: catalogue.items.length,
    catalogue: { source: catalogue.source, asOf: catalogue.asOf },
    prices: priceSource.provenance(),
  }));

  app.post(
    '/lumiterra/marketplace/search',
    {
      // the session is checked before the body, so a visitor always learns to log in first
      preValidation: app.requireAccount,
      config: { searchProvenance: provenance },
      schema: {
        tags: ['lumiterra'],
        summary: 'Items by type, quality, level, tradability and name, with prices; costs 1 credit with live prices (free over sample prices, and for Elite)',
        body: MarketSearchBody,
      },
    },
    async (request): Promise<MarketSearchResponse> => {
      const { requestId, ...query } = request.body;
      const ranges = { level: { min: query.minLevel, max: query.maxLevel } };
      return app.searchCredits.run({ accountId: request.account!.accountId, market: 'lumiterra', requestId, filters: query, ranges }, async () => {
        const found = searchItems(catalogue.items, query);
        const prices = await priceSource.prices(found.filter((item) => item.tradable).map((item) => item.id));
        const items = found.map(({ id, name, nameEs, type, qualities, level, tradable }) => ({ id, name, nameEs, type, qualities, level, tradable, price: prices.get(id) ?? null }));
        return { answer: { items, total: found.length, prices: priceSource.provenance() }, found: found.length, provenance: provenance() };
      });
    },
  );
}
