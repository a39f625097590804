import { insertIfAbsent, type Store, type StoreCollection } from '@criadero/service-kit/store';
import type { RejectionCode } from '../chain/verify-transfer';

/** What a payment buys. */
export type Product =
  | { kind: 'credits'; amount: number }
  | { kind: 'plan'; planId: string }
  | { kind: 'craft-world'; referralCodeId: string | null };

export const productKey = (product: Product): string =>
  product.kind === 'credits' ? `credits:${product.amount}` : product.kind === 'plan' ? `plan:${product.planId}` : `craft-world:${product.referralCodeId ?? '-'}`;

/** An account's claim that a transaction pays for a product. One per (tx hash, account), insert-only. */
export interface PaymentClaim {
  /** `${txHash}:${accountId}` */
  _id: string;
  txHash: string;
  accountId: string;
  product: Product;
  productKey: string;
  /** the price in USDC units (6 decimals), as a decimal string */
  priceUnits: string;
  /** referral or affiliate code the buyer used, if any */
  referralCodeId: string | null;
  createdAt: Date;
  /**
   * The worker re-checks the claim on chain until this time; past it the claim lapses (the
   * worker stops, the history says `expired`). A lapsed claim still credits when it is shown
   * again and the chain verifies it: the player paid.
   */
  expiresAt: Date;
  /**
   * The worker's queue (indexed): true from the insert until the claim has its own outcome and,
   * when confirmed, its effect was applied; then `close` sets it false. Only a hint, never the
   * truth: the outcome decides, and a claim still open with an outcome is finished again
   * (idempotently), so a lost or repeated update does no harm. Absent on claims written before
   * the flag: they count as open. Also cleared without an outcome when the claim lapses or its
   * hash stayed unknown to the chain for MAX_UNKNOWN_CHECKS worker checks (dropped).
   */
  open?: boolean;
  /** worker checks that found no such transaction on chain (neither mined nor in the node's pool) */
  unknownChecks?: number;
}

/** Open claims without an outcome an account may hold (junk hashes cost a chain call per worker pass). */
export const MAX_OPEN_CLAIMS = 5;
/** Worker checks that find a hash unknown to the chain before its claim is dropped from the queue. */
export const MAX_UNKNOWN_CHECKS = 3;

/**
 * Older versions also recorded `expired` as terminal, which refused a late but good payment
 * forever; billing migration 1 deleted those at start-up (the claim stays, see `history`).
 */
export type OutcomeStatus = 'confirmed' | 'rejected';
/** why a claim was rejected: what the chain showed, or that another claim settled the hash */
export type OutcomeCode = RejectionCode | 'TX_ALREADY_USED';

/**
 * The one terminal outcome of a claim (insert-only, `_id` = the claim's). A confirmed outcome
 * also takes the tx hash in the unique `settles` key, so a hash settles once, ever, whichever
 * account claims it; other outcomes put their own id there and never collide.
 */
export interface PaymentOutcome {
  _id: string;
  txHash: string;
  accountId: string;
  status: OutcomeStatus;
  settles: string;
  code?: OutcomeCode;
  /** USDC units the transfer carried (confirmed only) */
  paidUnits?: string;
  productKey: string;
  referralCodeId: string | null;
  at: Date;
}

/** `expired`: no outcome and no longer checked by the worker (lapsed or dropped) */
type PaymentStatus = 'pending' | 'expired' | OutcomeStatus;

export interface PaymentView {
  txHash: string;
  product: Product;
  priceUnits: string;
  status: PaymentStatus;
  code?: OutcomeCode;
  createdAt: Date;
  expiresAt: Date;
  settledAt: Date | null;
}

type ClaimFilter = Parameters<StoreCollection<PaymentClaim>['find']>[0];

export const claimId = (txHash: string, accountId: string) => `${txHash}:${accountId}`;

export class PaymentsRepository {
  private readonly claims: StoreCollection<PaymentClaim>;
  private readonly outcomes: StoreCollection<PaymentOutcome>;

  constructor(store: Store) {
    this.claims = store.collection<PaymentClaim>('payment_claims');
    this.outcomes = store.collection<PaymentOutcome>('payment_outcomes');
  }

  async ensureIndexes(): Promise<void> {
    await this.claims.createIndex({ name: 'accountId_1_createdAt_-1', key: { accountId: 1, createdAt: -1 } });
    await this.claims.createIndex({ name: 'open_1_expiresAt_1', key: { open: 1, expiresAt: 1 } });
    await this.outcomes.createIndex({ name: 'settles_1', key: { settles: 1 }, unique: true });
    await this.outcomes.createIndex({ name: 'referralCodeId_1_status_1', key: { referralCodeId: 1, status: 1 } });
  }

  /** Claims matching `filter`, in pages by `_id` (by key, not offset: updates during the walk skip none). */
  private async *pagesOfClaims(filter: ClaimFilter, pageSize = 200): AsyncGenerator<PaymentClaim[]> {
    let after: string | undefined;
    for (;;) {
      const page = await this.claims.find({ ...filter, ...(after === undefined ? {} : { _id: { $gt: after } }) }, { sort: { _id: 1 }, limit: pageSize });
      if (page.length > 0) yield page;
      if (page.length < pageSize) return;
      after = page[page.length - 1]!._id;
    }
  }

  /** Inserts the claim, or returns the one already there (created: false). */
  async claim(claim: PaymentClaim): Promise<{ claim: PaymentClaim; created: boolean }> {
    if (await insertIfAbsent(this.claims, claim)) return { claim, created: true };
    const existing = await this.claims.findOne({ _id: claim._id });
    if (!existing) throw new Error(`payment claim ${claim._id}: its key is taken, yet no claim holds it`);
    return { claim: existing, created: false };
  }

  findClaim(txHash: string, accountId: string): Promise<PaymentClaim | null> {
    return this.claims.findOne({ _id: claimId(txHash, accountId) });
  }

  outcome(id: string): Promise<PaymentOutcome | null> {
    return this.outcomes.findOne({ _id: id });
  }

  /** The confirmed outcome that settled this hash, if any (any account). */
  settlement(txHash: string): Promise<PaymentOutcome | null> {
    return this.outcomes.findOne({ settles: txHash });
  }

  /**
   * Records the claim's terminal outcome. Returns the outcome that holds: this one, or the one
   * recorded first (the claim's own, or another claim's settlement of the same hash).
   */
  async settle(claim: PaymentClaim, status: OutcomeStatus, extra: { code?: OutcomeCode; paidUnits?: bigint } = {}, now = new Date()) {
    const outcome: PaymentOutcome = {
      _id: claim._id,
      txHash: claim.txHash,
      accountId: claim.accountId,
      status,
      settles: status === 'confirmed' ? claim.txHash : `none:${claim._id}`,
      ...(extra.code ? { code: extra.code } : {}),
      ...(extra.paidUnits !== undefined ? { paidUnits: extra.paidUnits.toString() } : {}),
      productKey: claim.productKey,
      referralCodeId: claim.referralCodeId,
      at: now,
    };
    if (await insertIfAbsent(this.outcomes, outcome)) return { outcome, won: true };
    const held = (await this.outcomes.findOne({ _id: claim._id })) ?? (await this.settlement(claim.txHash));
    if (!held) throw new Error(`payment outcome ${claim._id}: its keys are taken, yet no outcome holds them`);
    return { outcome: held, won: false };
  }

  /** Open claims without an outcome the account holds that have not lapsed (see MAX_OPEN_CLAIMS). */
  openCount(accountId: string, now = new Date()): Promise<number> {
    return this.claims.countDocuments({ accountId, open: { $ne: false }, expiresAt: { $gt: now } });
  }

  /** Notes one more worker check that found the hash unknown on chain (only the worker writes it). */
  async noteUnknown(id: string, checks: number): Promise<void> {
    await this.claims.updateOne({ _id: id }, { $set: { unknownChecks: checks } });
  }

  /**
   * The worker's queue: every claim still flagged open (or written before the flag) that expires
   * after `since`, in pages of `pageSize`, by `_id` until none is left. Paging by key, not by
   * offset, so closing claims during the pass skips none. Older claims read as expired (see
   * history) and are checked again only when shown again. A page may hold claims that already have an
   * outcome (a crash before `close`): the caller finishes them (see `outcomesOf`).
   */
  openClaims(since: Date, pageSize = 200): AsyncGenerator<PaymentClaim[]> {
    return this.pagesOfClaims({ open: { $ne: false }, expiresAt: { $gte: since } }, pageSize);
  }

  /** The outcomes these claims have, by claim id. */
  async outcomesOf(claimIds: string[]): Promise<Map<string, PaymentOutcome>> {
    if (claimIds.length === 0) return new Map();
    const recorded = await this.outcomes.find({ _id: { $in: claimIds } });
    return new Map(recorded.map((o) => [o._id, o]));
  }

  /**
   * Takes a claim off the worker's queue. Call it once the claim has its own outcome and a
   * confirmed one's effect was applied, or when it lapses or is dropped without one. Idempotent, and every writer writes the same value, so
   * FerretDB 1.x's non-atomic updates cannot make it wrong.
   */
  async close(id: string): Promise<void> {
    await this.claims.updateOne({ _id: id }, { $set: { open: false } });
  }

  /** The account's payments, newest first, with their status. */
  async history(accountId: string, now = new Date(), limit = 50): Promise<PaymentView[]> {
    const claims = await this.claims.find({ accountId }, { sort: { createdAt: -1 }, limit });
    const outcomes = await this.outcomes.find({ _id: { $in: claims.map((c) => c._id) } });
    const byId = new Map(outcomes.map((o) => [o._id, o]));
    return claims.map((claim) => {
      const outcome = byId.get(claim._id);
      // without an outcome: pending while the worker checks it; lapsed or dropped reads as expired
      const status: PaymentStatus = outcome?.status ?? (claim.expiresAt.getTime() <= now.getTime() || claim.open === false ? 'expired' : 'pending');
      return {
        txHash: claim.txHash,
        product: claim.product,
        priceUnits: claim.priceUnits,
        status,
        ...(outcome?.code ? { code: outcome.code } : {}),
        createdAt: claim.createdAt,
        expiresAt: claim.expiresAt,
        settledAt: outcome?.at ?? null,
      };
    });
  }

  /** Confirmed payments made with these referral codes. */
  confirmedWithCodes(referralCodeIds: string[]): Promise<PaymentOutcome[]> {
    if (referralCodeIds.length === 0) return Promise.resolve([]);
    return this.outcomes.find({ referralCodeId: { $in: referralCodeIds }, status: 'confirmed' });
  }
}
