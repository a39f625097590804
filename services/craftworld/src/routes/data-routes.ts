import type { FastifyInstance } from 'fastify';
import { PriceSourceError } from '@criadero/service-token-prices';
import { AppError, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { GameDataResponse, PriceSheetResponse } from '@criadero/api-contracts/craftworld';
import { errorResponses } from '../errors';
import { MAX_WORKERS_PER_FACTORY, WORKER_SPEED_STEP } from '@criadero/craftworld-rules';
import type { GameData } from '../game-data/game-data';
import type { CraftPriceSource } from '../prices/price-sheet';

/** Free: the community tables behind the guides, and the default resource prices. */
export async function dataRoutes(instance: FastifyInstance, options: { data: GameData; prices: CraftPriceSource }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { data } = options;
  const body = {
    factories: data.factories,
    workshopPercent: data.workshopPercent,
    mastery: data.mastery,
    workerSpeedStep: WORKER_SPEED_STEP,
    maxWorkersPerFactory: MAX_WORKERS_PER_FACTORY,
    source: data.source,
    asOf: data.asOf,
    community: true as const,
  };

  app.get(
    '/craft-world/data',
    {
      schema: {
        tags: ['craft-world'],
        summary: 'Factory chains and levels, workshop and mastery modifiers (community data, verify in game)',
        response: { 200: GameDataResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );

  app.get(
    '/craft-world/prices',
    {
      schema: {
        tags: ['craft-world'],
        summary: 'Default unit prices of the resources, with currency, source and as-of date',
        response: { 200: PriceSheetResponse, ...errorResponses },
      },
    },
    async () => {
      try {
        return await options.prices.sheet();
      } catch (error) {
        if (error instanceof PriceSourceError) throw new AppError(503, 'PRICES_UNAVAILABLE', { cause: error });
        throw error;
      }
    },
  );
}
