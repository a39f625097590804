import { isDuplicateKeyError, type Store, type StoreCollection } from '@criadero/service-kit/store';
import type { AxieDoc, SaleDoc } from './axie-doc';

export type MarketChangeKind = 'listed' | 'repriced' | 'sold' | 'delisted';

/**
 * One change applied to the Axie market (collection `axie_market_changes`, insert-only): what
 * other instances replay to patch their search index, and what the alerts read with their own
 * cursor. `seq` is 1, 2, 3… without gaps; `_id` is `seq` zero-padded to 12 digits.
 */
export interface MarketChange {
  _id: string;
  seq: number;
  kind: MarketChangeKind;
  axieId: string;
  /** the listing price after the change; null when the axie is no longer for sale */
  priceUsd: number | null;
  /** when it was applied */
  at: Date;
  /**
   * The axie's listing and owner after the change. The change is logged before the store is
   * written, with what the write sets, so a crash between the two is repaired from the log
   * (MarketSync) and followers patch their index from it. Absent in changes logged before it was kept.
   */
  after?: ListingState;
  /** the whole axie, when the change brings it into the store (a listing of an axie the store did not hold) */
  doc?: AxieDoc;
  /** the sale the change records */
  sale?: SaleDoc;
}

/** What a market change sets on the stored axie. */
export type ListingState = Pick<AxieDoc, 'owner' | 'auctionType' | 'priceUsd' | 'priceWei' | 'endPriceWei' | 'endsAt' | 'paymentToken' | 'listedAt'>;

/** A change before `append` numbers it. */
export type NewMarketChange = Omit<MarketChange, '_id' | 'seq' | 'at'> & { at?: Date };

/** The reads a follower of the log makes: the changes after a seq, the log's end, whether it was trimmed past a seq. */
export type ChangeLogReads = Pick<MarketChangesRepository, 'readAfter' | 'lastSeq' | 'trimmedPast'>;

const MARKET_CHANGES = 'axie_market_changes';
/** how far the log was trimmed (`_id` 'trim'): every change at or below `upTo` is removed */
const MARKET_CHANGES_TRIM = 'axie_market_changes_trim';
/** where each instance following the log has read up to (`_id` its owner id), reported every few seconds */
const MARKET_CHANGES_READERS = 'axie_market_change_readers';

interface TrimDoc {
  _id: string;
  upTo: number;
}

/** One instance following the log: the last change it applied, and when it said so. */
export interface ChangeReaderDoc {
  _id: string;
  seq: number;
  at: Date;
}

const changeId = (seq: number) => String(seq).padStart(12, '0');

/** Times one append reads the log's end again after another writer took the seq it wanted. */
const MAX_CONFLICTS = 8;

/**
 * The market's change log. The instance holding the sync lease appends, and any instance that
 * re-checks a listing may too: each change is inserted with the next seq as its `_id`, so two
 * writers collide on the unique `_id` (inserts are atomic on every store) instead of forking the
 * log, and the loser reads the end again and goes on after it. Reads go by `_id` (`$in` of the
 * next ids), which both stores answer without a scan.
 */
export class MarketChangesRepository {
  private readonly changes: StoreCollection<MarketChange>;
  private readonly trims: StoreCollection<TrimDoc>;
  private readonly readers: StoreCollection<ChangeReaderDoc>;
  /** the last seq this process appended or read as the end (saves a look-up per append) */
  private lastKnown: number | null = null;

  constructor(store: Store) {
    this.changes = store.collection<MarketChange>(MARKET_CHANGES);
    this.trims = store.collection<TrimDoc>(MARKET_CHANGES_TRIM);
    this.readers = store.collection<ChangeReaderDoc>(MARKET_CHANGES_READERS);
  }

  async ensureIndexes(): Promise<void> {
    await this.changes.createIndex({ name: 'seq_1', key: { seq: 1 }, unique: true });
  }

  /** The highest seq in the log (0 when nothing was ever logged; a log trimmed empty keeps counting after what it removed). */
  async lastSeq(): Promise<number> {
    const [last] = await this.changes.find({}, { sort: { _id: -1 }, limit: 1, projection: { seq: 1 } });
    this.lastKnown = last?.seq ?? (await this.trimmedUpTo());
    return this.lastKnown;
  }

  /** Every change at or below this seq was removed by the retention (0: none). */
  async trimmedUpTo(): Promise<number> {
    return (await this.trims.findOne({ _id: 'trim' }))?.upTo ?? 0;
  }

  /** Whether changes after `seq` were removed: a reader there has lost them (one read by _id). */
  async trimmedPast(seq: number): Promise<boolean> {
    return (await this.trimmedUpTo()) > seq;
  }

  /**
   * Removes the changes at or below `upTo` logged before `before`, oldest first, in batches: the
   * marker moves first (a reader that finds a change missing learns why), then the changes go.
   * Returns how many were removed.
   */
  async trim(upTo: number, before: Date, batch = 500): Promise<number> {
    let from = await this.trimmedUpTo();
    let removed = 0;
    while (from < upTo) {
      const asked = Math.min(batch, upTo - from);
      const changes = await this.readAfter(from, asked);
      // oldest first: the first change logged at or after `before` ends the trim
      const recent = changes.findIndex((change) => change.at >= before);
      const old = recent < 0 ? changes : changes.slice(0, recent);
      if (old.length === 0) break;
      const until = old.at(-1)!.seq;
      await this.trims.updateOne({ _id: 'trim' }, { $max: { upTo: until } }, { upsert: true });
      removed += await this.changes.deleteMany({ _id: { $in: old.map((change) => change._id) } });
      from = until;
      if (recent >= 0 || changes.length < asked) break; // a recent change, or the end of what is written
    }
    return removed;
  }

  /** Records how far an instance following the log has read (an upsert by its id). */
  async reportReader(readerId: string, seq: number, at = new Date()): Promise<void> {
    await this.readers.updateOne({ _id: readerId }, { $set: { seq, at } }, { upsert: true });
  }

  /** The instances that reported since `since` (the others are gone: restarted or stopped), and forgets the rest. */
  async liveReaders(since: Date): Promise<ChangeReaderDoc[]> {
    await this.readers.deleteMany({ at: { $lt: since } });
    return this.readers.find({});
  }

  /** Appends changes in order, numbering them after the last one; returns them as stored. */
  async append(changes: readonly NewMarketChange[]): Promise<MarketChange[]> {
    let seq = this.lastKnown ?? (await this.lastSeq());
    const stored: MarketChange[] = [];
    let conflicts = 0;
    for (let i = 0; i < changes.length; ) {
      const change = changes[i]!;
      const doc: MarketChange = { ...change, _id: changeId(seq + 1), seq: seq + 1, at: change.at ?? new Date() };
      try {
        await this.changes.insertOne(doc);
      } catch (error) {
        this.lastKnown = null;
        if (!isDuplicateKeyError(error) || ++conflicts > MAX_CONFLICTS) throw error;
        seq = await this.lastSeq(); // another writer took it: continue after the new end
        continue;
      }
      seq = doc.seq;
      stored.push(doc);
      i++;
    }
    this.lastKnown = seq;
    return stored;
  }

  /** Up to `limit` changes with seq above `seq`, ascending; stops at the first gap (not yet written). */
  async readAfter(seq: number, limit: number): Promise<MarketChange[]> {
    const ids = Array.from({ length: Math.max(0, limit) }, (_, i) => changeId(seq + 1 + i));
    if (ids.length === 0) return [];
    const found = await this.changes.find({ _id: { $in: ids } });
    found.sort((a, b) => a.seq - b.seq);
    const run: MarketChange[] = [];
    for (const change of found) {
      if (change.seq !== seq + 1 + run.length) break;
      run.push(change);
    }
    return run;
  }
}
