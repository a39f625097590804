import { createHash } from 'node:crypto';
import type { MongoStore } from '@criadero/service-kit/store';

/** Per collection: document count and a hash of every document, read over the wire. */
export type StoreSnapshot = Record<string, { count: number; hash: string }>;

/** Reads every collection of the database through the MongoDB driver (sorted by _id). */
export async function snapshotStore(store: MongoStore): Promise<StoreSnapshot> {
  const names = (await store.db.listCollections({}, { nameOnly: true }).toArray()).map((c: { name: string }) => c.name).sort();
  const snapshot: StoreSnapshot = {};
  for (const name of names) {
    const docs = await store.db.collection(name).find({}).sort({ _id: 1 }).toArray();
    snapshot[name] = { count: docs.length, hash: createHash('sha256').update(JSON.stringify(docs)).digest('hex') };
  }
  return snapshot;
}

/** The collections whose content differs between two snapshots. */
export function changedCollections(before: StoreSnapshot, after: StoreSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name]?.hash !== after[name]?.hash).sort();
}
