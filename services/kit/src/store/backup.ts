import { createHash, type Hash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, fstatSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { encodeChange, FolderLock, JOURNAL_FILE, readJournal, type JournalChange } from './embedded-journal';
import type { MongoStore } from './mongo-store';

/** What a backup holds: live documents per collection, its records and the checksum of their bytes. */
export interface BackupSummary {
  file: string;
  bytes: number;
  records: number;
  documents: Record<string, number>;
  sha256: string;
}

/** A backup file that is damaged, truncated or not a backup: nothing was restored. */
class BackupRefusedError extends Error {
  override readonly name = 'BackupRefusedError';
}

/**
 * Backups are files in the embedded store's journal format (CRC-framed records of puts and
 * deletes), whichever store they come from, so one restore serves both, followed by a trailer
 * that makes the file prove itself:
 *
 *   <records> <trailer: JSON {format, version, records, recordBytes, documents, sha256}> <u32 LE trailer length> "CRBACKUP"
 *
 * `sha256` covers the records' bytes; `records` and `documents` (live documents per collection)
 * are counted again when the file is verified. A truncated file has no trailer at its end (or one
 * whose sizes do not add up), a damaged one fails the checksum: either is refused before anything
 * is restored. Replaying a backup gives the store as it was at one moment:
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
const MAGIC = Buffer.from('CRBACKUP');
const FORMAT = 'criadero-backup';
const VERSION = 1;

interface Trailer {
  format: typeof FORMAT;
  version: number;
  records: number;
  recordBytes: number;
  documents: Record<string, number>;
  sha256: string;
}

/** Counts live documents per collection as records go by (puts add, deletes remove). */
class LiveCount {
  private readonly live = new Map<string, Set<string>>();

  add(change: JournalChange): void {
    let ids = this.live.get(change.collection);
    if (!ids) this.live.set(change.collection, (ids = new Set()));
    if (change.op === 'put') ids.add(change.doc._id as string);
    else for (const id of change.ids) ids.delete(id);
  }

  get documents(): Record<string, number> {
    return Object.fromEntries([...this.live].filter(([, ids]) => ids.size > 0).sort(([a], [b]) => a.localeCompare(b)).map(([name, ids]) => [name, ids.size]));
  }
}

/** Writes a backup to `<file>.partial`: records, then the trailer; `finish` moves it into place. */
class BackupWriter {
  private readonly temp: string;
  private readonly fd: number;
  private readonly hash: Hash = createHash('sha256');
  private readonly count = new LiveCount();
  private records = 0;
  private bytes = 0;

  constructor(private readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.temp = `${file}.partial`;
    this.fd = openSync(this.temp, 'w', 0o600);
  }

  add(change: JournalChange, record: Buffer): void {
    this.write(record);
    this.hash.update(record);
    this.count.add(change);
    this.records += 1;
  }

  finish(): BackupSummary {
    const trailer: Trailer = { format: FORMAT, version: VERSION, records: this.records, recordBytes: this.bytes, documents: this.count.documents, sha256: this.hash.digest('hex') };
    const json = Buffer.from(JSON.stringify(trailer));
    const length = Buffer.alloc(4);
    length.writeUInt32LE(json.length);
    this.write(Buffer.concat([json, length, MAGIC]));
    fsyncSync(this.fd);
    closeSync(this.fd);
    renameSync(this.temp, this.file);
    const dir = openSync(dirname(this.file), 'r');
    fsyncSync(dir);
    closeSync(dir);
    return { file: this.file, bytes: this.bytes, records: trailer.records, documents: trailer.documents, sha256: trailer.sha256 };
  }

  abandon(): void {
    closeSync(this.fd);
    rmSync(this.temp, { force: true });
  }

  private write(bytes: Buffer): void {
    let written = 0;
    while (written < bytes.length) written += writeSync(this.fd, bytes, written, bytes.length - written, this.bytes + written);
    this.bytes += bytes.length;
  }
}

/** Reads the trailer at the end of `fd` (a file of `size` bytes), or refuses the file. */
function readTrailer(fd: number, size: number, file: string): Trailer {
  const notBackup = `${file} has no backup trailer at its end: it is truncated, or not a file written by store:backup`;
  if (size < MAGIC.length + 4) throw new BackupRefusedError(notBackup);
  const tail = Buffer.alloc(MAGIC.length + 4);
  readSync(fd, tail, 0, tail.length, size - tail.length);
  if (!tail.subarray(4).equals(MAGIC)) throw new BackupRefusedError(notBackup);
  const jsonBytes = tail.readUInt32LE(0);
  if (jsonBytes > size - tail.length) throw new BackupRefusedError(`${file}: its trailer is damaged (a length of ${jsonBytes} bytes in a file of ${size})`);
  const json = Buffer.alloc(jsonBytes);
  readSync(fd, json, 0, jsonBytes, size - tail.length - jsonBytes);
  let trailer: Trailer;
  try {
    trailer = JSON.parse(json.toString('utf8')) as Trailer;
  } catch {
    throw new BackupRefusedError(`${file}: its trailer is damaged (not readable)`);
  }
  if (trailer.format !== FORMAT || trailer.version !== VERSION) throw new BackupRefusedError(`${file}: not a backup of format ${FORMAT} v${VERSION}`);
  if (trailer.recordBytes + jsonBytes + tail.length !== size) {
    throw new BackupRefusedError(`${file} is truncated or damaged: ${size} bytes, its trailer says ${trailer.recordBytes + jsonBytes + tail.length}`);
  }
  return trailer;
}

/**
 * Checks a backup without restoring it: its trailer, the SHA-256 of its records, and every
 * record read again (whole, CRC matching) and counted against the trailer's counts. Throws
 * BackupRefusedError (one line) if anything is off; returns what it holds otherwise.
 */
export function verifyBackup(file: string): BackupSummary {
  if (!existsSync(file)) throw new BackupRefusedError(`${file} does not exist`);
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const trailer = readTrailer(fd, size, file);
    const hash = createHash('sha256');
    const chunk = Buffer.allocUnsafe(8 * 1024 * 1024);
    for (let at = 0; at < trailer.recordBytes; ) {
      const read = readSync(fd, chunk, 0, Math.min(chunk.length, trailer.recordBytes - at), at);
      hash.update(chunk.subarray(0, read));
      at += read;
    }
    const sha256 = hash.digest('hex');
    if (sha256 !== trailer.sha256) throw new BackupRefusedError(`${file} is damaged: the SHA-256 of its records is ${sha256}, its trailer says ${trailer.sha256}`);
    const count = new LiveCount();
    const scan = readJournal(fd, (change) => count.add(change), undefined, trailer.recordBytes);
    const counted = count.documents;
    if (scan.records !== trailer.records || scan.end !== trailer.recordBytes || scan.damaged.length > 0 || JSON.stringify(counted) !== JSON.stringify(trailer.documents)) {
      throw new BackupRefusedError(`${file}: its records do not match its trailer (${scan.records} whole records of ${trailer.records}, documents ${JSON.stringify(counted)} of ${JSON.stringify(trailer.documents)})`);
    }
    return { file, bytes: size, records: trailer.records, documents: trailer.documents, sha256 };
  } finally {
    closeSync(fd);
  }
}

/** Backs up the embedded store in `dataDir` (its gateway may be running) to `file`. */
export function backupEmbedded(dataDir: string, file: string): BackupSummary {
  const journal = join(dataDir, JOURNAL_FILE);
  if (!existsSync(journal)) throw new Error(`no embedded store in ${dataDir} (no ${JOURNAL_FILE})`);
  mkdirSync(dirname(file), { recursive: true });
  // one open of the journal: appends after it may or may not be in the copy, none is torn in it
  const snapshot = `${file}.journal-copy`;
  copyFileSync(journal, snapshot);
  const writer = new BackupWriter(file);
  const fd = openSync(snapshot, 'r');
  try {
    // the whole records only: a torn last record, or damage the gateway has not rewritten yet, stays out
    readJournal(fd, (change, offset, length) => {
      const record = Buffer.allocUnsafe(length);
      readSync(fd, record, 0, length, offset);
      writer.add(change, record);
    });
  } catch (error) {
    writer.abandon();
    throw error;
  } finally {
    closeSync(fd);
    rmSync(snapshot, { force: true });
  }
  return writer.finish();
}

/** Documents as the driver returns them must be plain data to be kept in the journal format. */
function assertPlain(value: unknown, path: string): void {
  if (typeof value !== 'object' || value === null || value instanceof Date) return;
  if ('_bsontype' in value) throw new Error(`${path} is a BSON ${String((value as { _bsontype: unknown })._bsontype)}: the backup keeps plain documents only`);
  for (const [key, inner] of Object.entries(value)) assertPlain(inner, `${path}.${key}`);
}

/** Backs up every collection of a MongoDB/FerretDB database to `file`. */
export async function backupMongo(store: MongoStore, file: string): Promise<BackupSummary> {
  const writer = new BackupWriter(file);
  try {
    const collections = (await store.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((name) => !name.startsWith('system.'));
    for (const collection of collections.sort()) {
      for await (const doc of store.db.collection(collection).find({})) {
        assertPlain(doc, `${collection}/${String(doc._id)}`);
        const change: JournalChange = { collection, op: 'put', doc: doc as Record<string, unknown> };
        writer.add(change, encodeChange(change));
      }
    }
  } catch (error) {
    writer.abandon();
    throw error;
  }
  return writer.finish();
}

/** The live documents of a verified backup, per collection, in the order the store would scan them. */
export function backupDocuments(file: string, summary: BackupSummary): Map<string, Map<string, Record<string, unknown>>> {
  const collections = new Map<string, Map<string, Record<string, unknown>>>();
  const fd = openSync(file, 'r');
  try {
    const trailerStart = readTrailer(fd, summary.bytes, file).recordBytes;
    readJournal(fd, (change: JournalChange) => {
      let docs = collections.get(change.collection);
      if (!docs) collections.set(change.collection, (docs = new Map()));
      if (change.op === 'put') docs.set(change.doc._id as string, change.doc);
      else for (const id of change.ids) docs.delete(id);
    }, undefined, trailerStart);
  } finally {
    closeSync(fd);
  }
  return collections;
}

/**
 * Restores `file` as the embedded store in `dataDir`, once verified (a damaged or truncated
 * file is refused before the folder is touched). Refused while a gateway holds the folder; a
 * journal already there is kept beside it as `store.journal.before-restore-<time>`.
 */
export function restoreEmbedded(file: string, dataDir: string): BackupSummary {
  const summary = verifyBackup(file);
  const recordBytes = summary.bytes - trailerBytes(file, summary.bytes);
  mkdirSync(dataDir, { recursive: true });
  const lock = FolderLock.take(dataDir);
  try {
    const journal = join(dataDir, JOURNAL_FILE);
    const temp = join(dataDir, `${JOURNAL_FILE}.restoring`);
    copyFileSync(file, temp);
    const fd = openSync(temp, 'r+');
    ftruncateSync(fd, recordBytes); // the records alone: the trailer is the backup's, not the journal's
    fsyncSync(fd);
    closeSync(fd);
    if (existsSync(journal) && statSync(journal).size > 0) renameSync(journal, `${journal}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    renameSync(temp, journal);
    const dir = openSync(dataDir, 'r');
    fsyncSync(dir);
    closeSync(dir);
  } finally {
    lock.release();
  }
  return summary;
}

function trailerBytes(file: string, size: number): number {
  const fd = openSync(file, 'r');
  try {
    return size - readTrailer(fd, size, file).recordBytes;
  } finally {
    closeSync(fd);
  }
}

/** Restores a verified `file` into a MongoDB/FerretDB database whose collections named in it are empty. */
export async function restoreMongo(file: string, store: MongoStore): Promise<BackupSummary> {
  const summary = verifyBackup(file);
  const collections = backupDocuments(file, summary);
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
