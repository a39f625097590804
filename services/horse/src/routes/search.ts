import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import { AppError, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, HorseMarketInfoResponse, HorseSearchBody, HorseSearchResponse } from '@criadero/api-contracts/horse';
import { marketUnavailable } from '../errors';
import { MarketUnavailableError } from '../market/horse-market';
import { invertedRanges, searchDebitId } from '../market/search-query';

/**
 * The horse marketplace search: a session is required, and over a live market each new set of
 * filters costs 1 credit through the shared mechanism (`app.searchCredits`, Elite free); over the
 * labelled sample listings it is free (issue 21). Bad input is refused
 * before anything is spent, and the market is asked before the debit, so a failing market costs
 * nothing.
 */
export async function searchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/horse/market/info',
    { schema: { tags: ['horse'], summary: 'Where the listings come from, and so whether a search costs a credit (free)', response: { 200: HorseMarketInfoResponse } } },
    async () => ({ source: app.horseMarket.info }),
  );

  app.post(
    '/horse/search',
    {
      preHandler: app.requireAccount,
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
      const { requestId, filters } = request.body;
      const inverted = invertedRanges(filters);
      if (inverted.length > 0) throw new AppError(400, 'VALIDATION_ERROR', { detail: `min above max in ${inverted.join(', ')}` });
      const sort = request.body.sort ?? DEFAULT_SORT;
      const page = request.body.page ?? 1;
      const pageSize = request.body.pageSize ?? DEFAULT_PAGE_SIZE;

      let found;
      try {
        found = await app.horseMarket.search({ filters, sort, offset: (page - 1) * pageSize, limit: pageSize });
      } catch (error) {
        if (error instanceof MarketUnavailableError) throw marketUnavailable(error);
        throw error;
      }
      // only a live market costs a credit; the labelled sample listings are searched for free
      const accountId = request.account!.accountId;
      const debit =
        app.horseMarket.info.kind === 'live' ? await app.searchCredits.debitSearchCredit(accountId, searchDebitId(requestId, filters)) : await app.searchCredits.freeSearch(accountId);
      return {
        horses: found.horses,
        total: found.total,
        page,
        pageSize,
        pageCount: Math.ceil(found.total / pageSize),
        sort,
        source: app.horseMarket.info,
        ...debit,
      };
    },
  );
}
