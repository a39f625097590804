import type { FastifyInstance } from 'fastify';
import { AppError, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { AxieErrorBody, RecheckBody, RecheckResponse } from '@criadero/api-contracts/axie';
import { UpstreamBusyError } from './sources/graphql-client';

/**
 * `POST /api/axie/recheck`: a listing checked again before a player acts on it (opening it on the
 * marketplace, choosing it as a partner). Free, so limited per client (`perMinute`, per address,
 * shared through Redis like every rate limit) and coalesced per axie (one look-up answers every
 * caller within its TTL); its look-ups wait behind the sync's and are refused (503 BUSY) rather
 * than queued long, so no visitor can slow the sync. A sold or delisted axie leaves the index.
 */
export async function recheckRoutes(instance: FastifyInstance, options: { perMinute: number }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/axie/recheck',
    {
      config: { rateLimit: { max: options.perMinute, timeWindow: 60_000 } },
      schema: { tags: ['axie'], summary: 'Check a listing again (still for sale? at what price?)', body: RecheckBody, response: { 200: RecheckResponse, 429: AxieErrorBody, 503: AxieErrorBody } },
    },
    async (request) => {
      await app.axieMarket.ready();
      try {
        return await app.axieMarketSync.recheck.check(Number(request.body.axieId));
      } catch (error) {
        if (error instanceof UpstreamBusyError) throw new AppError(503, 'BUSY');
        throw error;
      }
    },
  );
}
