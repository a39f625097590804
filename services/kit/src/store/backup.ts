import { closeSync, copyFileSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { encodeChange, FolderLock, JOURNAL_FILE, readJournal, type JournalChange } from './embedded-journal';
import type { MongoStore } from './mongo-store';

/** What a backup holds: live documents per collection, and the file's size. */
export interface BackupSummary {
  file: string;
  bytes: number;
  records: number;
  documents: Record<string, number>;
}

/**
 * Backups are files in the embedded store's journal format (CRC-framed records of puts and
 * deletes), whichever store they come from, so one restore serves both and a backup can be
 * checked by reading it. Replaying a backup gives the store as it was at one moment:
 *
 * - embedded: the journal is append-only and every record is one committed change, so a copy of
 *   its whole records (a torn last one dropped) is the store at the last of them, exactly what a
 *   kill -9 at that moment would have left. The running gateway keeps writing; the copy reads the
 *   file it had open even if a compaction renames a new one into place meanwhile.
 * - MongoDB/FerretDB: each collection is read with a cursor while the gateway writes. Every
 *   document committed before the backup began is in it (ledgers are insert-only); a document
 *   changed meanwhile is in one of its committed states. For a point-in-time copy of a replica
 *   set use `mongodump --oplog` (docs/deploy.md).
 */

function summarize(file: string): BackupSummary {
  const live = new Map<string, Set<string>>();
  const fd = openSync(file, 'r');
  let records = 0;
  try {
    readJournal(fd, (change) => {
      records += 1;
      let ids = live.get(change.collection);
      if (!ids) live.set(change.collection, (ids = new Set()));
      if (change.op === 'put') ids.add(change.doc._id as string);
      else for (const id of change.ids) ids.delete(id);
    });
  } finally {
    closeSync(fd);
  }
  const documents = Object.fromEntries([...live].filter(([, ids]) => ids.size > 0).map(([name, ids]) => [name, ids.size]));
  return { file, bytes: statSync(file).size, records, documents };
}

/** Moves a finished temporary file into place: synced, renamed, the folder synced. */
function putInPlace(temp: string, file: string): void {
  const fd = openSync(temp, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temp, file);
  const dir = openSync(dirname(file), 'r');
  fsyncSync(dir);
  closeSync(dir);
}

/** Backs up the embedded store in `dataDir` (its gateway may be running) to `file`. */
export function backupEmbedded(dataDir: string, file: string): BackupSummary {
  const journal = join(dataDir, JOURNAL_FILE);
  if (!existsSync(journal)) throw new Error(`no embedded store in ${dataDir} (no ${JOURNAL_FILE})`);
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.partial`;
  // one open of the journal: appends after it may or may not be in the copy, none is torn in it
  copyFileSync(journal, temp);
  const fd = openSync(temp, 'r+');
  try {
    ftruncateSync(fd, readJournal(fd, () => undefined));
  } finally {
    closeSync(fd);
  }
  putInPlace(temp, file);
  return summarize(file);
}

/** Documents as the driver returns them must be plain data to be kept in the journal format. */
function assertPlain(value: unknown, path: string): void {
  if (typeof value !== 'object' || value === null || value instanceof Date) return;
  if ('_bsontype' in value) throw new Error(`${path} is a BSON ${String((value as { _bsontype: unknown })._bsontype)}: the backup keeps plain documents only`);
  for (const [key, inner] of Object.entries(value)) assertPlain(inner, `${path}.${key}`);
}

/** Backs up every collection of a MongoDB/FerretDB database to `file`. */
export async function backupMongo(store: MongoStore, file: string): Promise<BackupSummary> {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.partial`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    const collections = (await store.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((name) => !name.startsWith('system.'));
    for (const collection of collections.sort()) {
      for await (const doc of store.db.collection(collection).find({})) {
        assertPlain(doc, `${collection}/${String(doc._id)}`);
        writeSync(fd, encodeChange({ collection, op: 'put', doc: doc as Record<string, unknown> }));
      }
    }
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  putInPlace(temp, file);
  return summarize(file);
}

/** The live documents of a backup, per collection, in the order the store would scan them. */
function liveDocuments(file: string): Map<string, Map<string, Record<string, unknown>>> {
  const collections = new Map<string, Map<string, Record<string, unknown>>>();
  const fd = openSync(file, 'r');
  try {
    readJournal(fd, (change: JournalChange) => {
      let docs = collections.get(change.collection);
      if (!docs) collections.set(change.collection, (docs = new Map()));
      if (change.op === 'put') docs.set(change.doc._id as string, change.doc);
      else for (const id of change.ids) docs.delete(id);
    });
  } finally {
    closeSync(fd);
  }
  return collections;
}

/**
 * Restores `file` as the embedded store in `dataDir`. Refused while a gateway holds the folder;
 * a journal already there is kept beside it as `store.journal.before-restore-<time>`.
 */
export function restoreEmbedded(file: string, dataDir: string): BackupSummary {
  const summary = summarize(file);
  mkdirSync(dataDir, { recursive: true });
  const lock = FolderLock.take(dataDir);
  try {
    const journal = join(dataDir, JOURNAL_FILE);
    if (existsSync(journal) && statSync(journal).size > 0) renameSync(journal, `${journal}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const temp = join(dataDir, `${JOURNAL_FILE}.restoring`);
    copyFileSync(file, temp);
    putInPlace(temp, journal);
  } finally {
    lock.release();
  }
  return summary;
}

/** Restores `file` into a MongoDB/FerretDB database whose collections named in it are empty. */
export async function restoreMongo(file: string, store: MongoStore): Promise<BackupSummary> {
  const summary = summarize(file);
  const collections = liveDocuments(file);
  for (const name of collections.keys()) {
    if ((await store.db.collection(name).countDocuments({}, { limit: 1 })) > 0) {
      throw new Error(`collection ${name} of database ${store.db.databaseName} is not empty: restore into an empty database`);
    }
  }
  for (const [name, docs] of collections) {
    const all = [...docs.values()];
    for (let at = 0; at < all.length; at += 1000) {
      await store.db.collection<{ _id: string }>(name).insertMany(all.slice(at, at + 1000) as Array<{ _id: string }>, { ordered: false });
    }
  }
  return summary;
}
