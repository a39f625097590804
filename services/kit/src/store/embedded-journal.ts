import { closeSync, existsSync, fdatasyncSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { ConfigError } from '../config/env';

/**
 * One change to one collection, as the embedded store applies it: the whole document after an
 * insert, update or upsert (`put`), or the ids a delete removed (`del`). Replaying puts and deletes
 * in order gives the same collections, whatever update operators produced them.
 */
export type JournalChange =
  | { collection: string; op: 'put'; doc: Record<string, unknown> }
  | { collection: string; op: 'del'; ids: string[] };

const HEADER_BYTES = 8; // payload length (u32) + crc32 of the payload (u32)
const JOURNAL = 'store.journal';
const LOCK = 'LOCK';
/** how long a write may sit in the OS cache before fdatasync: the window a power cut can lose */
const SYNC_DELAY_MS = 200;

function encode(change: JournalChange): Buffer {
  const payload = serialize(change);
  const record = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  record.writeUInt32LE(payload.length, 0);
  record.writeUInt32LE(crc32(payload), 4);
  payload.copy(record, HEADER_BYTES);
  return record;
}

/** The complete records of a journal file; a torn or corrupt tail (a crash mid-write) ends it. */
function decodeAll(bytes: Buffer): { changes: JournalChange[]; tornBytes: number } {
  const changes: JournalChange[] = [];
  let at = 0;
  while (at + HEADER_BYTES <= bytes.length) {
    const length = bytes.readUInt32LE(at);
    const end = at + HEADER_BYTES + length;
    if (end > bytes.length) break;
    const payload = bytes.subarray(at + HEADER_BYTES, end);
    if (crc32(payload) !== bytes.readUInt32LE(at + 4)) break;
    changes.push(deserialize(payload) as JournalChange);
    at = end;
  }
  return { changes, tornBytes: bytes.length - at };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded store's durability: an append-only file of changes in a data folder. Each change
 * is written (one `write` syscall, so it survives the process being killed, even with SIGKILL)
 * before the store applies it in memory; fdatasync follows within SYNC_DELAY_MS. Opening the folder
 * replays the file and rewrites it compacted (one `put` per live document). A LOCK file with the
 * owner's pid keeps a second process off the same folder; a dead owner's lock is taken over.
 *
 * Why not an embedded database engine: the store's semantics (mingo queries, unique indexes,
 * atomic operations in one event-loop turn) stay exactly those every repository is tested
 * against; this only adds a log of their results. See docs/architecture.md "Data and money".
 */
export class EmbeddedJournal {
  private fd: number | undefined;
  private syncTimer: NodeJS.Timeout | undefined;

  private constructor(readonly dir: string) {}

  /** Takes the folder's lock, returns the journal and the changes to replay (already compacted on disk). */
  static open(dir: string, compact: (changes: JournalChange[]) => JournalChange[]): { journal: EmbeddedJournal; changes: JournalChange[] } {
    mkdirSync(dir, { recursive: true });
    const journal = new EmbeddedJournal(dir);
    journal.lock();
    const path = join(dir, JOURNAL);
    const { changes } = existsSync(path) ? decodeAll(readFileSync(path)) : { changes: [] };
    const live = compact(changes);
    // rewrite compacted beside, then swap: a crash here leaves either the old or the new file whole
    const next = `${path}.next`;
    const fd = openSync(next, 'w', 0o600);
    for (const change of live) writeSync(fd, encode(change));
    fsyncSync(fd);
    closeSync(fd);
    renameSync(next, path);
    journal.fd = openSync(path, 'a', 0o600);
    return { journal, changes: live };
  }

  get path(): string {
    return join(this.dir, JOURNAL);
  }

  append(change: JournalChange): void {
    if (this.fd === undefined) throw new Error('embedded store journal is closed');
    writeSync(this.fd, encode(change));
    this.syncTimer ??= setTimeout(() => this.sync(), SYNC_DELAY_MS).unref();
  }

  close(): void {
    if (this.fd === undefined) return;
    this.sync();
    closeSync(this.fd);
    this.fd = undefined;
    rmSync(join(this.dir, LOCK), { force: true });
  }

  private sync(): void {
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = undefined;
    if (this.fd !== undefined) fdatasyncSync(this.fd);
  }

  private lock(): void {
    const path = join(this.dir, LOCK);
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(path, 'utf8'));
    if (Number.isInteger(owner) && owner !== process.pid && processAlive(owner)) {
      throw new ConfigError(`the data folder ${this.dir} is in use by process ${owner}: stop it first, or set CRIADERO_DATA_DIR to another folder`);
    }
    // the owner died without closing (a crash, kill -9): its journal is whole up to its last record
    writeFileSync(path, String(process.pid));
  }
}
