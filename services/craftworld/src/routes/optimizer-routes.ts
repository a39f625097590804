import type { FastifyInstance } from 'fastify';
import { cpuTask, taskModuleUrl, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { OptimizerInputSchema, OptimizerResponse } from '@criadero/api-contracts/craftworld';
import { CraftworldError, errorResponses } from '../errors';
import type { GameData } from '../game-data/game-data';
import { levelRow, UnknownFactoryError } from '../optimizer/evaluate';
import type { optimizeWithTables } from './optimizer-task';
import { requireCraftWorldPremium, type SubscriptionReader } from '../premium/subscription-gate';

/** The optimizer runs in the CPU pool: a worker thread, under the pool's time limit. */
const optimizeTask = cpuTask<typeof optimizeWithTables>(taskModuleUrl(import.meta.url, './optimizer-task'), 'optimizeWithTables');

/** Craft World Premium: the resource optimizer's results (the inputs are public, the answers are not). */
export async function optimizerRoutes(instance: FastifyInstance, options: { data: GameData; subscriptions: SubscriptionReader }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tablesJson = JSON.stringify(options.data);
  app.post(
    '/craft-world/optimizer',
    {
      preHandler: [
        app.requireAccount,
        async (request) => requireCraftWorldPremium(options.subscriptions, request.account!.accountId),
      ],
      schema: {
        tags: ['craft-world'],
        summary: 'Craft cost versus buy price, profit per hour and the best plan for a time budget (Craft World Premium: 401 without login, 402 without an active subscription)',
        body: OptimizerInputSchema,
        response: { 200: OptimizerResponse, ...errorResponses },
      },
    },
    async (request) => {
      const input = request.body;
      try {
        for (const factory of input.factories) levelRow(options.data, factory.token, factory.level);
      } catch (error) {
        if (error instanceof UnknownFactoryError) throw new CraftworldError('CRAFTWORLD_UNKNOWN_FACTORY', { detail: error.message });
        throw error;
      }
      return { currency: input.currency, ...(await app.cpu.run(optimizeTask, [tablesJson, input])) };
    },
  );
}
