import * as fs from 'node:fs';

/**
 * The file-system calls the embedded journal makes, as one object the store takes: production
 * passes `node:fs` itself; the anomaly tests pass a wrapper that fails a write or an fsync with
 * ENOSPC or EIO, writes part of a record, or splits every write into small syscalls.
 */
export type JournalFs = Pick<
  typeof fs,
  'openSync' | 'closeSync' | 'readSync' | 'writeSync' | 'fdatasyncSync' | 'fsyncSync' | 'fsync' | 'ftruncateSync' | 'fstatSync' | 'renameSync' | 'rmSync' | 'copyFileSync' | 'existsSync'
>;

export const nodeFs: JournalFs = fs;

/**
 * The embedded store could not write its journal (a full disk, an I/O error): the change was not
 * made and not acknowledged. The store answers 503 and `/api/ready` says not ready until a write
 * succeeds again.
 */
export class StoreWriteError extends Error {
  override readonly name = 'StoreWriteError';
  readonly code: string;

  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.code = (cause as NodeJS.ErrnoException | undefined)?.code ?? 'EIO';
  }
}
