import type { FindOptions, Store, StoreCollection, StoredDoc } from '@criadero/service-kit/store';
import type { Filter } from 'mongodb';

/**
 * One dataset section (planets, players, guilds, wars) in its own collection. An import replaces
 * a section as a whole: the file is a snapshot, so anything it no longer lists is gone.
 */
export class SectionRepository<T extends { id: string }, D extends StoredDoc = StoredDoc & T> {
  protected readonly docs: StoreCollection<D>;

  constructor(
    store: Store,
    name: string,
    private readonly toDoc: (item: T) => D,
    private readonly fromDoc: (doc: D) => T,
  ) {
    this.docs = store.collection<D>(name);
  }

  /** Deletes the section and inserts `items` (already validated) one by one. */
  async replaceAll(items: readonly T[]): Promise<number> {
    await this.docs.deleteMany({});
    for (const item of items) await this.docs.insertOne(this.toDoc(item));
    return items.length;
  }

  async count(filter: Filter<D> = {}): Promise<number> {
    return this.docs.countDocuments(filter);
  }

  async find(filter: Filter<D> = {}, options?: FindOptions): Promise<T[]> {
    return (await this.docs.find(filter, options)).map(this.fromDoc);
  }

  async get(id: string): Promise<T | null> {
    const doc = await this.docs.findOne({ _id: id } as Filter<D>);
    return doc ? this.fromDoc(doc) : null;
  }

  async getMany(ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    return this.find({ _id: { $in: [...new Set(ids)] } } as Filter<D>);
  }

  async ids(): Promise<Set<string>> {
    return new Set((await this.docs.find({})).map((doc) => doc._id));
  }
}

/** A section stored as-is, keyed by its id. */
export function plainSection<T extends { id: string }>(store: Store, name: string) {
  return new SectionRepository<T>(
    store,
    name,
    (item) => ({ _id: item.id, ...item }),
    ({ _id: _ignored, ...item }) => item as unknown as T,
  );
}
