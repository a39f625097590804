import type { FastifyInstance } from 'fastify';
import { badRequest, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { AxieErrorBody, PairValueBody, PairValueResponse } from '@criadero/api-contracts/axie';
import { PART_TYPES, getPart, type PartType } from '@criadero/genetics';
import { AxieError } from '../errors';
import type { SalesIndexes } from './sales-history';
import { pairValues } from './pair-value';

/**
 * POST /api/axie/pair-value: what each offspring build of a pair is worth on the market now,
 * from the sales index the sales history answers from (`sales`) and the listings of the market
 * index. Free: it reads only what the sales history already shows.
 */
export async function pairValueRoutes(instance: FastifyInstance, options: { sales: SalesIndexes }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/axie/pair-value',
    { schema: { tags: ['axie'], summary: "Market value of a breeding pair's offspring builds: recent sales, current listings, the marketplace fee", body: PairValueBody, response: { 200: PairValueResponse, 400: AxieErrorBody, 503: AxieErrorBody } } },
    async (request) => {
      const { builds } = request.body;
      for (const build of builds) {
        const types = new Set<PartType>();
        for (const id of build.parts) {
          const part = getPart(id);
          if (!part || !(PART_TYPES as readonly string[]).includes(part.type)) throw new AxieError(400, 'UNKNOWN_PART', id);
          // a build shows one part of each type: two of one type can never be sold
          if (types.has(part.type)) throw badRequest('VALIDATION_ERROR', `${part.type}: one part per type`);
          types.add(part.type);
        }
      }
      await app.axieMarket.ready();
      const [sales, marketIndex, pricing] = await Promise.all([options.sales.current(), app.axieMarket.follower.index(), app.axieMarket.listingUsd.pricing()]);
      return pairValues(sales, marketIndex, pricing, builds);
    },
  );
}
