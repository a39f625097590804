import { EmbeddedCollection } from './embedded-collection';
import { EmbeddedJournal, type JournalChange, type JournalOpenReport } from './embedded-journal';
import type { JournalFs } from './journal-fs';
import type { Store, StoreCollection, StoredDoc } from './types';

export interface EmbeddedStoreOptions {
  /** a folder for the journal: data survives restarts and crashes; absent = in memory only */
  dataDir?: string;
  /** the file-system calls of the journal (default node:fs; the anomaly tests inject faults here) */
  fs?: JournalFs;
}

/**
 * In-process store for a machine with no database server: MongoDB semantics in memory, and with a
 * `dataDir` durable through an append-only journal (see EmbeddedJournal).
 */
export class EmbeddedStore implements Store {
  readonly kind = 'embedded' as const;
  readonly durable: boolean;
  private readonly collections = new Map<string, EmbeddedCollection<StoredDoc>>();
  private readonly journal: EmbeddedJournal | undefined;
  private closed = false;

  constructor(options: EmbeddedStoreOptions = {}) {
    this.durable = options.dataDir !== undefined;
    if (options.dataDir) {
      let shared = new SharedStrings();
      this.journal = EmbeddedJournal.open(
        options.dataDir,
        {
          apply: (change) => this.replay(change, shared),
          restart: () => {
            shared = new SharedStrings();
            for (const collection of this.collections.values()) collection.clear();
          },
          finished: () => {
            shared = new SharedStrings(); // the table is dropped: only the replay needs it
            for (const collection of this.collections.values()) collection.reindex();
          },
        },
        options.fs,
      );
    }
  }

  /** the journal file, when durable (named in the start-up log) */
  get journalPath(): string | undefined {
    return this.journal?.path;
  }

  /** what opening the journal found, with the one line the start-up log says (durable only) */
  get openReport(): JournalOpenReport | undefined {
    return this.journal?.openReport;
  }

  collection<T extends StoredDoc>(name: string): StoreCollection<T> {
    return this.embeddedCollection(name) as unknown as StoreCollection<T>;
  }

  /** Rejects when closed, or when durable and the journal cannot write (a full disk: not ready). */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('embedded store is closed');
    this.journal?.checkWritable();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.journal?.settled();
    this.journal?.close();
  }

  /** the journal, when durable: its sizes, and a wait for a running compaction (tests) */
  get journalFile(): Pick<EmbeddedJournal, 'sizes' | 'settled'> | undefined {
    return this.journal;
  }

  private replay(change: JournalChange, shared: SharedStrings): void {
    const collection = this.embeddedCollection(change.collection);
    if (change.op === 'put') collection.restore(shared.within(change.doc));
    else for (const id of change.ids) collection.forget(id);
  }

  private embeddedCollection(name: string): EmbeddedCollection<StoredDoc> {
    let collection = this.collections.get(name);
    if (!collection) {
      // collections made during the replay exist before the journal is assigned: it is read at each change
      collection = new EmbeddedCollection<StoredDoc>(name, this.durable ? (change) => this.journal!.append(change) : undefined);
      this.collections.set(name, collection);
    }
    return collection;
  }
}

/** Field values this long or shorter are shared (class, body shape, listing state…): few distinct values. */
const SHARED_FIELD_MAX = 12;

/**
 * One copy of each repeated string of the replayed documents. The journal's decoder makes a new
 * string for every value it reads, so a market of 200,000 documents listing the same few hundred
 * part ids would hold millions of copies. Shared: the strings in arrays (part and gene ids) and
 * short field values; `_id`s, addresses, hashes and amounts (mostly distinct) are left as read.
 * Only used while a journal is replayed: afterwards the table is dropped.
 */
class SharedStrings {
  private readonly pool = new Map<string, string>();

  within<T extends Record<string, unknown>>(doc: T): T {
    const fields = doc as Record<string, unknown>;
    for (const key in fields) {
      const value = fields[key];
      if (key === '_id') continue;
      if (typeof value === 'string') {
        if (value.length <= SHARED_FIELD_MAX) fields[key] = this.one(value);
      } else if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (typeof value[i] === 'string') value[i] = this.one(value[i] as string);
      } else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) this.within(value as Record<string, unknown>);
    }
    return doc;
  }

  private one(value: string): string {
    const held = this.pool.get(value);
    if (held !== undefined) return held;
    this.pool.set(value, value);
    return value;
  }
}
