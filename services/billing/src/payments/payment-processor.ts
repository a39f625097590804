import { ChainUnavailableError, type ReceiptReader } from '../chain/receipt-reader';
import { verifyTransfer, type Verdict } from '../chain/verify-transfer';
import { billingError, BillingError } from '../errors';
import {
  claimId,
  MAX_OPEN_CLAIMS,
  MAX_UNKNOWN_CHECKS,
  productKey,
  type OutcomeCode,
  type OutcomeStatus,
  type PaymentClaim,
  type PaymentOutcome,
  type PaymentsRepository,
  type Product,
} from '../repositories/payments-repository';
import type { PaymentEffects } from './effects';

interface PaymentSettings {
  token: string;
  receiver: string;
  confirmations: number;
  pendingTtlMs: number;
}

export interface PaymentRequest {
  accountId: string;
  /** 0x + 64 hex, any case */
  txHash: string;
  product: Product;
  priceUnits: bigint;
  referralCodeId: string | null;
}

export type SubmitResult =
  | { status: 'confirmed'; claim: PaymentClaim }
  | { status: 'pending'; claim: PaymentClaim; reason: 'NOT_MINED' | 'CONFIRMATIONS' | 'CHAIN_UNAVAILABLE'; confirmations: number; required: number };

export interface PaymentProcessorDeps {
  reader: ReceiptReader;
  payments: PaymentsRepository;
  effects: PaymentEffects;
  /** the account's wallets (lower case) at the time of the check */
  walletsOf(accountId: string): Promise<string[]>;
  settings: PaymentSettings;
}

/**
 * How long past its pending timeout the worker still checks a claim whose transaction the node
 * knows: a transfer can wait in the pool for hours (low gas, a busy chain) and then be mined.
 */
export const LATE_MINING_WINDOW_MS = 24 * 3_600_000;

/** A terminal outcome that is not this claim's confirmation, as the refusal a submission gets. */
function refusal(outcome: PaymentOutcome, claim: PaymentClaim): BillingError {
  if (outcome._id !== claim._id || outcome.status === 'confirmed') return billingError('TX_ALREADY_USED');
  return billingError(outcome.code ?? 'TX_FAILED');
}

/** The claim's own confirmation: the submission answers as the one that credited it did. */
const isOwnConfirmation = (outcome: PaymentOutcome, claim: PaymentClaim) => outcome._id === claim._id && outcome.status === 'confirmed';

/**
 * Credits a payment only when the chain shows it (see verifyTransfer), once per tx hash ever:
 * the terminal outcome is one insert guarded by two unique keys (the claim's id and, when
 * confirmed, the hash), and the ledgers' own `tx:<hash>` keys make the effect idempotent.
 * Submitting a credited payment again (same account, same purchase) answers `confirmed` again,
 * applying the effect idempotently first (heals a crash between the outcome and the effect).
 * Unconfirmed payments are kept as claims for the worker (at most MAX_OPEN_CLAIMS per account)
 * until they lapse; a lapsed one still credits whenever it is shown and the chain verifies it.
 */
export class PaymentProcessor {
  constructor(private readonly deps: PaymentProcessorDeps) {}

  async submit(request: PaymentRequest, now = new Date()): Promise<SubmitResult> {
    const { payments } = this.deps;
    const txHash = request.txHash.toLowerCase();
    const key = productKey(request.product);
    const existing = await payments.findClaim(txHash, request.accountId);
    if (existing) {
      if (existing.productKey !== key) throw billingError('TX_ALREADY_USED', 'claimed for another purchase');
      const outcome = await payments.outcome(existing._id);
      if (outcome) {
        await this.finish(existing, outcome); // heals a crash between outcome and effect
        if (isOwnConfirmation(outcome, existing)) return { status: 'confirmed', claim: existing };
        throw refusal(outcome, existing);
      }
    }
    const settled = await payments.settlement(txHash);
    if (settled && settled._id !== claimId(txHash, request.accountId)) throw billingError('TX_ALREADY_USED');

    const draft: PaymentClaim = existing ?? {
      _id: claimId(txHash, request.accountId),
      txHash,
      accountId: request.accountId,
      product: request.product,
      productKey: key,
      priceUnits: request.priceUnits.toString(),
      referralCodeId: request.referralCodeId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.deps.settings.pendingTtlMs),
      open: true,
    };

    /** keeps an unconfirmed payment for the worker, within the account's cap of open claims */
    const keepPending = async () => {
      if (!existing && (await payments.openCount(request.accountId, now)) >= MAX_OPEN_CLAIMS) {
        throw billingError('TOO_MANY_PENDING_PAYMENTS');
      }
      return (await payments.claim(draft)).claim;
    };

    let verdict: Verdict;
    try {
      verdict = await this.verify(draft);
    } catch (error) {
      if (!(error instanceof ChainUnavailableError)) throw error;
      // the payment may well be good: keep it for the worker
      const claim = await keepPending();
      return { status: 'pending', claim, reason: 'CHAIN_UNAVAILABLE', confirmations: 0, required: this.deps.settings.confirmations };
    }

    if (verdict.kind === 'rejected') {
      if (existing) await this.record(existing, 'rejected', { code: verdict.code }, now);
      throw billingError(verdict.code);
    }
    if (verdict.kind === 'pending') {
      const claim = await keepPending();
      return { status: 'pending', claim, reason: verdict.reason, confirmations: verdict.confirmations, required: this.deps.settings.confirmations };
    }
    // verified on chain: credited whatever the claim's age (the receiver has the money)
    const { claim } = await payments.claim(draft);
    const { outcome } = await this.record(claim, 'confirmed', { paidUnits: verdict.amount }, now);
    if (!isOwnConfirmation(outcome, claim)) throw refusal(outcome, claim);
    return { status: 'confirmed', claim };
  }

  /**
   * The worker's re-check of an open claim; returns its status afterwards. Never throws a refusal.
   * Past its expiry the claim is still checked (a transfer mined late credits by itself) for
   * LATE_MINING_WINDOW_MS, then lapses; one whose hash the chain has not even seen for
   * MAX_UNKNOWN_CHECKS checks is dropped. Both leave the queue without an outcome, so showing
   * the payment again later still credits it.
   */
  async recheck(claim: PaymentClaim, now = new Date()): Promise<'pending' | 'confirmed' | 'rejected' | 'lapsed' | 'dropped'> {
    const { payments } = this.deps;
    if (now.getTime() >= claim.expiresAt.getTime() + LATE_MINING_WINDOW_MS) {
      await payments.close(claim._id);
      return 'lapsed';
    }
    const settled = await payments.settlement(claim.txHash);
    if (settled && settled._id !== claim._id) {
      await this.record(claim, 'rejected', { code: 'TX_ALREADY_USED' }, now);
      return 'rejected';
    }
    const verdict = await this.verify(claim);
    if (verdict.kind === 'pending') {
      if (verdict.reason !== 'NOT_MINED' || (await this.deps.reader.isKnown(claim.txHash))) return 'pending';
      const checks = (claim.unknownChecks ?? 0) + 1;
      if (checks < MAX_UNKNOWN_CHECKS) {
        await payments.noteUnknown(claim._id, checks);
        return 'pending';
      }
      await payments.close(claim._id);
      return 'dropped';
    }
    if (verdict.kind === 'rejected') {
      await this.record(claim, 'rejected', { code: verdict.code }, now);
      return 'rejected';
    }
    const { outcome } = await this.record(claim, 'confirmed', { paidUnits: verdict.amount }, now);
    return isOwnConfirmation(outcome, claim) ? 'confirmed' : 'rejected';
  }

  /**
   * Takes a claim that has its own outcome off the worker's queue, applying a confirmed one's
   * effect first (idempotent: whoever won the outcome may have crashed before applying it).
   * A claim without an outcome of its own (another claim settled its hash first) stays open:
   * its next re-check records its rejection.
   */
  async finish(claim: PaymentClaim, outcome: PaymentOutcome): Promise<void> {
    if (outcome._id !== claim._id) return;
    if (outcome.status === 'confirmed') await this.deps.effects.apply(claim, outcome.at);
    await this.deps.payments.close(claim._id);
  }

  /** Records the claim's outcome (insert-only; see PaymentsRepository.settle), then finishes it. */
  private async record(claim: PaymentClaim, status: OutcomeStatus, extra: { code?: OutcomeCode; paidUnits?: bigint }, now: Date) {
    const result = await this.deps.payments.settle(claim, status, extra, now);
    await this.finish(claim, result.outcome);
    return result;
  }

  private async verify(claim: PaymentClaim): Promise<Verdict> {
    const { reader, settings } = this.deps;
    const [receipt, payers] = await Promise.all([reader.receipt(claim.txHash), this.deps.walletsOf(claim.accountId)]);
    const head = receipt ? await reader.blockNumber() : 0;
    return verifyTransfer(receipt, head, {
      token: settings.token,
      receiver: settings.receiver,
      payers: payers.map((p) => p.toLowerCase()),
      minAmount: BigInt(claim.priceUnits),
      confirmations: settings.confirmations,
    });
  }
}
