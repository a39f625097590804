import * as fs from 'node:fs';
import { join } from 'node:path';
import type { JournalFs } from '../../src/store';

type Fault = 'ENOSPC' | 'EIO';

const failure = (code: Fault, call: string) =>
  Object.assign(new Error(`${code}: ${code === 'ENOSPC' ? 'no space left on device' : 'i/o error'}, ${call}`), { code, errno: code === 'ENOSPC' ? -28 : -5, syscall: call });

/**
 * The embedded journal's file system with faults on command, over the real files of one data
 * folder (the anomalies SQLite's own tests inject, as a Linux file system shows them):
 *
 * - `capacity`: the bytes the folder's files may hold, a disk that fills up: a write that does
 *   not fit writes what does and returns the short count; the next one throws ENOSPC (write(2)).
 * - `failWrites(n, code)`: the next n writes write half their bytes, then throw (an I/O error
 *   mid-record leaves torn bytes behind, the worst case).
 * - `failSyncs(n)`: the next n fsync/fdatasync calls throw EIO without syncing.
 * - `failTruncates(n)`: the next n ftruncate calls throw EIO (the file cannot be cut back).
 * - `chunkBytes`, `chunkPauseMs`: every write goes in syscalls of at most this many bytes with a
 *   pause after each (a slow disk), so a kill -9 lands in the middle of a record.
 */
export class FaultyFs {
  capacity = Infinity;
  chunkBytes = Infinity;
  chunkPauseMs = 0;
  private readonly sleeper = new Int32Array(new SharedArrayBuffer(4));
  /** faults injected so far (a failed or short write, a failed sync) */
  injected = 0;
  private writeFaults: { left: number; code: Fault } = { left: 0, code: 'EIO' };
  private syncFaults = 0;
  private truncateFaults = 0;

  constructor(private readonly dir: string) {}

  failWrites(count: number, code: Fault = 'EIO'): void {
    this.writeFaults = { left: count, code };
  }

  failSyncs(count: number): void {
    this.syncFaults = count;
  }

  failTruncates(count: number): void {
    this.truncateFaults = count;
  }

  private used(): number {
    let bytes = 0;
    for (const name of fs.readdirSync(this.dir)) bytes += fs.statSync(join(this.dir, name)).size;
    return bytes;
  }

  private write(fd: number, buffer: NodeJS.ArrayBufferView, offset: number, length: number, position: number): number {
    if (this.writeFaults.left > 0) {
      this.writeFaults.left -= 1;
      this.injected += 1;
      fs.writeSync(fd, buffer, offset, Math.floor(length / 2), position);
      throw failure(this.writeFaults.code, 'write');
    }
    const growth = Math.max(0, position + length - fs.fstatSync(fd).size);
    let allowed = length;
    if (growth > 0 && Number.isFinite(this.capacity)) {
      const free = this.capacity - this.used();
      if (free <= 0) {
        this.injected += 1;
        throw failure('ENOSPC', 'write');
      }
      if (growth > free) {
        this.injected += 1;
        allowed = length - (growth - free);
      }
    }
    let written = 0;
    while (written < allowed) {
      written += fs.writeSync(fd, buffer, offset + written, Math.min(this.chunkBytes, allowed - written), position + written);
      if (this.chunkPauseMs > 0 && written < allowed) Atomics.wait(this.sleeper, 0, 0, this.chunkPauseMs);
    }
    return written;
  }

  private sync(call: string): void {
    if (this.syncFaults > 0) {
      this.syncFaults -= 1;
      this.injected += 1;
      throw failure('EIO', call);
    }
  }

  readonly fs: JournalFs = {
    ...fs,
    writeSync: ((fd: number, buffer: NodeJS.ArrayBufferView, offset: number, length: number, position: number) => this.write(fd, buffer, offset, length, position)) as JournalFs['writeSync'],
    fdatasyncSync: (fd: number) => {
      this.sync('fdatasync');
      fs.fdatasyncSync(fd);
    },
    fsyncSync: (fd: number) => {
      this.sync('fsync');
      fs.fsyncSync(fd);
    },
    ftruncateSync: (fd: number, length?: number) => {
      if (this.truncateFaults > 0) {
        this.truncateFaults -= 1;
        this.injected += 1;
        throw failure('EIO', 'ftruncate');
      }
      fs.ftruncateSync(fd, length);
    },
    fsync: ((fd: number, callback: (error: NodeJS.ErrnoException | null) => void) => {
      try {
        this.sync('fsync');
      } catch (error) {
        callback(error as NodeJS.ErrnoException);
        return;
      }
      fs.fsync(fd, callback);
    }) as JournalFs['fsync'],
  };
}
