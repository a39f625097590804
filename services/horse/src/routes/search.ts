import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import type { Provenance } from '@criadero/api-contracts/schemas/paid-search';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { pagedSearch } from '@criadero/service-users/search-credits';
import { DEFAULT_SORT, HorseMarketInfoResponse, HorseSearchBody, HorseSearchResponse, RANGE_FILTERS } from '@criadero/api-contracts/horse';
import { marketUnavailable } from '../errors';
import { MarketUnavailableError } from '../market/horse-market';

/**
 * The horse marketplace search: a session is required, and its cost is the paid-search rule's
 * (`app.searchCredits.run`: over a live market each new set of filters costs 1 credit, Elite
 * free; over the labelled sample listings free). Paging and re-sorting are the same search.
 */
export async function searchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const provenance = (): Provenance => (app.horseMarket.info.kind === 'live' ? 'live' : 'sample');
  app.get(
    '/horse/market/info',
    { schema: { tags: ['horse'], summary: 'Where the listings come from, and so whether a search costs a credit (free)', response: { 200: HorseMarketInfoResponse } } },
    async () => ({ source: app.horseMarket.info }),
  );

  app.post(
    '/horse/search',
    {
      preHandler: app.requireAccount,
      config: { searchProvenance: provenance },
      schema: {
        tags: ['horse'],
        summary: 'Search horses for sale by rarity, gender, level, stats and USD price (1 credit per search over a live market; free over the sample; Elite free)',
        body: HorseSearchBody,
        response: {
          200: HorseSearchResponse,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          402: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { search, sort, offset, limit, paging } = pagedSearch(request.body, { defaultSort: DEFAULT_SORT, rangeFilters: RANGE_FILTERS });
      return app.searchCredits.run({ accountId: request.account!.accountId, market: 'horse', ...search }, async () => {
        let found;
        try {
          found = await app.horseMarket.search({ filters: search.filters, sort, offset, limit });
        } catch (error) {
          if (error instanceof MarketUnavailableError) throw marketUnavailable(error);
          throw error;
        }
        const answer = { horses: found.horses, ...paging(found.total), source: app.horseMarket.info };
        return { answer, found: found.total, provenance: provenance() };
      });
    },
  );
}
