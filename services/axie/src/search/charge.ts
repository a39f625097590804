import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SearchDebit } from '@criadero/service-users/search-credits';
import { unauthenticated } from '@criadero/service-kit';
import { marketProvenance } from '../market/provenance';
import type { SearchCriteria } from './criteria';

/**
 * The credit ledger's key for one search: the client's requestId plus a digest of the route and
 * the normalised filters, so a retry of the same search is charged once while reusing a
 * requestId for a different search is charged again.
 */
export function debitId(requestId: string, route: string, criteria: SearchCriteria, extra = ''): string {
  const digest = createHash('sha256').update(JSON.stringify([route, criteria, extra])).digest('hex').slice(0, 16);
  return `${requestId}:${digest}`;
}

/**
 * 401 for visitors, then 1 credit through the shared mechanism (Elite free, 402 NO_CREDIT with
 * none); nothing while the market is degraded (its sync failing: the answer may be stale).
 */
export async function chargeSearch(
  app: FastifyInstance,
  request: FastifyRequest,
  requestId: string | undefined,
  route: string,
  criteria: SearchCriteria,
  extra = '',
): Promise<SearchDebit> {
  if (!request.account) throw unauthenticated();
  if (marketProvenance(app.axieMarket) === 'degraded') return app.searchCredits.freeSearch(request.account.accountId);
  return app.searchCredits.debitSearchCredit(request.account.accountId, debitId(requestId ?? request.id.slice(0, 64).replace(/[^A-Za-z0-9._:-]/g, '-'), route, criteria, extra));
}
