import { EmbeddedCollection } from './embedded-collection';
import { EmbeddedJournal, type JournalChange } from './embedded-journal';
import type { Store, StoreCollection, StoredDoc } from './types';

export interface EmbeddedStoreOptions {
  /** a folder for the journal: data survives restarts and crashes; absent = in memory only */
  dataDir?: string;
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
    if (options.dataDir) this.journal = EmbeddedJournal.open(options.dataDir, (change) => this.replay(change));
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
    await this.journal?.settled();
    this.journal?.close();
  }

  /** the journal, when durable: its sizes, and a wait for a running compaction (tests) */
  get journalFile(): Pick<EmbeddedJournal, 'sizes' | 'settled'> | undefined {
    return this.journal;
  }

  private replay(change: JournalChange): void {
    const collection = this.embeddedCollection(change.collection);
    if (change.op === 'put') collection.restore(change.doc);
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
