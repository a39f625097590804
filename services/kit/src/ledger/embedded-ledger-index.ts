import type { Store, StoreCollection, StoredDoc } from '../store';

interface EntryFacts extends StoredDoc {
  accountId: string;
  seq: number;
  idempotencyKey: string;
}

const FACTS = { accountId: 1, seq: 1, idempotencyKey: 1 } as const;

/**
 * The embedded store answers any filter but `_id` by testing every document of the collection,
 * so each head or key read of a ledger would scan every account's entries (9 ms a read, and the
 * event loop blocked, at 100,000 entries). One process owns an embedded store (its LOCK file), so
 * the ledger keeps beside each collection the entry ids of every account by seq and the entry id
 * of every key, and reads entries by `_id`. These are facts an insert-only ledger never revokes
 * (entry x is seq s of account a; key k is entry x): learnt by one scan on first use and from each
 * insert, never written anywhere. A crash loses nothing; the next start learns them again.
 * One instance per collection, shared by every ledger object on it (users and billing both
 * append credits).
 */
export class EmbeddedLedgerIndex {
  private static readonly byCollection = new WeakMap<object, EmbeddedLedgerIndex>();
  /** account -> its entries' ids, entry of seq s at s - 1 */
  private readonly chains = new Map<string, string[]>();
  private readonly keys = new Map<string, string>();
  private loading: Promise<void> | undefined;

  /** The index of an embedded store's collection (the store hands out one object per name). */
  static of(store: Store, name: string): EmbeddedLedgerIndex {
    const collection = store.collection<EntryFacts>(name);
    let index = EmbeddedLedgerIndex.byCollection.get(collection);
    if (!index) EmbeddedLedgerIndex.byCollection.set(collection, (index = new EmbeddedLedgerIndex(collection)));
    return index;
  }

  private constructor(private readonly collection: StoreCollection<EntryFacts>) {}

  async headId(accountId: string): Promise<string | undefined> {
    await this.load();
    return this.chains.get(accountId)?.at(-1);
  }

  /** ids of the account's `limit` latest entries */
  async latestIds(accountId: string, limit: number): Promise<string[]> {
    await this.load();
    return (this.chains.get(accountId) ?? []).slice(-limit).filter((id) => id !== undefined);
  }

  async idOfKey(idempotencyKey: string): Promise<string | undefined> {
    await this.load();
    return this.keys.get(idempotencyKey);
  }

  inserted(entry: EntryFacts): void {
    this.learn(entry);
  }

  /**
   * An insert at `seq + 1` after the head `seenHeadId` met a duplicate that no learnt insert
   * explains (the head is unchanged): an entry written by other code, or the moment between an
   * insert and its being learnt. Learns the account's entries and the key's from the store.
   */
  async conflicted(accountId: string, seenHeadId: string | undefined, idempotencyKey: string): Promise<void> {
    if ((await this.headId(accountId)) !== seenHeadId) return;
    const found = await this.collection.find({ $or: [{ accountId }, { idempotencyKey }] }, { projection: FACTS });
    for (const doc of found) this.learn(doc);
  }

  /** Learns every entry of the collection, once (each read waits for it). */
  load(): Promise<void> {
    this.loading ??= this.collection.find({}, { projection: FACTS }).then(
      (docs) => {
        for (const doc of docs) this.learn(doc);
      },
      (error: unknown) => {
        this.loading = undefined; // try again on the next read
        throw error;
      },
    );
    return this.loading;
  }

  private learn({ _id, accountId, seq, idempotencyKey }: EntryFacts): void {
    if (typeof accountId !== 'string' || !Number.isInteger(seq) || seq < 1) return;
    let chain = this.chains.get(accountId);
    if (!chain) this.chains.set(accountId, (chain = []));
    chain[seq - 1] = _id;
    if (typeof idempotencyKey === 'string') this.keys.set(idempotencyKey, _id);
  }
}
