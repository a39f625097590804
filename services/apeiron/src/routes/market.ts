import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { pagedSearch } from '@criadero/service-users/search-credits';
import { DEFAULT_SORT, MarketInfoResponse, MarketSearchBody, MarketSearchResponse, RANGE_FILTERS, type SourceInfo } from '@criadero/api-contracts/apeiron';
import type { Provenance } from '@criadero/api-contracts/schemas/paid-search';
import { fromSource } from './guard';

/** Only an imported (real) dataset is a live market; the labelled sample is searched for free. */
const provenanceOf = (source: SourceInfo): Provenance => (source.kind === 'import' ? 'live' : 'sample');

/**
 * The planet marketplace. `info` is free (what is listed, and where the data comes from); a
 * search needs a session and costs what the paid-search rule says (`app.searchCredits.run`: 1
 * credit per new set of filters over imported data, Elite free; free over the generated sample).
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
      config: { searchProvenance: async () => provenanceOf(await app.apeiron.source.source('planets')) },
      schema: {
        tags: ['apeiron'],
        summary: 'Search planets for sale by type, elements, class, breed count, stage, age and USD price (1 credit per search over imported data; free over the sample; Elite free)',
        body: MarketSearchBody,
        response: { 200: MarketSearchResponse, 400: ErrorBodySchema, 401: ErrorBodySchema, 402: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      const { search, sort, offset, limit, paging } = pagedSearch(request.body, { defaultSort: DEFAULT_SORT, rangeFilters: RANGE_FILTERS });
      const { source } = app.apeiron;
      return app.searchCredits.run({ accountId: request.account!.accountId, market: 'apeiron', ...search }, async () => {
        const found = await fromSource(() => source.searchPlanets({ filters: search.filters, sort, offset, limit }));
        const info = await fromSource(() => source.source('planets'));
        const answer = { planets: found.planets, ...paging(found.total), source: info };
        return { answer, found: found.total, provenance: provenanceOf(info) };
      });
    },
  );
}
