import { closeSync, fsync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { MarketIndex } from './market-index';
import type { IndexArray, IndexColumns } from './saved-columns';

/**
 * The search index saved to a file beside the embedded store, so a start reads it back instead of
 * building it from every stored axie, and then applies only the change log after the seq it
 * reflects. Layout: MAGIC, the header's length (u32 LE), the CRC-32 of everything after these 16
 * bytes (u32 LE), the header (JSON: version, what the index reflects, sizes, code tables, where
 * each array is), then the arrays' bytes, each at a multiple of 8 so they are read back as views.
 * Written to a temporary name, synced, then renamed: a crash leaves the old file or the new one.
 */
const MAGIC = Buffer.from('CRIAXIDX', 'latin1');
/** bumped with any change to the layout or to what MarketIndex keeps: an older file is rebuilt */
const INDEX_FILE_VERSION = 2;
export const INDEX_FILE = 'axie-market-index.bin';

/** What the saved index reflects: the store's dataset and the change log up to `seq`. */
export interface IndexFileState {
  /** the market meta's key (generation, count, complete) the index was built from */
  key: string;
  /** the last change of the log applied to it (0: none) */
  seq: number;
  /** that change's time (ms), so a log that was replaced (a restored backup) is told apart */
  seqAt: number | null;
  /** when the market last changed as the index knows it (ISO), or null */
  syncedAt: string | null;
}

type ArrayType = 'f64' | 'i32' | 'u16' | 'u8';
const ARRAY_TYPES = { f64: Float64Array, i32: Int32Array, u16: Uint16Array, u8: Uint8Array } as const;
const typeOf = (array: IndexArray): ArrayType =>
  array instanceof Float64Array ? 'f64' : array instanceof Int32Array ? 'i32' : array instanceof Uint16Array ? 'u16' : 'u8';

interface Header {
  version: number;
  state: IndexFileState;
  sizes: IndexColumns['sizes'];
  codes: IndexColumns['codes'];
  numbers: IndexColumns['numbers'];
  arrays: Array<{ name: string; type: ArrayType; length: number; offset: number }>;
  lists: string[];
}

export type IndexFileRead = { marketIndex: MarketIndex; state: IndexFileState } | { marketIndex: null; reason: 'missing' | 'corrupt' | 'version' };

/**
 * Saves `marketIndex` with what it reflects to `path` (replacing the file whole). The bytes are
 * written in this turn (the index is not patched meanwhile); the sync to disk runs on the thread
 * pool, then the new file takes the old one's name.
 */
export async function writeIndexFile(path: string, marketIndex: MarketIndex, state: IndexFileState): Promise<void> {
  const columns = marketIndex.toColumns();
  // each array as its byte length and the chunks of its bytes, made as they are written: a posting
  // list's lists and the genes' text are never copied whole (at 200,000 axies ~100 MB the writer held)
  const arrays: Array<{ name: string; type: ArrayType; length: number; byteLength: number; chunks: () => Iterable<Uint8Array> }> = [];
  const bytesOf = (array: IndexArray) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  for (const [name, array] of Object.entries(columns.arrays)) arrays.push({ name, type: typeOf(array), length: array.length, byteLength: array.byteLength, chunks: () => [bytesOf(array)] });
  for (const [name, lists] of Object.entries(columns.lists)) {
    const ends = new Int32Array(lists.length);
    let total = 0;
    lists.forEach((list, i) => (ends[i] = total += list.length));
    arrays.push({ name: `${name}.all`, type: 'i32', length: total, byteLength: total * 4, chunks: () => lists.map(bytesOf) });
    arrays.push({ name: `${name}.ends`, type: 'i32', length: ends.length, byteLength: ends.byteLength, chunks: () => [bytesOf(ends)] });
  }
  const lengths = Uint16Array.from(columns.genes, (genes) => genes.length);
  const textBytes = lengths.reduce((sum, length) => sum + length, 0);
  arrays.push({ name: 'genes.lengths', type: 'u16', length: lengths.length, byteLength: lengths.byteLength, chunks: () => [bytesOf(lengths)] });
  arrays.push({
    name: 'genes.text', type: 'u8', length: textBytes, byteLength: textBytes,
    chunks: function* () {
      for (let at = 0; at < columns.genes.length; at += GENES_PER_CHUNK) yield Buffer.from(columns.genes.slice(at, at + GENES_PER_CHUNK).join(''), 'latin1');
    },
  });
  let offset = 0;
  const placed = arrays.map(({ name, type, length, byteLength }) => {
    const entry = { name, type, length, offset };
    offset += Math.ceil(byteLength / 8) * 8;
    return entry;
  });
  const header: Header = { version: INDEX_FILE_VERSION, state, sizes: columns.sizes, codes: columns.codes, numbers: columns.numbers, arrays: placed, lists: Object.keys(columns.lists) };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const pad = (n: number) => Buffer.alloc((8 - (n % 8)) % 8);
  const temporary = `${path}.next`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    // the prefix (with the CRC of what follows) is written last, over the 16 bytes kept for it
    let position = 16;
    let crc = 0;
    const write = (chunk: Uint8Array) => {
      crc = crc32(chunk, crc);
      for (let done = 0; done < chunk.byteLength; ) done += writeSync(fd, chunk, done, chunk.byteLength - done, position + done);
      position += chunk.byteLength;
    };
    write(headerBytes);
    write(pad(16 + headerBytes.length));
    for (const array of arrays) {
      for (const chunk of array.chunks()) write(chunk);
      write(pad(array.byteLength));
    }
    const prefix = Buffer.alloc(16);
    MAGIC.copy(prefix, 0);
    prefix.writeUInt32LE(headerBytes.length, 8);
    prefix.writeUInt32LE(crc, 12);
    writeSync(fd, prefix, 0, 16, 0);
    await new Promise<void>((resolve, reject) => fsync(fd, (error) => (error ? reject(error) : resolve())));
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

/** Genes joined into one piece of the file's text at a time. */
const GENES_PER_CHUNK = 8192;

/** The index saved at `path`, or why there is none to use (missing, corrupt, another version). */
export function readIndexFile(path: string): IndexFileRead {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch {
    return { marketIndex: null, reason: 'missing' };
  }
  if (file.length < 16 || !file.subarray(0, 8).equals(MAGIC)) return { marketIndex: null, reason: 'corrupt' };
  const headerLength = file.readUInt32LE(8);
  if (16 + headerLength > file.length || crc32(file.subarray(16)) !== file.readUInt32LE(12)) return { marketIndex: null, reason: 'corrupt' };
  let header: Header;
  try {
    header = JSON.parse(file.toString('utf8', 16, 16 + headerLength)) as Header;
  } catch {
    return { marketIndex: null, reason: 'corrupt' };
  }
  if (header.version !== INDEX_FILE_VERSION) return { marketIndex: null, reason: 'version' };
  const body = 16 + headerLength + ((8 - ((16 + headerLength) % 8)) % 8);
  const arrays: Record<string, IndexArray> = {};
  for (const { name, type, length, offset } of header.arrays) {
    const Type = ARRAY_TYPES[type];
    const at = file.byteOffset + body + offset;
    if (body + offset + length * Type.BYTES_PER_ELEMENT > file.length) return { marketIndex: null, reason: 'corrupt' };
    // a view when aligned (a file this size has its own buffer), else a copy
    const buffer = file.buffer as ArrayBuffer;
    arrays[name] = at % Type.BYTES_PER_ELEMENT === 0 ? new Type(buffer, at, length) : new Type(buffer.slice(at, at + length * Type.BYTES_PER_ELEMENT));
  }
  const lists: Record<string, Int32Array[]> = {};
  for (const name of header.lists) {
    const all = arrays[`${name}.all`] as Int32Array;
    const ends = arrays[`${name}.ends`] as Int32Array;
    lists[name] = Array.from(ends, (end, i) => all.subarray(i === 0 ? 0 : ends[i - 1]!, end));
    delete arrays[`${name}.all`];
    delete arrays[`${name}.ends`];
  }
  const lengths = arrays['genes.lengths'] as Uint16Array;
  const text = Buffer.from((arrays['genes.text'] as Uint8Array).buffer, arrays['genes.text']!.byteOffset, arrays['genes.text']!.byteLength);
  const genes = new Array<string>(lengths.length);
  for (let i = 0, at = 0; i < lengths.length; at += lengths[i]!, i++) genes[i] = text.toString('latin1', at, at + lengths[i]!);
  delete arrays['genes.lengths'];
  delete arrays['genes.text'];
  const marketIndex = MarketIndex.fromColumns({ sizes: header.sizes, arrays, lists, codes: header.codes, numbers: header.numbers, genes });
  return { marketIndex, state: header.state };
}
