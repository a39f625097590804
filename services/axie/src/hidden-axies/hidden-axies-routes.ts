import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { AxieErrorBody, HIDDEN_AXIES_MAX, HiddenAxiesChange, HiddenAxiesResponse } from '@criadero/api-contracts/axie';
import { AxieError } from '../errors';
import { HiddenAxiesRepository } from './hidden-axies-repository';

const errors = { 400: AxieErrorBody, 401: AxieErrorBody, 413: AxieErrorBody, 429: AxieErrorBody };
/** 20,000 ids of up to 12 digits as JSON, twice (add and remove), and the envelope. */
const BODY_LIMIT = 2 * HIDDEN_AXIES_MAX * 15 + 1024;

/** The Axies a signed-in player hid in the breeding calculator (a visitor keeps them in the browser). */
export async function hiddenAxiesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repository = new HiddenAxiesRepository(app.store);

  app.get(
    '/axie/hidden-axies',
    { preHandler: app.requireAccount, schema: { tags: ['axie'], summary: 'The Axies you hid in the breeding calculator', response: { 200: HiddenAxiesResponse, ...errors } } },
    async (request) => ({ ids: await repository.get(request.account!.accountId) }),
  );

  app.post(
    '/axie/hidden-axies',
    {
      preHandler: app.requireAccount,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['axie'],
        summary: 'Hides (add) and restores (remove) Axies; the same change twice leaves the same set (400 HIDDEN_AXIES_LIMIT past 20,000)',
        body: HiddenAxiesChange,
        response: { 200: HiddenAxiesResponse, ...errors },
      },
    },
    async (request) => {
      const { accountId } = request.account!;
      const add = [...new Set(request.body.add ?? [])];
      const remove = [...new Set(request.body.remove ?? [])];
      if (add.length) {
        const now = new Set(await repository.get(accountId));
        const added = add.filter((id) => !now.has(id)).length;
        if (now.size + added > HIDDEN_AXIES_MAX) throw new AxieError(400, 'HIDDEN_AXIES_LIMIT');
      }
      return { ids: await repository.change(accountId, add, remove) };
    },
  );
}
