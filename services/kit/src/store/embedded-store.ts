import { EmbeddedCollection } from './embedded-collection';
import { EmbeddedJournal, type JournalChange } from './embedded-journal';
import type { Store, StoreCollection, StoredDoc } from './types';

export interface EmbeddedStoreOptions {
  /** a folder for the journal: data survives restarts and crashes; absent = in memory only */
  dataDir?: string;
}

/** The live documents of a journal, in the order the store would scan them. */
function compact(changes: JournalChange[]): JournalChange[] {
  const collections = new Map<string, Map<string, Record<string, unknown>>>();
  for (const change of changes) {
    let docs = collections.get(change.collection);
    if (!docs) collections.set(change.collection, (docs = new Map()));
    if (change.op === 'put') docs.set(change.doc._id as string, change.doc);
    else for (const id of change.ids) docs.delete(id);
  }
  return [...collections].flatMap(([collection, docs]) => [...docs.values()].map((doc) => ({ collection, op: 'put' as const, doc })));
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
    if (options.dataDir) {
      const { journal, changes } = EmbeddedJournal.open(options.dataDir, compact);
      this.journal = journal;
      for (const change of changes) {
        if (change.op === 'put') this.embeddedCollection(change.collection).restore(change.doc);
      }
    }
    this.durable = this.journal !== undefined;
  }

  /** the journal file, when durable (named in the start-up log) */
  get journalPath(): string | undefined {
    return this.journal?.path;
  }

  collection<T extends StoredDoc>(name: string): StoreCollection<T> {
    return this.embeddedCollection(name) as unknown as StoreCollection<T>;
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('embedded store is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.journal?.close();
  }

  private embeddedCollection(name: string): EmbeddedCollection<StoredDoc> {
    let collection = this.collections.get(name);
    if (!collection) {
      const journal = this.journal;
      collection = new EmbeddedCollection<StoredDoc>(name, journal && ((change) => journal.append(change)));
      this.collections.set(name, collection);
    }
    return collection;
  }
}
