import { closeSync, existsSync, fdatasyncSync, fsync, fstatSync, fsyncSync, ftruncateSync, linkSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
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
export const JOURNAL_FILE = 'store.journal';
/** how long a write may sit in the OS cache before fdatasync: the window a power cut can lose */
const SYNC_DELAY_MS = 200;
/** the file is rewritten when it holds more than this many times the bytes of the live documents */
export const COMPACT_RATIO = 3;
/** ...and is larger than this (a small file is not worth a rewrite) */
const COMPACT_MIN_BYTES = 4 * 1024 * 1024;
/** the file is read this much at a time at start-up (a record larger than this grows the buffer) */
const READ_CHUNK_BYTES = 8 * 1024 * 1024;

export function encodeChange(change: JournalChange): Buffer {
  const payload = serialize(change);
  const record = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  record.writeUInt32LE(payload.length, 0);
  record.writeUInt32LE(crc32(payload), 4);
  payload.copy(record, HEADER_BYTES);
  return record;
}

/**
 * Reads the complete records of the journal file at `fd` from the start, a chunk at a time, and
 * hands each to `onRecord` with its offset and length in the file. A torn or corrupt tail (a crash
 * mid-write) ends the journal. Returns the length of the whole part.
 */
export function readJournal(fd: number, onRecord: (change: JournalChange, offset: number, length: number) => void): number {
  const fileSize = fstatSync(fd).size;
  let buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
  let filled = 0; // bytes in buffer
  let bufferAt = 0; // file offset of buffer[0]
  let at = 0; // next record, in buffer
  let eof = false;
  for (;;) {
    if (filled - at < HEADER_BYTES || filled - at < HEADER_BYTES + buffer.readUInt32LE(at)) {
      if (eof) break;
      // keep the unread part, then fill the rest (bigger if one record does not fit)
      const need = filled - at >= HEADER_BYTES ? HEADER_BYTES + buffer.readUInt32LE(at) : 0;
      if (bufferAt + at + need > fileSize) break; // a length past the end: a torn record
      const size = Math.max(READ_CHUNK_BYTES, need);
      const next = size > buffer.length ? Buffer.allocUnsafe(size) : buffer;
      buffer.copy(next, 0, at, filled);
      buffer = next;
      filled -= at;
      bufferAt += at;
      at = 0;
      const read = readSync(fd, buffer, filled, buffer.length - filled, bufferAt + filled);
      if (read === 0) eof = true;
      filled += read;
      continue;
    }
    const length = buffer.readUInt32LE(at);
    const payload = buffer.subarray(at + HEADER_BYTES, at + HEADER_BYTES + length);
    // a record is never empty: zeros here are space a crash left allocated, not data
    if (length === 0 || crc32(payload) !== buffer.readUInt32LE(at + 4)) break;
    onRecord(deserialize(payload) as JournalChange, bufferAt + at, HEADER_BYTES + length);
    at += HEADER_BYTES + length;
  }
  return bufferAt + at;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Where the current record of one live document is in the file. */
interface Placed {
  offset: number;
  length: number;
  /** its offset in the file a running compaction is writing */
  movedTo?: number;
}

/**
 * The embedded store's durability: an append-only file of changes in a data folder. Each change
 * is written (one `write` syscall, so it survives the process being killed, even with SIGKILL)
 * before the store applies it in memory; fdatasync follows within SYNC_DELAY_MS. Opening the folder
 * replays the file. The journal knows where the current record of every live document is, and when
 * the file passes COMPACT_RATIO times those bytes it is rewritten with them alone (at open, or
 * while running: the live records are copied as bytes, never serialized again), then renamed over
 * the old one and the folder fsynced, so a crash leaves either file whole. A lock (FolderLock)
 * keeps a second process off the folder.
 *
 * Why not an embedded database engine: the store's semantics (mingo queries, unique indexes,
 * atomic operations in one event-loop turn) stay exactly those every repository is tested
 * against; this only adds a log of their results. See docs/architecture.md "Data and money".
 */
export class EmbeddedJournal {
  private fd: number | undefined;
  private syncTimer: NodeJS.Timeout | undefined;
  /** collection -> _id -> its record in the file */
  private readonly placed = new Map<string, Map<string, Placed>>();
  private fileBytes = 0;
  private liveBytes = 0;
  private compacting: Promise<void> | undefined;
  /** after a failed compaction, the file size at which to try again */
  private retryCompactionAt = 0;

  private constructor(
    readonly dir: string,
    private readonly lock: FolderLock,
  ) {}

  /** Takes the folder's lock and replays the journal into `apply`, in the order it was written. */
  static open(dir: string, apply: (change: JournalChange) => void): EmbeddedJournal {
    mkdirSync(dir, { recursive: true });
    const journal = new EmbeddedJournal(dir, FolderLock.take(dir));
    const path = journal.path;
    rmSync(`${path}.next`, { force: true }); // a compaction the last process did not finish
    const fd = openSync(path, existsSync(path) ? 'r+' : 'w+', 0o600);
    journal.fd = fd;
    const whole = readJournal(fd, (change, offset, length) => {
      journal.place(change, offset, length);
      apply(change);
    });
    // a torn tail is cut, so the next record starts where the last whole one ended
    if (fstatSync(fd).size !== whole) {
      ftruncateSync(fd, whole);
      fsyncSync(fd);
    }
    journal.fileBytes = whole;
    if (journal.wantsCompaction()) journal.compactNow();
    return journal;
  }

  get path(): string {
    return join(this.dir, JOURNAL_FILE);
  }

  /** bytes in the file and bytes of the live documents' records (what a compaction keeps) */
  get sizes(): { fileBytes: number; liveBytes: number } {
    return { fileBytes: this.fileBytes, liveBytes: this.liveBytes };
  }

  append(change: JournalChange): void {
    if (this.fd === undefined) throw new Error('embedded store journal is closed');
    const record = encodeChange(change);
    writeSync(this.fd, record, 0, record.length, this.fileBytes);
    this.place(change, this.fileBytes, record.length);
    this.fileBytes += record.length;
    this.syncTimer ??= setTimeout(() => this.sync(), SYNC_DELAY_MS).unref();
    this.compactSoon();
  }

  /** Starts a compaction in a later turn if the file wants one and none is running. */
  private compactSoon(): void {
    if (this.compacting || this.fd === undefined || !this.wantsCompaction()) return;
    this.compacting = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.compactWhileRunning())
      .catch((error: Error) => process.emitWarning(`embedded store: after compacting ${this.path}: ${error.message}`))
      .finally(() => {
        this.compacting = undefined;
        // what was appended during this one may already call for the next
        this.compactSoon();
      });
  }

  /** Resolves when no compaction is running (tests, and close). */
  async settled(): Promise<void> {
    while (this.compacting) await this.compacting.catch(() => undefined);
  }

  close(): void {
    if (this.fd === undefined) return;
    this.sync();
    closeSync(this.fd);
    this.fd = undefined;
    this.lock.release();
  }

  private wantsCompaction(): boolean {
    return this.fileBytes > COMPACT_MIN_BYTES && this.fileBytes > COMPACT_RATIO * this.liveBytes && this.fileBytes >= this.retryCompactionAt;
  }

  private place(change: JournalChange, offset: number, length: number): void {
    let docs = this.placed.get(change.collection);
    if (!docs) this.placed.set(change.collection, (docs = new Map()));
    if (change.op === 'put') {
      const id = change.doc._id as string;
      const before = docs.get(id);
      if (before) {
        this.liveBytes -= before.length;
        // the same object, so the document keeps its place in the scan order (as the store's Map)
        before.offset = offset;
        before.length = length;
        before.movedTo = undefined;
      } else docs.set(id, { offset, length });
      this.liveBytes += length;
      return;
    }
    for (const id of change.ids) {
      const before = docs.get(id);
      if (!before) continue;
      this.liveBytes -= before.length;
      docs.delete(id);
    }
  }

  /**
   * Copies the live records, as they are at `upTo`, into `<journal>.next`, contiguous runs in one
   * read and one write; records each one's new offset in `movedTo`. Returns the new file's fd and size.
   */
  private copyLive(upTo: number): { next: number; size: number } {
    const next = openSync(`${this.path}.next`, 'w+', 0o600); // read again by the next compaction
    let size = 0;
    let run: { from: number; to: number } | undefined;
    let scratch = Buffer.allocUnsafe(0);
    const flush = () => {
      if (!run) return;
      const length = run.to - run.from;
      if (scratch.length < length) scratch = Buffer.allocUnsafe(Math.max(length, READ_CHUNK_BYTES));
      readSync(this.fd!, scratch, 0, length, run.from);
      writeSync(next, scratch, 0, length, size);
      size += length;
      run = undefined;
    };
    let runStart = 0; // new offset of run.from
    for (const docs of this.placed.values()) {
      for (const placed of docs.values()) {
        if (placed.offset >= upTo) continue;
        if (run && run.to === placed.offset && run.to - run.from < READ_CHUNK_BYTES) run.to += placed.length;
        else {
          flush();
          runStart = size;
          run = { from: placed.offset, to: placed.offset + placed.length };
        }
        placed.movedTo = runStart + (placed.offset - run.from);
      }
    }
    flush();
    return { next, size };
  }

  /** At open: nothing else is running, so the whole rewrite happens here. */
  private compactNow(): void {
    const { next, size } = this.copyLive(this.fileBytes);
    fsyncSync(next);
    this.switchTo(next, size, this.fileBytes);
  }

  /**
   * While serving: the live records are copied and the copy fsynced on the thread pool while
   * appends go on in the old file; then, in one turn, the records appended meanwhile are copied
   * after them and the new file takes the old one's place.
   */
  private async compactWhileRunning(): Promise<void> {
    if (this.fd === undefined) return;
    const upTo = this.fileBytes;
    let copied: { next: number; size: number } | undefined;
    try {
      copied = this.copyLive(upTo);
      const fd = copied.next;
      await new Promise<void>((resolve, reject) => fsync(fd, (error) => (error ? reject(error) : resolve())));
      if (this.fd === undefined) throw new Error('the journal was closed');
      this.copyTail(copied.next, copied.size, upTo);
    } catch (error) {
      // the old file is untouched and stays the journal (a full disk, say); try again once it has doubled
      if (copied) closeSync(copied.next);
      rmSync(`${this.path}.next`, { force: true });
      for (const docs of this.placed.values()) for (const placed of docs.values()) placed.movedTo = undefined;
      this.retryCompactionAt = 2 * this.fileBytes;
      if (this.fd !== undefined) process.emitWarning(`embedded store: compacting ${this.path} failed, it keeps growing: ${(error as Error).message}`);
      return;
    }
    this.switchTo(copied.next, copied.size, upTo);
  }

  /** Appends to `next` the old file's records from `upTo` on (written after the copy began) and syncs it. */
  private copyTail(next: number, copiedBytes: number, upTo: number): void {
    const tail = this.fileBytes - upTo;
    if (tail === 0) return;
    const bytes = Buffer.allocUnsafe(tail);
    readSync(this.fd!, bytes, 0, tail, upTo);
    writeSync(next, bytes, 0, tail, copiedBytes);
    fdatasyncSync(next);
  }

  /**
   * Renames `next` (whole and synced: the live records up to `upTo`, then the rest) over the
   * journal, moves every offset to it, and fsyncs the folder so the rename survives a power cut.
   */
  private switchTo(next: number, copiedBytes: number, upTo: number): void {
    renameSync(`${this.path}.next`, this.path);
    closeSync(this.fd!);
    this.fd = next;
    const shift = copiedBytes - upTo;
    for (const docs of this.placed.values()) {
      for (const placed of docs.values()) {
        if (placed.offset >= upTo) placed.offset += shift;
        else placed.offset = placed.movedTo!;
        placed.movedTo = undefined;
      }
    }
    this.fileBytes += shift;
    fsyncDir(this.dir);
  }

  private sync(): void {
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = undefined;
    if (this.fd !== undefined) fdatasyncSync(this.fd);
  }
}

/**
 * The owner of a data folder, as files `LOCK.<generation>` holding the owner's pid (or `free`
 * once it closed). The owner is whoever holds the highest generation. A folder that is free or
 * whose owner is dead is taken by creating the next generation with link(2), which fails if the
 * name exists: of processes racing for the same folder, exactly one creates it. The winner then
 * checks that no higher generation appeared meanwhile, and clears the lower ones. The highest
 * file is never deleted, so generations only grow and a number is never won twice.
 */
export class FolderLock {
  private constructor(
    private readonly dir: string,
    private readonly generation: number,
  ) {}

  static take(dir: string): FolderLock {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const [highest] = FolderLock.generations(dir);
      if (highest) {
        let holder: string;
        try {
          holder = readFileSync(join(dir, highest.name), 'utf8');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // cleared meanwhile: look again
          throw error;
        }
        const pid = Number(holder);
        if (holder !== 'free' && Number.isInteger(pid) && pid !== process.pid && processAlive(pid)) {
          throw new ConfigError(`the data folder ${dir} is in use by process ${pid}: stop it first, or set CRIADERO_DATA_DIR to another folder`);
        }
        // free, or its owner died without closing (a crash, kill -9): the journal is whole up to its last record
      }
      const generation = (highest?.generation ?? 0) + 1;
      if (!FolderLock.create(dir, `LOCK.${generation}`, String(process.pid))) continue; // another process won it
      const [top] = FolderLock.generations(dir);
      if (top!.generation !== generation) {
        rmSync(join(dir, `LOCK.${generation}`), { force: true });
        continue;
      }
      fsyncDir(dir);
      for (const older of FolderLock.generations(dir).slice(1)) rmSync(join(dir, older.name), { force: true });
      return new FolderLock(dir, generation);
    }
    throw new ConfigError(`the data folder ${dir} could not be locked: other processes keep taking it`);
  }

  /** Leaves the folder free: the next generation is written over to say so. */
  release(): void {
    FolderLock.create(this.dir, `LOCK.${this.generation + 1}`, 'free');
    rmSync(join(this.dir, `LOCK.${this.generation}`), { force: true });
  }

  /** `LOCK.<n>` files, highest first; a `LOCK` of the release before generations is number 0 */
  private static generations(dir: string): Array<{ name: string; generation: number }> {
    return readdirSync(dir)
      .map((name) => ({ name, match: /^LOCK(?:\.(\d+))?$/.exec(name) }))
      .filter((entry) => entry.match)
      .map(({ name, match }) => ({ name, generation: Number(match![1] ?? 0) }))
      .sort((a, b) => b.generation - a.generation);
  }

  /** Creates `name` holding `content`, whole, or returns false if it exists. */
  private static create(dir: string, name: string, content: string): boolean {
    const temp = join(dir, `.${name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
    writeFileSync(temp, content, { mode: 0o600, flush: true });
    try {
      linkSync(temp, join(dir, name));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      rmSync(temp, { force: true });
    }
  }
}
