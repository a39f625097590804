import type { FastifyInstance } from 'fastify';
import { badRequest, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { searchItems } from '../catalogue/item-search';
import { ITEM_TYPE_IDS, type ItemCatalogue } from '../catalogue/items';
import { MARKET_QUALITIES, MAX_LEVEL, MarketSearchBody, type MarketFiltersResponse, type MarketSearchResponse } from '@criadero/api-contracts/lumiterra-pixels';
import type { PriceSource } from '../prices/price-source';

export interface MarketRoutesOptions {
  catalogue: ItemCatalogue;
  priceSource: PriceSource;
}

/** Lumiterra marketplace: free filter metadata, and the search (1 credit with live prices unless Elite; free over sample prices). */
export async function lumiterraMarketRoutes(instance: FastifyInstance, { catalogue, priceSource }: MarketRoutesOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

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
      schema: {
        tags: ['lumiterra'],
        summary: 'Items by type, quality, level, tradability and name, with prices; costs 1 credit with live prices (free over sample prices, and for Elite)',
        body: MarketSearchBody,
      },
    },
    async (request): Promise<MarketSearchResponse> => {
      const { requestId, ...query } = request.body;
      if (query.minLevel !== undefined && query.maxLevel !== undefined && query.minLevel > query.maxLevel) {
        throw badRequest('VALIDATION_ERROR', 'minLevel must not exceed maxLevel');
      }
      // refused searches above cost nothing; from here on the search runs, and is paid for only
      // when its prices are real: over the labelled sample prices it is free (issue 21)
      const accountId = request.account!.accountId;
      const debit = priceSource.provenance().sample ? await app.searchCredits.freeSearch(accountId) : await app.searchCredits.debitSearchCredit(accountId, requestId);
      const found = searchItems(catalogue.items, query);
      const prices = await priceSource.prices(found.filter((item) => item.tradable).map((item) => item.id));
      return {
        items: found.map(({ id, name, nameEs, type, qualities, level, tradable }) => ({
          id,
          name,
          nameEs,
          type,
          qualities,
          level,
          tradable,
          price: prices.get(id) ?? null,
        })),
        total: found.length,
        creditos: debit.creditos,
        charged: debit.charged,
        prices: priceSource.provenance(),
      };
    },
  );
}
