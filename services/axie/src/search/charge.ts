import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SearchCost } from '@criadero/service-users/search-credits';
import { unauthenticated } from '@criadero/service-kit';
import { marketProvenance } from '../market/provenance';
import type { AxiesRepository } from '../market/store/axies-repository';
import type { SearchCriteria } from './criteria';

export interface AxieSearch {
  /** `axie-search` or `axie-breeding` */
  market: string;
  requestId: string | undefined;
  criteria: SearchCriteria;
  /** what else makes it another search (the breeding reference axie) */
  extra?: Record<string, unknown>;
}

/**
 * A paid Axie search through the one paid-search rule (`app.searchCredits.run`): 401 for
 * visitors; the cost decided by the market's provenance (the generated sample is free, and so is a
 * market whose sync has been failing: its answers may be stale), by what
 * was found and by the plan. The debit key binds the client's requestId to the normalised
 * criteria; without a requestId the call's own id is used, so such a call cannot be retried free.
 */
export async function chargeSearch<T extends object>(
  app: FastifyInstance,
  request: FastifyRequest,
  search: AxieSearch,
  find: (repository: AxiesRepository) => Promise<{ answer: T; found: number }>,
): Promise<T & SearchCost> {
  if (!request.account) throw unauthenticated();
  const requestId = search.requestId ?? request.id.slice(0, 64).replace(/[^A-Za-z0-9._:-]/g, '-');
  const filters = { ...search.criteria, ...search.extra };
  return app.searchCredits.run({ accountId: request.account.accountId, market: search.market, requestId, filters, orderedLists: ['priorityOrder'] }, async () => {
    const { answer, found } = await find(await app.axieMarket.ready());
    return { answer, found, provenance: marketProvenance(app) };
  });
}
