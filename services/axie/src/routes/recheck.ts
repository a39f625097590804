import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { AxieErrorBody, RecheckBody, RecheckResponse } from '@criadero/api-contracts/axie';

/**
 * `POST /api/axie/recheck`: a listing checked again before a player acts on it (opening it on the
 * marketplace, choosing it as a partner). Free; a sold or delisted axie leaves the index.
 */
export async function recheckRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/axie/recheck',
    { schema: { tags: ['axie'], summary: 'Check a listing again (still for sale? at what price?)', body: RecheckBody, response: { 200: RecheckResponse, 429: AxieErrorBody, 503: AxieErrorBody } } },
    async (request) => {
      await app.axieMarket.ready();
      return app.axieMarket.recheck.check(Number(request.body.axieId));
    },
  );
}
