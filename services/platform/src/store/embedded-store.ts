import { EmbeddedCollection } from './embedded-collection';
import type { Store, StoreCollection, StoredDoc } from './types';

/** In-process store for a machine with no database: fast, and NOT durable. */
export class EmbeddedStore implements Store {
  readonly kind = 'embedded' as const;
  readonly durable = false;
  private readonly collections = new Map<string, EmbeddedCollection<StoredDoc>>();
  private closed = false;

  collection<T extends StoredDoc>(name: string): StoreCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new EmbeddedCollection<StoredDoc>(name);
      this.collections.set(name, collection);
    }
    return collection as unknown as StoreCollection<T>;
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('embedded store is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
