import fp from 'fastify-plugin';
import { AppError, noCredit } from '@criadero/service-kit';
import { CreditsLedger, InsufficientCreditError } from '../repositories/credits-ledger';
import { PlansLedger } from '../repositories/plans-ledger';

export interface SearchDebit {
  /** credits left after the search */
  creditos: number;
  /** a credit was spent for this request (now or by an earlier call with the same id) */
  charged: boolean;
  /** this call repeated an earlier one with the same request id: nothing more was spent */
  replay: boolean;
  /** Elite: searches are free */
  unlimited: boolean;
}

/**
 * The one paid-search mechanism every marketplace search uses (Axie, Apeiron,
 * Planet Horse, Lumiterra): 1 Plus Coin per search, never for Elite accounts.
 */
export interface SearchCreditDebiter {
  /**
   * Idempotent per (account, requestId). Throws AppError 402 NO_CREDIT (with
   * `creditos`) when the account has no credit left.
   */
  debitSearchCredit(accountId: string, requestId: string): Promise<SearchDebit>;
  /**
   * A search over sample or generated data (issue 21): nothing is spent, whatever the balance;
   * the answer carries the balance and plan as a paid search's would.
   */
  freeSearch(accountId: string): Promise<SearchDebit>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accounts remembered as Elite, at most (a full memo starts again empty). */
const ELITE_MEMO_MAX = 10_000;

export function createSearchCredits(credits: CreditsLedger, plans: PlansLedger): SearchCreditDebiter {
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
  return {
    async debitSearchCredit(accountId, requestId) {
      if (!REQUEST_ID.test(requestId)) {
        throw new AppError(400, 'VALIDATION_ERROR', { detail: 'requestId must be 1-128 characters of A-Z a-z 0-9 . _ : -' });
      }
      if (await isElite(accountId)) return { creditos: await credits.balance(accountId), charged: false, replay: false, unlimited: true };
      try {
        const { entry, replay } = await credits.append({
          accountId,
          delta: -1,
          kind: 'search',
          idempotencyKey: `search:${accountId}:${requestId}`,
          reference: requestId,
        });
        return { creditos: replay ? await credits.balance(accountId) : entry.balance, charged: true, replay, unlimited: false };
      } catch (error) {
        if (error instanceof InsufficientCreditError) throw noCredit(error.balance);
        throw error;
      }
    },
    async freeSearch(accountId) {
      const [elite, creditos] = await Promise.all([isElite(accountId), credits.balance(accountId)]);
      return { creditos, charged: false, replay: false, unlimited: elite };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** see SearchCreditDebiter */
    searchCredits: SearchCreditDebiter;
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
    app.decorate('searchCredits', createSearchCredits(credits, plans));
  },
  { name: 'criadero-search-credits', fastify: '5.x', dependencies: ['criadero-store'] },
);
