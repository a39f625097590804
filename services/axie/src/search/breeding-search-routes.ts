import type { FastifyInstance } from 'fastify';
import { notFound, unauthenticated, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { marketProvenance } from '../market/provenance';
import { AxieErrorBody, BreedingSearchBody, BreedingSearchResponse, DEFAULT_BREEDING_LIMIT } from '@criadero/api-contracts/axie';
import { AxieError } from '../errors';
import { rankPartners } from './breeding-search';
import { chargeSearch } from './charge';
import { answerWithMarketFreshness } from '../market/market-freshness';
import { normalizeCriteria } from './criteria';

/**
 * `POST /api/breeding-search`: marketplace partners for one axie ranked by the chance of the
 * wanted parts (genetics engine). A paid search (the paid-search rule: free over the generated
 * sample, 1 credit over the live market unless Elite); at least one wanted part is required.
 */
export async function breedingSearchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  answerWithMarketFreshness(app);
  app.post(
    '/breeding-search',
    {
      config: { searchProvenance: () => marketProvenance(app) },
      schema: {
        tags: ['axie'],
        summary: 'Breeding partners on the market ranked by P(wanted parts) (1 credit over the live market unless Elite; free over the sample)',
        body: BreedingSearchBody,
        response: {
          200: BreedingSearchResponse,
          400: AxieErrorBody,
          401: AxieErrorBody,
          402: AxieErrorBody,
          403: AxieErrorBody,
          404: AxieErrorBody,
          429: AxieErrorBody,
          503: AxieErrorBody,
        },
      },
    },
    async (request) => {
      if (!request.account) throw unauthenticated();
      const { axieId, ...filters } = request.body;
      const criteria = normalizeCriteria(filters, { limit: DEFAULT_BREEDING_LIMIT });
      if (criteria.includeParts.length === 0) throw new AxieError(400, 'NO_PART_FILTER');
      const search = { market: 'axie-breeding', requestId: request.body.requestId, criteria, extra: { axieId: Number(axieId) } };
      return chargeSearch(app, request, search, async (repository) => {
        const reference = await repository.byId(Number(axieId));
        if (!reference) throw notFound(`axie ${axieId}`);
        const { ranked, total } = await rankPartners(app.axieMarket.follower, app.axieMarket.genes, reference, criteria, await app.axieMarket.listingUsd.pricing());
        return { answer: { error: null, axies: ranked.slice(0, criteria.limit).map((r) => r.id).join(' '), total }, found: ranked.length };
      });
    },
  );
}
