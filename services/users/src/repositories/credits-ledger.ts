import { AppendOnlyLedger, type Appended, type LedgerKeys } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';

type CreditEntryKind = 'purchase' | 'search' | 'grant' | 'adjustment';

export interface CreditEntry extends LedgerKeys {
  /** credits added (positive) or spent (negative) */
  delta: number;
  /** the account's balance after this entry */
  balance: number;
  kind: CreditEntryKind;
  /** free text for the audit trail (tx hash, search request id) */
  reference?: string;
}

export interface AppendCredit {
  accountId: string;
  delta: number;
  kind: CreditEntryKind;
  idempotencyKey: string;
  reference?: string;
}

export class InsufficientCreditError extends Error {
  override name = 'InsufficientCreditError';
  constructor(readonly balance: number) {
    super(`insufficient credit: balance ${balance}`);
  }
}

/**
 * Plus Coin credits as an insert-only ledger (`AppendOnlyLedger`: unique (accountId, seq) for
 * optimistic concurrency, unique idempotency key so every operation applies at most once). Each
 * entry carries the running balance, computed from the head it follows, so a debit beyond the
 * balance is refused even when many race. Correct on FerretDB 1.x, whose updates are not atomic,
 * as on MongoDB.
 */
export class CreditsLedger {
  private readonly ledger: AppendOnlyLedger<CreditEntry>;

  constructor(store: Store) {
    this.ledger = new AppendOnlyLedger<CreditEntry>(store, 'credit_ledger');
  }

  ensureIndexes(): Promise<void> {
    return this.ledger.ensureIndexes();
  }

  async balance(accountId: string): Promise<number> {
    return (await this.ledger.head(accountId))?.balance ?? 0;
  }

  history(accountId: string, limit = 50): Promise<CreditEntry[]> {
    return this.ledger.history(accountId, limit);
  }

  /**
   * Appends an entry unless its idempotency key was already used, in which
   * case the earlier entry is returned with `replay: true`. A debit beyond the
   * balance throws InsufficientCreditError; a key of another account, IdempotencyKeyReusedError.
   */
  async append(input: AppendCredit): Promise<Appended<CreditEntry>> {
    if (!Number.isInteger(input.delta) || input.delta === 0) throw new RangeError('delta must be a non-zero integer');
    return this.ledger.append(input, (head) => {
      const balance = (head?.balance ?? 0) + input.delta;
      if (balance < 0) throw new InsufficientCreditError(head?.balance ?? 0);
      return {
        delta: input.delta,
        balance,
        kind: input.kind,
        ...(input.reference === undefined ? {} : { reference: input.reference }),
      };
    });
  }
}
