import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError, withConflictRetry, type Store, type StoreCollection } from '@criadero/service-platform/store';

export type CreditEntryKind = 'purchase' | 'search' | 'grant' | 'adjustment';

export interface CreditEntry {
  _id: string;
  accountId: string;
  /** 1, 2, 3… per account; unique with accountId */
  seq: number;
  /** credits added (positive) or spent (negative) */
  delta: number;
  /** the account's balance after this entry */
  balance: number;
  kind: CreditEntryKind;
  /** unique: the same operation never applies twice (e.g. `search:<account>:<requestId>`, `tx:<hash>`) */
  idempotencyKey: string;
  /** free text for the audit trail (tx hash, search request id) */
  reference?: string;
  createdAt: Date;
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

export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError';
}

/**
 * Plus Coin credits as an insert-only ledger. Each entry carries the running
 * balance; the unique (accountId, seq) key makes concurrent writers race for
 * the next sequence number and all but one retry (optimistic concurrency),
 * and the unique idempotency key makes every operation apply at most once.
 * Correct on FerretDB 1.x, whose updates are not atomic, as on MongoDB.
 */
export class CreditsLedger {
  private readonly entries: StoreCollection<CreditEntry>;

  constructor(store: Store) {
    this.entries = store.collection<CreditEntry>('credit_ledger');
  }

  async ensureIndexes(): Promise<void> {
    await this.entries.createIndex({ name: 'accountId_1_seq_1', key: { accountId: 1, seq: 1 }, unique: true });
    await this.entries.createIndex({ name: 'idempotencyKey_1', key: { idempotencyKey: 1 }, unique: true });
  }

  async balance(accountId: string): Promise<number> {
    return (await this.head(accountId))?.balance ?? 0;
  }

  async history(accountId: string, limit = 50): Promise<CreditEntry[]> {
    return this.entries.find({ accountId }, { sort: { seq: -1 }, limit });
  }

  /**
   * Appends an entry unless its idempotency key was already used, in which
   * case the earlier entry is returned with `replay: true`. A debit beyond the
   * balance throws InsufficientCreditError.
   */
  async append(input: AppendCredit): Promise<{ entry: CreditEntry; replay: boolean }> {
    if (!Number.isInteger(input.delta) || input.delta === 0) throw new RangeError('delta must be a non-zero integer');
    const prior = await this.byKey(input);
    if (prior) return { entry: prior, replay: true };

    return withConflictRetry(async () => {
      const head = await this.head(input.accountId);
      const balance = (head?.balance ?? 0) + input.delta;
      if (balance < 0) {
        // A concurrent call with the same key may have spent the last credit for this very operation.
        const done = await this.byKey(input);
        if (done) return { entry: done, replay: true };
        throw new InsufficientCreditError(head?.balance ?? 0);
      }
      const entry: CreditEntry = {
        _id: randomUUID(),
        accountId: input.accountId,
        seq: (head?.seq ?? 0) + 1,
        delta: input.delta,
        balance,
        kind: input.kind,
        idempotencyKey: input.idempotencyKey,
        ...(input.reference === undefined ? {} : { reference: input.reference }),
        createdAt: new Date(),
      };
      try {
        await this.entries.insertOne(entry);
        return { entry, replay: false };
      } catch (error) {
        if (isDuplicateKeyError(error)) {
          const done = await this.byKey(input);
          if (done) return { entry: done, replay: true };
        }
        throw error; // a sequence conflict: withConflictRetry reads the new head and tries again
      }
    });
  }

  private head(accountId: string): Promise<CreditEntry | null> {
    return this.entries.findOne({ accountId }, { sort: { seq: -1 } });
  }

  private async byKey(input: AppendCredit): Promise<CreditEntry | null> {
    const entry = await this.entries.findOne({ idempotencyKey: input.idempotencyKey });
    if (entry && entry.accountId !== input.accountId) {
      throw new IdempotencyKeyReusedError(`idempotency key ${input.idempotencyKey} belongs to another account`);
    }
    return entry;
  }
}
