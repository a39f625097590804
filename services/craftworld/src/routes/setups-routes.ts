import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { SetupBody, SetupListResponse, SetupParams, SetupSchema } from '@criadero/api-contracts/craftworld';
import { CraftworldError, errorResponses } from '../errors';
import { requireCraftWorldPremium, type SubscriptionReader } from '../premium/subscription-gate';
import type { SetupDoc, SetupsRepository } from '../repositories/setups-repository';

const view = (doc: SetupDoc) => ({ id: doc._id, name: doc.name, input: doc.input, createdAt: doc.createdAt.toISOString() });

/**
 * The signed-in player's saved optimizer setups. Saving one is a Craft World Premium feature (the
 * optimizer's gate, 402 CRAFTWORLD_PREMIUM_REQUIRED); listing and deleting need only a login, so a
 * player whose subscription lapsed still sees and can clean up what they saved.
 */
export async function setupsRoutes(instance: FastifyInstance, options: { setups: SetupsRepository; max: number; subscriptions: SubscriptionReader }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { setups, max, subscriptions } = options;

  app.get(
    '/craft-world/setups',
    { preHandler: app.requireAccount, schema: { tags: ['craft-world'], summary: 'Saved optimizer setups, newest first', response: { 200: SetupListResponse, ...errorResponses } } },
    async (request) => ({ setups: (await setups.list(request.account!.accountId, max)).map(view), max }),
  );

  app.post(
    '/craft-world/setups',
    {
      preHandler: [app.requireAccount, async (request) => requireCraftWorldPremium(subscriptions, request.account!.accountId, { feature: 'setups' })],
      schema: { tags: ['craft-world'], summary: 'Saves an optimizer setup (Craft World Premium: 401 without login, 402 without an active subscription)', body: SetupBody, response: { 200: SetupSchema, ...errorResponses } },
    },
    async (request) => {
      const saved = await setups.create(request.account!.accountId, request.body.name.trim(), request.body.input, max);
      if (!saved) throw new CraftworldError('CRAFTWORLD_SETUP_LIMIT', { detail: String(max) });
      return view(saved);
    },
  );

  app.delete(
    '/craft-world/setups/:id',
    {
      preHandler: app.requireAccount,
      schema: { tags: ['craft-world'], summary: 'Deletes one of your setups', params: SetupParams, response: { 200: SetupListResponse, ...errorResponses } },
    },
    async (request) => {
      const { accountId } = request.account!;
      if (!(await setups.remove(accountId, request.params.id))) throw new CraftworldError('CRAFTWORLD_SETUP_NOT_FOUND');
      return { setups: (await setups.list(accountId, max)).map(view), max };
    },
  );
}
