import { randomUUID } from 'node:crypto';
import type { Filter } from 'mongodb';
import {
  isDuplicateKeyError,
  withConflictRetry,
  type IndexSpec,
  type RetryOptions,
  type Store,
  type StoreCollection,
} from '../store';
import { EmbeddedLedgerIndex } from './embedded-ledger-index';

/** The fields the ledger keeps on every entry; the rest of an entry is its payload. */
export interface LedgerKeys {
  _id: string;
  accountId: string;
  /** 1, 2, 3… per account, without a gap; unique with accountId */
  seq: number;
  /** unique across the ledger: the same operation never applies twice (`tx:<hash>`, `search:<account>:<id>`) */
  idempotencyKey: string;
  createdAt: Date;
}

/** What a ledger's `append` computes from the account's head: the entry without the ledger's fields. */
export type LedgerPayload<E extends LedgerKeys> = Omit<E, keyof LedgerKeys>;

export interface AppendRequest {
  accountId: string;
  idempotencyKey: string;
  /** default: now */
  createdAt?: Date;
}

export interface Appended<E> {
  entry: E;
  /** true when the key had been used already: `entry` is the earlier one and nothing was written */
  replay: boolean;
}

/** Reads a ledger's domain queries may make; entries are only ever written through `append`. */
export type LedgerReads<E extends LedgerKeys> = Pick<StoreCollection<E>, 'find' | 'findOne' | 'countDocuments'>;

export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError';
}

/** The unique indexes every ledger needs: the optimistic lock and the at-most-once key. */
const LEDGER_INDEXES: IndexSpec[] = [
  { name: 'accountId_1_seq_1', key: { accountId: 1, seq: 1 }, unique: true },
  { name: 'idempotencyKey_1', key: { idempotencyKey: 1 }, unique: true },
];

/**
 * An insert-only ledger of per-account chains (credits, plan time, subscriptions). Updates are not
 * atomic on FerretDB 1.x under concurrency, inserts against a unique index are: so nothing is
 * ever updated. `append` reads the account's head, computes the next entry from it and inserts it
 * at `seq + 1`; the unique (accountId, seq) index lets one of two concurrent writers win and the
 * other read the new head and compute again (optimistic concurrency), so an entry is only ever
 * stored if it was computed from the latest one. The unique idempotency key makes each operation
 * apply at most once: a key already used returns its entry (`replay: true`).
 */
export class AppendOnlyLedger<E extends LedgerKeys> {
  private readonly entries: StoreCollection<E>;
  /** on the embedded store only: the heads and keys without scanning the collection */
  private readonly index: EmbeddedLedgerIndex | null;

  constructor(
    store: Store,
    readonly name: string,
    private readonly options: { indexes?: IndexSpec[]; retry?: RetryOptions } = {},
  ) {
    this.entries = store.collection<E>(name);
    this.index = store.kind === 'embedded' ? EmbeddedLedgerIndex.of(store, name) : null;
  }

  /** The collection, for a ledger's own queries (plan periods, subscription runs). */
  get reads(): LedgerReads<E> {
    return this.entries;
  }

  /**
   * The ledger's unique indexes and the ledger's own (`options.indexes`); idempotent. On the
   * embedded store it also learns the heads and keys now, at start-up, rather than on the first
   * request (one pass over the entries: 0.4 s at 100,000).
   */
  async ensureIndexes(): Promise<void> {
    for (const spec of [...LEDGER_INDEXES, ...(this.options.indexes ?? [])]) await this.entries.createIndex(spec);
    await this.index?.load();
  }

  /** The account's latest entry (its balance, its last period), null before the first. */
  async head(accountId: string): Promise<E | null> {
    if (this.index) {
      const id = await this.index.headId(accountId);
      const entry = id === undefined ? null : await this.byId(id);
      if (id === undefined || entry) return entry;
    }
    return this.entries.findOne({ accountId } as Filter<E>, { sort: { seq: -1 } });
  }

  /** The account's entries, newest first. */
  async history(accountId: string, limit = 50): Promise<E[]> {
    if (this.index) {
      const ids = await this.index.latestIds(accountId, limit);
      return this.entries.find({ _id: { $in: ids } } as Filter<E>, { sort: { seq: -1 } });
    }
    return this.entries.find({ accountId } as Filter<E>, { sort: { seq: -1 }, limit });
  }

  /**
   * Every entry of the account, oldest first: for a ledger's own queries over one account's few
   * entries (plan periods), filtered by the caller. Read by `_id` on the embedded store (the
   * entries its index knows, as `head` and `history`), so the cost does not grow with other
   * accounts' entries.
   */
  async accountEntries(accountId: string): Promise<E[]> {
    if (this.index) {
      // one look-up per id (the store's cheapest read; the ids are in seq order already)
      const ids = await this.index.latestIds(accountId, Number.POSITIVE_INFINITY);
      const entries = await Promise.all(ids.map((id) => this.byId(id)));
      return entries.filter((entry) => entry !== null);
    }
    return this.entries.find({ accountId } as Filter<E>, { sort: { seq: 1 } });
  }

  /** The entry written under an idempotency key, whichever account it belongs to. */
  async byKey(idempotencyKey: string): Promise<E | null> {
    if (this.index) {
      const id = await this.index.idOfKey(idempotencyKey);
      return id === undefined ? null : this.byId(id);
    }
    return this.entries.findOne({ idempotencyKey } as Filter<E>);
  }

  /**
   * Appends the entry `payload` computes from the account's head, unless the key was used
   * already: then the earlier entry comes back with `replay: true` and `payload` is not called.
   * `payload` may run several times (once per conflict, each time with the newer head) and may
   * refuse by throwing (a debit beyond the balance); a refusal is thrown unless a concurrent call
   * with the same key has meanwhile applied the operation, which is then a replay. A key used by
   * another account throws IdempotencyKeyReusedError.
   */
  async append(request: AppendRequest, payload: (head: E | null) => LedgerPayload<E> | Promise<LedgerPayload<E>>): Promise<Appended<E>> {
    const prior = await this.done(request);
    if (prior) return { entry: prior, replay: true };

    return withConflictRetry(async () => {
      const head = await this.head(request.accountId);
      let computed: LedgerPayload<E>;
      try {
        computed = await payload(head);
      } catch (refusal) {
        // A concurrent call with the same key may have, say, spent the last credit for this very operation.
        const done = await this.done(request).catch(() => null);
        if (done) return { entry: done, replay: true };
        throw refusal;
      }
      const entry = {
        ...computed,
        _id: randomUUID(),
        accountId: request.accountId,
        seq: (head?.seq ?? 0) + 1,
        idempotencyKey: request.idempotencyKey,
        createdAt: request.createdAt ?? new Date(),
      } as E;
      try {
        await this.entries.insertOne(entry);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const done = await this.done(request);
        if (done) return { entry: done, replay: true };
        await this.index?.conflicted(request.accountId, head?._id, request.idempotencyKey);
        throw error; // a sequence conflict: withConflictRetry reads the new head and computes again
      }
      this.index?.inserted(entry);
      return { entry, replay: false };
    }, this.options.retry);
  }

  private async done(request: AppendRequest): Promise<E | null> {
    const entry = await this.byKey(request.idempotencyKey);
    if (entry && entry.accountId !== request.accountId) {
      throw new IdempotencyKeyReusedError(`idempotency key ${request.idempotencyKey} belongs to another account`);
    }
    return entry;
  }

  private byId(id: string): Promise<E | null> {
    return this.entries.findOne({ _id: id } as Filter<E>);
  }
}
