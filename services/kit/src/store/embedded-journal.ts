import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultSerializer, deserialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { ConfigError } from '../config/env';
import { nodeFs, StoreWriteError, type JournalFs } from './journal-fs';

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
/** the largest record: a document of MongoDB's 16 MiB limit and its framing; a longer length is damage */
const MAX_RECORD_BYTES = 17 * 1024 * 1024;
/** the file is rewritten when it holds more than this many times the bytes of the live documents */
export const COMPACT_RATIO = 3;
/** ...and is larger than this (a small file is not worth a rewrite) */
const COMPACT_MIN_BYTES = 4 * 1024 * 1024;
/** the file is read this much at a time at start-up (a record larger than this grows the buffer) */
const READ_CHUNK_BYTES = 8 * 1024 * 1024;
/** while writes are healthy, readiness tries a write of its own when none succeeded for this long */
const PROBE_AFTER_MS = 2000;
/** the size of that trial write (a file beside the journal, removed at once) */
const PROBE_BYTES = 4096;
const PROBE_FILE = 'WRITE-PROBE';

const HEADER_SPACE = Buffer.alloc(HEADER_BYTES);

/**
 * A record: the header, then the change as `v8.serialize` writes it. Written as one buffer (the
 * header's bytes reserved first, filled once the payload is known): a payload and a copy of it
 * were two buffers of garbage outside V8's heap per change, which lingers until a collection.
 */
export function encodeChange(change: JournalChange): Buffer {
  const serializer = new DefaultSerializer();
  serializer.writeRawBytes(HEADER_SPACE);
  serializer.writeHeader();
  serializer.writeValue(change);
  const record = serializer.releaseBuffer();
  const payload = record.subarray(HEADER_BYTES);
  record.writeUInt32LE(payload.length, 0);
  record.writeUInt32LE(crc32(payload), 4);
  return record;
}

/** What reading a journal file found. */
export interface JournalScan {
  /** whole records read */
  records: number;
  /** the offset just after the last whole record: where the next one goes */
  end: number;
  fileBytes: number;
  /** unreadable stretches with whole records after them (damage, not a crash mid-write) */
  damaged: Array<{ offset: number; bytes: number }>;
}

function decodeChange(payload: Buffer): JournalChange | undefined {
  try {
    const change = deserialize(payload) as JournalChange;
    return typeof change === 'object' && change !== null && typeof change.collection === 'string' && (change.op === 'put' || change.op === 'del') ? change : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the journal file at `fd` from the start, a chunk at a time, and hands each whole record
 * to `onRecord` with its offset and length. A record is whole when its length is sane, its
 * payload's CRC32 matches and it decodes to a change. Past a record that is not, the reader
 * looks for the next whole one byte by byte (a false match needs a CRC32 collision and a valid
 * serialization), so damage in the middle of the file costs the damaged record, not all the
 * records after it. Unreadable bytes after the last whole record are a torn tail (a crash or a
 * failed write mid-record): `end` stops before them.
 */
export function readJournal(
  fd: number,
  onRecord: (change: JournalChange, offset: number, length: number) => void,
  fs: JournalFs = nodeFs,
  /** read only the first this many bytes (a backup's records, before its trailer) */
  upTo?: number,
): JournalScan {
  const fileBytes = Math.min(fs.fstatSync(fd).size, upTo ?? Infinity);
  let buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, Math.max(fileBytes, HEADER_BYTES)));
  let bufferAt = 0; // file offset of buffer[0]
  let filled = 0; // bytes in buffer
  /** makes [at, at + bytes) of the file readable in buffer (the caller checked it is in the file) */
  const ensure = (at: number, bytes: number) => {
    if (at >= bufferAt && at + bytes <= bufferAt + filled) return;
    const size = Math.max(bytes, Math.min(READ_CHUNK_BYTES, fileBytes - at));
    if (size > buffer.length) buffer = Buffer.allocUnsafe(size);
    bufferAt = at;
    filled = 0;
    while (filled < size) {
      const read = fs.readSync(fd, buffer, filled, size - filled, at + filled);
      if (read === 0) throw new Error(`the journal file shrank while it was read (at ${at + filled} of ${fileBytes} bytes)`);
      filled += read;
    }
  };
  const damaged: JournalScan['damaged'] = [];
  let records = 0;
  let at = 0;
  let unreadableFrom: number | undefined; // start of the stretch being skipped
  while (at + HEADER_BYTES <= fileBytes) {
    ensure(at, HEADER_BYTES);
    const length = buffer.readUInt32LE(at - bufferAt);
    let change: JournalChange | undefined;
    // a record is never empty: zeros are space a crash left allocated, not data
    if (length > 0 && length <= MAX_RECORD_BYTES && at + HEADER_BYTES + length <= fileBytes) {
      ensure(at, HEADER_BYTES + length);
      const start = at - bufferAt;
      const payload = buffer.subarray(start + HEADER_BYTES, start + HEADER_BYTES + length);
      if (crc32(payload) === buffer.readUInt32LE(start + 4)) change = decodeChange(payload);
    }
    if (!change) {
      unreadableFrom ??= at;
      at += 1;
      continue;
    }
    if (unreadableFrom !== undefined) damaged.push({ offset: unreadableFrom, bytes: at - unreadableFrom });
    unreadableFrom = undefined;
    onRecord(change, at, HEADER_BYTES + length);
    records += 1;
    at += HEADER_BYTES + length;
  }
  return { records, end: unreadableFrom ?? at, fileBytes, damaged };
}

/** What opening a data folder found in its journal, said in one line at start-up. */
export interface JournalOpenReport {
  records: number;
  keptBytes: number;
  /** bytes of a torn last record, cut off */
  tornBytes: number;
  damaged: JournalScan['damaged'];
  /** where the file as found was kept when it had damage in the middle */
  damagedCopy?: string;
  line: string;
}

function describeOpen(path: string, scan: JournalScan, damagedCopy: string | undefined): JournalOpenReport {
  const tornBytes = scan.fileBytes - scan.end;
  const skipped = scan.damaged.reduce((sum, region) => sum + region.bytes, 0);
  const keptBytes = scan.end - skipped;
  let line = `embedded store: ${path}: ${scan.records} records kept (${keptBytes} bytes)`;
  if (scan.damaged.length > 0) {
    const where = scan.damaged.slice(0, 5).map((region) => `${region.bytes} bytes at ${region.offset}`).join(', ');
    line += `; DAMAGED: ${skipped} unreadable bytes skipped in ${scan.damaged.length} place(s) (${where}${scan.damaged.length > 5 ? ', …' : ''}), every whole record after them kept; the file as found is kept as ${damagedCopy ?? '(no copy: it could not be written)'}`;
  }
  if (tornBytes > 0) line += `; a torn last record of ${tornBytes} bytes (a write cut short) was cut off`;
  return { records: scan.records, keptBytes, tornBytes, damaged: scan.damaged, damagedCopy, line };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function fsyncDir(dir: string, fs: JournalFs = nodeFs): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Where the current record of one live document is in the file. */
interface Placed {
  offset: number;
  length: number;
  /** its offset in the file a running compaction is writing */
  movedTo?: number;
}

/** How the store is told the journal's contents: at open, and again after a failed fsync. */
export interface JournalReplayer {
  apply(change: JournalChange): void;
  /** forget every change applied so far: the file is about to be read again from the start */
  restart(): void;
  /** the replay is over */
  finished(): void;
}

/** A write or fsync that failed, and what is still to do before the next write may go. */
interface WriteFailure {
  error: unknown;
  /** the file was cut back to the last good offset (no torn or unacknowledged bytes in it) */
  truncated: boolean;
  /** memory holds changes the file no longer has: it must be read again */
  reload: boolean;
}

/**
 * The embedded store's durability: an append-only file of CRC-framed changes in a data folder.
 *
 * - A change is written (whole, short writes resumed) before the store applies it in memory,
 *   and acknowledged only after an fdatasync covers it: the appends of one event-loop turn share
 *   one fdatasync in the next (group commit).
 * - A write that fails (a full disk, an I/O error) throws StoreWriteError, so the store leaves its
 *   documents as they were, and the file is cut back to the end of the last whole record: the next
 *   write goes there, never after torn bytes. An fsync that fails rejects every change since the
 *   last good one; the file is cut back to that point and the documents are read again from it,
 *   so memory, the file and what was acknowledged agree. Until a write succeeds again the store is
 *   "not writable" (`checkWritable`, which `/api/ready` calls, tries a small write of its own).
 * - Opening the folder replays the file (readJournal: damage in the middle is skipped, not the
 *   records after it), reports what it kept in one line (`openReport`), cuts a torn tail, and
 *   rewrites a damaged file with its whole records after keeping the damaged one beside it.
 * - The journal knows where the current record of every live document is, and when the file
 *   passes COMPACT_RATIO times those bytes it is rewritten with them alone (at open, or while
 *   running: the live records are copied as bytes), then renamed over the old one and the folder
 *   fsynced, so a crash leaves either file whole. A lock (FolderLock) keeps a second process off.
 *
 * Why this and not SQLite (node:sqlite): docs/storage.md (figures of both at 200,000 axies).
 */
export class EmbeddedJournal {
  private fd: number | undefined;
  private readonly placed = new Map<string, Map<string, Placed>>();
  private fileBytes = 0;
  private liveBytes = 0;
  /** bytes of the file an fdatasync has covered */
  private syncedBytes = 0;
  private waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private syncScheduled = false;
  private failure: WriteFailure | undefined;
  private lastWriteOkAt = Date.now();
  /** grows when the documents are read again: a compaction begun before then is abandoned */
  private epoch = 0;
  private compacting: Promise<void> | undefined;
  /** after a failed compaction, the file size at which to try again */
  private retryCompactionAt = 0;
  openReport!: JournalOpenReport;

  private constructor(
    readonly dir: string,
    private readonly lock: FolderLock,
    private readonly replayer: JournalReplayer,
    private readonly fs: JournalFs,
  ) {}

  /** Takes the folder's lock and replays the journal into `replayer`, in the order it was written. */
  static open(dir: string, replayer: JournalReplayer, fs: JournalFs = nodeFs): EmbeddedJournal {
    mkdirSync(dir, { recursive: true });
    const journal = new EmbeddedJournal(dir, FolderLock.take(dir), replayer, fs);
    const path = journal.path;
    fs.rmSync(`${path}.next`, { force: true }); // a compaction the last process did not finish
    fs.rmSync(join(dir, PROBE_FILE), { force: true });
    const fd = fs.openSync(path, fs.existsSync(path) ? 'r+' : 'w+', 0o600);
    journal.fd = fd;
    const scan = journal.replay();
    let damagedCopy: string | undefined;
    if (scan.damaged.length > 0) {
      // the file as found stays for whoever looks into the damage; the journal is rewritten without it
      damagedCopy = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      try {
        fs.copyFileSync(path, damagedCopy);
      } catch {
        damagedCopy = undefined;
      }
    }
    // a torn tail is cut, so the next record starts where the last whole one ended
    if (scan.fileBytes !== scan.end) {
      fs.ftruncateSync(fd, scan.end);
      fs.fsyncSync(fd);
    }
    journal.fileBytes = journal.syncedBytes = scan.end;
    journal.openReport = describeOpen(path, scan, damagedCopy);
    if (scan.damaged.length > 0 || journal.wantsCompaction()) {
      try {
        journal.compactNow();
      } catch (error) {
        // a full disk, say: the damaged stretch stays in the file and is skipped again at the next start
        fs.rmSync(`${path}.next`, { force: true });
        if (scan.damaged.length === 0) throw error;
      }
    }
    return journal;
  }

  get path(): string {
    return join(this.dir, JOURNAL_FILE);
  }

  /** bytes in the file and bytes of the live documents' records (what a compaction keeps) */
  get sizes(): { fileBytes: number; liveBytes: number } {
    return { fileBytes: this.fileBytes, liveBytes: this.liveBytes };
  }

  /**
   * Writes `change` at the end of the file; throws StoreWriteError if it cannot (the caller then
   * leaves its documents unchanged). The returned promise resolves once the change is on disk and
   * rejects if the fsync failed: only then is the change acknowledged.
   */
  append(change: JournalChange): Promise<void> {
    if (this.fd === undefined) throw new Error('embedded store journal is closed');
    if (this.recover()) {
      // the caller checked this change against documents that were just read again: it must look again
      throw new StoreWriteError(`the embedded store re-read ${this.path} after a failed flush: try again`, this.failure?.error);
    }
    const record = encodeChange(change);
    try {
      this.writeAll(this.fd, record, this.fileBytes);
    } catch (error) {
      this.failed(error, false);
      throw new StoreWriteError(`the embedded store could not write to ${this.path}: ${(error as Error).message}`, error);
    }
    this.failure = undefined;
    this.lastWriteOkAt = Date.now();
    this.place(change, this.fileBytes, record.length);
    this.fileBytes += record.length;
    const synced = new Promise<void>((resolve, reject) => this.waiting.push({ resolve, reject }));
    if (!this.syncScheduled) {
      this.syncScheduled = true;
      setImmediate(() => this.sync());
    }
    this.compactSoon();
    return synced;
  }

  /**
   * Throws StoreWriteError unless the journal can write now: after a failure, the file is cut back
   * and a small trial write made beside it; while healthy, the same trial when no write succeeded
   * for PROBE_AFTER_MS (so a disk that filled up is seen before a visitor's write fails on it).
   */
  checkWritable(): void {
    if (this.fd === undefined) throw new Error('embedded store journal is closed');
    if (!this.failure && Date.now() - this.lastWriteOkAt < PROBE_AFTER_MS) return;
    const probe = join(this.dir, PROBE_FILE);
    try {
      this.recover();
      const fd = this.fs.openSync(probe, 'w', 0o600);
      try {
        this.writeAll(fd, Buffer.alloc(PROBE_BYTES), 0);
        this.fs.fdatasyncSync(fd);
      } finally {
        this.fs.closeSync(fd);
        this.fs.rmSync(probe, { force: true });
      }
    } catch (error) {
      this.failure ??= { error, truncated: true, reload: false };
      const cause = this.failure.error as Error;
      throw new StoreWriteError(`the embedded store cannot write to ${this.dir}: ${cause.message}`, cause);
    }
    this.failure = undefined;
    this.lastWriteOkAt = Date.now();
  }

  /** the last write failure, while the journal cannot write (readiness, tests) */
  get writeFailure(): unknown {
    return this.failure?.error;
  }

  /** Writes all of `bytes` at `position`, resuming short writes (a disk filling up writes part first). */
  private writeAll(fd: number, bytes: Buffer, position: number): void {
    let written = 0;
    while (written < bytes.length) {
      const wrote = this.fs.writeSync(fd, bytes, written, bytes.length - written, position + written);
      if (wrote <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      written += wrote;
    }
  }

  /**
   * After a failed write (`reload` false: nothing was applied) or fsync (`reload` true: the
   * changes since the last good fsync are dropped from the file and from memory).
   */
  private failed(error: unknown, reload: boolean): void {
    if (reload) this.fileBytes = this.syncedBytes;
    this.failure = { error, truncated: false, reload: reload || (this.failure?.reload ?? false) };
    try {
      this.recover();
    } catch {
      // the file could not be cut back yet: every write is refused until it can (recover, at each)
    }
  }

  /**
   * Cuts the file back to the last good offset and reads the documents again, if a failure left
   * that to do. Returns true if it read them again.
   */
  private recover(): boolean {
    const failure = this.failure;
    if (!failure || this.fd === undefined) return false;
    try {
      if (!failure.truncated) {
        this.fs.ftruncateSync(this.fd, this.fileBytes);
        this.fs.fdatasyncSync(this.fd);
        failure.truncated = true;
      }
    } catch (error) {
      throw new StoreWriteError(`the embedded store cannot write to ${this.path} (it could not cut back a failed write: ${(error as Error).message})`, error);
    }
    if (failure.reload) {
      this.epoch += 1;
      this.placed.clear();
      this.liveBytes = 0;
      this.replayer.restart();
      const scan = this.replay();
      this.fileBytes = this.syncedBytes = scan.end;
      failure.reload = false;
      return true;
    }
    return false;
  }

  /** Reads the whole file into the replayer and the record places. */
  private replay(): JournalScan {
    const scan = readJournal(this.fd!, (change, offset, length) => {
      this.place(change, offset, length);
      this.replayer.apply(change);
    }, this.fs);
    this.replayer.finished();
    return scan;
  }

  /** The group commit: one fdatasync for the appends waiting, then their promises settle. */
  private sync(): void {
    this.syncScheduled = false;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0 || this.fd === undefined) {
      for (const waiter of batch) waiter.reject(new Error('embedded store journal is closed'));
      return;
    }
    const upTo = this.fileBytes;
    try {
      this.fs.fdatasyncSync(this.fd);
    } catch (error) {
      this.failed(error, true);
      const refusal = new StoreWriteError(`the embedded store could not flush ${this.path} to disk: ${(error as Error).message}; the change was not made`, error);
      for (const waiter of batch) waiter.reject(refusal);
      return;
    }
    this.syncedBytes = upTo;
    for (const waiter of batch) waiter.resolve();
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
    if (this.waiting.length > 0) this.sync();
    this.fs.closeSync(this.fd);
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
    const next = this.fs.openSync(`${this.path}.next`, 'w+', 0o600); // read again by the next compaction
    let size = 0;
    let run: { from: number; to: number } | undefined;
    let scratch = Buffer.allocUnsafe(0);
    const flush = () => {
      if (!run) return;
      const length = run.to - run.from;
      if (scratch.length < length) scratch = Buffer.allocUnsafe(Math.max(length, READ_CHUNK_BYTES));
      this.fs.readSync(this.fd!, scratch, 0, length, run.from);
      this.writeAll(next, scratch.subarray(0, length), size);
      size += length;
      run = undefined;
    };
    let runStart = 0; // new offset of run.from
    try {
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
    } catch (error) {
      this.fs.closeSync(next);
      throw error;
    }
    return { next, size };
  }

  /** At open: nothing else is running, so the whole rewrite happens here. */
  private compactNow(): void {
    const { next, size } = this.copyLive(this.fileBytes);
    try {
      this.fs.fsyncSync(next);
    } catch (error) {
      this.fs.closeSync(next);
      throw error;
    }
    this.switchTo(next, size, this.fileBytes);
  }

  /**
   * While serving: the live records are copied and the copy fsynced on the thread pool while
   * appends go on in the old file; then, in one turn, the records appended meanwhile are copied
   * after them and the new file takes the old one's place.
   */
  private async compactWhileRunning(): Promise<void> {
    if (this.fd === undefined || this.failure) return;
    const upTo = this.fileBytes;
    const epoch = this.epoch;
    let copied: { next: number; size: number } | undefined;
    try {
      copied = this.copyLive(upTo);
      const fd = copied.next;
      await new Promise<void>((resolve, reject) => this.fs.fsync(fd, (error) => (error ? reject(error) : resolve())));
      if (this.fd === undefined) throw new Error('the journal was closed');
      // a failed write or fsync meanwhile moved the records: this copy is of another file
      if (this.epoch !== epoch || this.failure || this.fileBytes < upTo) throw new Error('a write failed while compacting');
      this.copyTail(copied.next, copied.size, upTo);
    } catch (error) {
      // the old file is untouched and stays the journal (a full disk, say); try again once it has doubled
      if (copied) this.fs.closeSync(copied.next);
      this.fs.rmSync(`${this.path}.next`, { force: true });
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
    this.fs.readSync(this.fd!, bytes, 0, tail, upTo);
    this.writeAll(next, bytes, copiedBytes);
    this.fs.fdatasyncSync(next);
  }

  /**
   * Renames `next` (whole and synced: the live records up to `upTo`, then the rest) over the
   * journal, moves every offset to it, and fsyncs the folder so the rename survives a power cut.
   */
  private switchTo(next: number, copiedBytes: number, upTo: number): void {
    this.fs.renameSync(`${this.path}.next`, this.path);
    this.fs.closeSync(this.fd!);
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
    this.syncedBytes = this.fileBytes; // the new file was synced whole
    fsyncDir(this.dir, this.fs);
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
