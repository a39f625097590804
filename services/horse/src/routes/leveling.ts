import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import { calculateLeveling, levelingIssues, LEVELING_DATA_AS_OF } from '@criadero/horse-leveling';
import { AppError, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { LevelingBody, LevelingResponse } from '@criadero/api-contracts/horse';

/** What the schema cannot say: the order of the two levels. */
const ORDER_DETAIL = 'initialLevel must be below targetLevel';

/** Free: the leveling cost calculator (same module as the remote's calculator). */
export async function levelingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/horse/leveling',
    {
      schema: {
        tags: ['horse'],
        summary: 'PHORSE and medals to level a Planet Horse from initialLevel to targetLevel, by rarity',
        body: LevelingBody,
        response: { 200: LevelingResponse, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const issues = levelingIssues(request.body);
      if (issues.length > 0) {
        // ranges and rarity are the schema's; only the order is left to check here
        throw new AppError(400, 'VALIDATION_ERROR', { detail: issues.includes('INITIAL_NOT_BELOW_TARGET') ? ORDER_DETAIL : issues.join(', ') });
      }
      return { ...calculateLeveling(request.body), dataAsOf: LEVELING_DATA_AS_OF };
    },
  );
}
