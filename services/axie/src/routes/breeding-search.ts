import type { FastifyInstance } from 'fastify';
import { notFound, unauthenticated, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { CreditsLedger } from '@criadero/service-users';
import { AxieErrorBody, BreedingSearchBody, BreedingSearchResponse, DEFAULT_BREEDING_LIMIT } from '@criadero/api-contracts/axie';
import { AxieError } from '../errors';
import { rankPartners } from '../search/breeding-search';
import { chargeSearch } from '../search/charge';
import { answerWithMarketFreshness } from './market-freshness';
import { normalizeCriteria } from '../search/criteria';

/**
 * `POST /api/breeding-search`: marketplace partners for one axie ranked by the chance of the
 * wanted parts (genetics engine). A paid search; at least one wanted part is required.
 */
export async function breedingSearchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const credits = new CreditsLedger(app.store);
  answerWithMarketFreshness(app);
  app.post(
    '/breeding-search',
    {
      schema: {
        tags: ['axie'],
        summary: 'Breeding partners on the market ranked by P(wanted parts) (1 credit unless Elite)',
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
      const repository = await app.axieMarket.ready();
      const reference = await repository.byId(Number(axieId));
      if (!reference) throw notFound(`axie ${axieId}`);
      const { ranked, total } = await rankPartners(repository, app.axieMarket.genes, reference, criteria);
      // no partner found: nothing charged (issue 20)
      if (ranked.length === 0) return { error: null, axies: '', total, creditos: await credits.balance(request.account.accountId) };
      const debit = await chargeSearch(app, request, request.body.requestId, 'breeding-search', criteria, String(reference.id));
      return { error: null, axies: ranked.slice(0, criteria.limit).map((r) => r.id).join(' '), total, creditos: debit.creditos };
    },
  );
}
