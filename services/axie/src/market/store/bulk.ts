import { MongoStore, type Store, type StoredDoc } from '@criadero/service-kit/store';

const BATCH = 1000;

/**
 * Inserts many documents. The platform's StoreCollection has no insertMany, and
 * 20,000 round trips to MongoDB/FerretDB would make loading the market slow, so on a
 * MongoStore this goes to the driver's unordered insertMany in batches; the embedded
 * store inserts in process, where one call per document costs microseconds: all are started in one
 * turn, so one fsync of its journal acknowledges the lot (awaited one by one, each would wait for
 * its own).
 */
export async function bulkInsert<T extends StoredDoc>(store: Store, collection: string, docs: readonly T[]): Promise<void> {
  if (store instanceof MongoStore) {
    const target = store.db.collection<StoredDoc>(collection);
    for (let i = 0; i < docs.length; i += BATCH) await target.insertMany(docs.slice(i, i + BATCH) as StoredDoc[], { ordered: false });
    return;
  }
  const target = store.collection<T>(collection);
  await Promise.all(docs.map((doc) => target.insertOne(doc)));
}
