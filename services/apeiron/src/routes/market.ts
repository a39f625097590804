import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import { AppError, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, MarketInfoResponse, MarketSearchBody, MarketSearchResponse } from '@criadero/api-contracts/apeiron';
import { invertedRanges, searchDebitId } from '../market/search-filter';
import { fromSource } from './guard';

/**
 * The planet marketplace. `info` is free (what is listed, and where the data comes from); a
 * search needs a session and, over imported data only, costs 1 credit through the shared
 * mechanism (`app.searchCredits`, Elite free); over the generated sample it is free.
 * Bad input is refused and the data source asked before anything is spent.
 */
export async function marketRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/apeiron/market/info',
    { schema: { tags: ['apeiron'], summary: 'How many planets are listed and where the data comes from (free)', response: { 200: MarketInfoResponse, 503: ErrorBodySchema } } },
    async () => {
      const { source } = app.apeiron;
      return { listed: await fromSource(() => source.listedCount()), source: await fromSource(() => source.source('planets')) };
    },
  );

  app.post(
    '/apeiron/market/search',
    {
      preHandler: app.requireAccount,
      schema: {
        tags: ['apeiron'],
        summary: 'Search planets for sale by type, elements, class, breed count, stage, age and USD price (1 credit per search over imported data; free over the sample; Elite free)',
        body: MarketSearchBody,
        response: { 200: MarketSearchResponse, 400: ErrorBodySchema, 401: ErrorBodySchema, 402: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      const { requestId, filters } = request.body;
      const inverted = invertedRanges(filters);
      if (inverted.length > 0) throw new AppError(400, 'VALIDATION_ERROR', { detail: `min above max in ${inverted.join(', ')}` });
      const sort = request.body.sort ?? DEFAULT_SORT;
      const page = request.body.page ?? 1;
      const pageSize = request.body.pageSize ?? DEFAULT_PAGE_SIZE;
      const { source } = app.apeiron;
      const found = await fromSource(() => source.searchPlanets({ filters, sort, offset: (page - 1) * pageSize, limit: pageSize }));
      const info = await fromSource(() => source.source('planets'));
      // only an imported (real) dataset costs a credit; the labelled sample is searched for free
      const accountId = request.account!.accountId;
      const debit = info.kind === 'import' ? await app.searchCredits.debitSearchCredit(accountId, searchDebitId(requestId, filters)) : await app.searchCredits.freeSearch(accountId);
      return { planets: found.planets, total: found.total, page, pageSize, pageCount: Math.ceil(found.total / pageSize), sort, source: info, ...debit };
    },
  );
}
