import type { Provenance } from '@criadero/api-contracts/schemas/paid-search';
import type { FastifyInstance } from 'fastify';

/**
 * Where the Axie market searched now comes from, which decides whether a search over it is paid:
 * the generated sample market is 'sample'; the marketplace (GraphQL, or what an import left in
 * the store) is 'live', unless its sync has been failing longer than AXIE_SYNC_DEGRADED_AFTER_S:
 * then 'degraded' (stale answers are not charged). Only 'live' is charged.
 */
export function marketProvenance(app: Pick<FastifyInstance, 'axieMarket' | 'axieMarketSync'>): Provenance {
  if (app.axieMarket.loader.info.kind === 'generated') return 'sample';
  return app.axieMarketSync.degraded ? 'degraded' : 'live';
}
