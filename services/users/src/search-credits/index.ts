import fp from 'fastify-plugin';
import { AppError, noCredit } from '@criadero/service-kit';
import type { FreeReason, Provenance, SearchCharge } from '@criadero/api-contracts/schemas/paid-search';
import { CreditsLedger, InsufficientCreditError } from '../repositories/credits-ledger';
import { PlansLedger } from '../repositories/plans-ledger';
import { canonicalFilters, invertedRanges, searchDebitKey, type FilterRange } from './search-key';

export { invertedRanges } from './search-key';
export { pagedSearch } from './paged-search';

/** One marketplace search, as a route hands it to the paid-search rule. */
interface PaidSearchRequest {
  accountId: string;
  /** which search (`horse`, `axie-breeding`…): the same request id on two markets is two searches */
  market: string;
  /** the client's id of this search */
  requestId: string;
  /** what the search looks for (not its page or order): a change of filters is a new search */
  filters: unknown;
  /** keys of `filters` whose lists are ordered (a priority), not sets */
  orderedLists?: readonly string[];
  /** the filter ranges, checked before the search runs: min above max is a 400 */
  ranges?: Record<string, FilterRange>;
}

/** What the search found, and over which data. */
interface SearchFound<T> {
  answer: T;
  /** how many results match (before paging): a search that finds nothing costs nothing */
  found: number;
  provenance: Provenance;
}

/** What every search answer carries about its cost. */
export interface SearchCost {
  /** credits left after this search */
  creditos: number;
  charge: SearchCharge;
}

/**
 * The paid-search rule every marketplace search goes through (Axie, Apeiron, Planet Horse,
 * Lumiterra), in one place:
 * 1. refuse a malformed request id or a range whose min is above its max (400) before anything runs;
 * 2. run the search (a failing market costs nothing);
 * 3. decide the cost: free over sample or degraded data, free when nothing was found, free for
 *    Elite; otherwise 1 Plus Coin, debited once per (account, market, request id, canonical
 *    filters) in the insert-only credit ledger, so a retry with the same id and filters (also
 *    one whose answer never arrived, or that raced another) spends nothing more, and new filters
 *    under an old id cost again. No credit left: 402 NO_CREDIT with `creditos`.
 */
export interface PaidSearchRule {
  run<T>(search: PaidSearchRequest, find: () => Promise<SearchFound<T>>): Promise<T & SearchCost>;
  /** The balance, for a free kind of search that has no paid-search rule to follow. */
  balance(accountId: string): Promise<number>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accounts remembered as Elite, at most (a full memo starts again empty). */
const ELITE_MEMO_MAX = 10_000;

export function createPaidSearchRule(credits: CreditsLedger, plans: PlansLedger): PaidSearchRule {
  // account → the instant its Elite time runs out. Plan time is an insert-only ledger, so an
  // account that holds Elite until T holds it until T whatever is bought meanwhile: a search
  // before T needs no plan read. Other accounts are read every time (a plan bought on another
  // instance must count at once), and balances are never remembered.
  const eliteUntil = new Map<string, number>();
  const isElite = async (accountId: string): Promise<boolean> => {
    const known = eliteUntil.get(accountId);
    if (known !== undefined && Date.now() < known) return true;
    const until = await plans.heldUntil(accountId, 2);
    if (!until) return false;
    if (eliteUntil.size >= ELITE_MEMO_MAX) eliteUntil.clear();
    eliteUntil.set(accountId, until.getTime());
    return true;
  };

  const free = async (accountId: string, reason: FreeReason): Promise<SearchCost> => ({
    creditos: await credits.balance(accountId),
    charge: { charged: false, replay: false, reason },
  });

  const cost = async (search: PaidSearchRequest, found: number, provenance: Provenance): Promise<SearchCost> => {
    const { accountId } = search;
    if (provenance !== 'live') return free(accountId, provenance);
    if (found === 0) return free(accountId, 'nothing-found');
    if (await isElite(accountId)) return free(accountId, 'elite');
    const canonical = canonicalFilters(search.filters, search.orderedLists);
    try {
      const { entry, replay } = await credits.append({
        accountId,
        delta: -1,
        kind: 'search',
        idempotencyKey: searchDebitKey(accountId, search.market, search.requestId, canonical),
        reference: `${search.market}:${search.requestId}`,
      });
      return { creditos: replay ? await credits.balance(accountId) : entry.balance, charge: { charged: true, replay } };
    } catch (error) {
      if (error instanceof InsufficientCreditError) throw noCredit(error.balance);
      throw error;
    }
  };

  return {
    async run(search, find) {
      if (!REQUEST_ID.test(search.requestId)) {
        throw new AppError(400, 'VALIDATION_ERROR', { detail: 'requestId must be 1-128 characters of A-Z a-z 0-9 . _ : -' });
      }
      const inverted = invertedRanges(search.ranges ?? {});
      if (inverted.length > 0) throw new AppError(400, 'VALIDATION_ERROR', { detail: `min above max in ${inverted.join(', ')}` });
      const { answer, found, provenance } = await find();
      return { ...answer, ...(await cost(search, found, provenance)) };
    },
    balance: (accountId) => credits.balance(accountId),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** see PaidSearchRule */
    searchCredits: PaidSearchRule;
  }
}

/**
 * Decorates `app.searchCredits`. The users plugin registers it; a service
 * that runs alone (e.g. `@criadero/service-axie`'s own server) registers it
 * itself before its routes.
 */
export const searchCreditsPlugin = fp(
  async (app) => {
    const credits = new CreditsLedger(app.store);
    const plans = new PlansLedger(app.store);
    await credits.ensureIndexes();
    await plans.ensureIndexes();
    app.decorate('searchCredits', createPaidSearchRule(credits, plans));
  },
  { name: 'criadero-search-credits', fastify: '5.x', dependencies: ['criadero-store'] },
);
