import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { EmbeddedStore, openStore, StoreWriteError, type JournalOpenReport } from '../src/store';
import { encodeChange } from '../src/store/embedded-journal';
import { FaultyFs } from './support/faulty-fs';

/**
 * The embedded store under the faults SQLite's anomaly tests inject: a disk that fills up, I/O
 * errors on write and on fsync, a torn last record, bytes damaged in the middle of the file, and
 * kill -9 at random points of a write burst. For each: what the store acknowledged is exactly what
 * a restart reads back, and the start-up line says what it found. The figures are printed.
 */

interface Purchase {
  _id: string;
  n: number;
  pad: string;
}

const WRITER = fileURLToPath(new URL('./fixtures/journal-writer-child.ts', import.meta.url));
const figures: string[] = [];
const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-anomaly-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  console.log(`embedded store anomalies (faults injected, acknowledged, read back after restart):\n${figures.join('\n')}`);
});

const purchase = (n: number): Purchase => ({ _id: `p${n}`, n, pad: 'x'.repeat(150 + (n % 100)) });

/** Inserts purchases `from`..`to - 1` one at a time; returns the ids the store acknowledged. */
async function insertEach(store: EmbeddedStore, from: number, to: number): Promise<{ acked: string[]; refused: unknown[] }> {
  const purchases = store.collection<Purchase>('purchases');
  const acked: string[] = [];
  const refused: unknown[] = [];
  for (let n = from; n < to; n += 1) {
    try {
      await purchases.insertOne(purchase(n));
      acked.push(`p${n}`);
    } catch (error) {
      refused.push(error);
    }
  }
  return { acked, refused };
}

async function idsIn(store: EmbeddedStore): Promise<string[]> {
  return (await store.collection<Purchase>('purchases').find({})).map((doc) => doc._id).sort();
}

/** Opens the folder as a restart would (plain node:fs); what it reads back and what it said. */
async function restart(dir: string): Promise<{ ids: string[]; report: JournalOpenReport }> {
  const store = new EmbeddedStore({ dataDir: dir });
  try {
    return { ids: await idsIn(store), report: store.openReport! };
  } finally {
    await store.close();
  }
}

function record(fault: string, injected: number, acked: number, readBack: number, line: string): void {
  figures.push(`  ${fault}: faults injected ${injected}, acknowledged ${acked}, read back ${readBack} | start-up: ${line}`);
}

describe('the embedded store under injected faults', () => {
  it('a disk that fills up: refused writes leave nothing behind, writes after space is freed are read back, ready follows', async () => {
    const dir = dataDir();
    const faulty = new FaultyFs(dir);
    const store = new EmbeddedStore({ dataDir: dir, fs: faulty.fs });
    const first = await insertEach(store, 0, 20);
    faulty.capacity = statSync(join(dir, 'store.journal')).size + 8 * 1024; // about 30 more purchases fit
    const full = await insertEach(store, 20, 120);
    expect(full.refused.length).toBeGreaterThan(50);
    expect(full.refused.every((error) => error instanceof StoreWriteError && error.code === 'ENOSPC')).toBe(true);
    await expect(store.ping(), 'not ready while the disk is full').rejects.toThrow(/cannot write/);
    faulty.capacity = Infinity; // space freed
    await expect(store.ping(), 'ready again once a write succeeds').resolves.toBeUndefined();
    const after = await insertEach(store, 120, 200);
    expect(after.refused).toEqual([]);
    const acked = [...first.acked, ...full.acked, ...after.acked].sort();
    expect(await idsIn(store)).toEqual(acked);
    await store.close();
    const { ids, report } = await restart(dir);
    expect(ids).toEqual(acked);
    expect(report).toMatchObject({ records: acked.length, tornBytes: 0, damaged: [] });
    record('disk full (injected ENOSPC, short writes)', faulty.injected, acked.length, ids.length, report.line);
  });

  it('I/O errors on write, each leaving half a record: the next write is not appended after torn bytes', async () => {
    const dir = dataDir();
    const faulty = new FaultyFs(dir);
    const store = new EmbeddedStore({ dataDir: dir, fs: faulty.fs });
    const acked: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      acked.push(...(await insertEach(store, round * 20, round * 20 + 10)).acked);
      faulty.failWrites(3, 'EIO');
      const failed = await insertEach(store, round * 20 + 10, round * 20 + 13);
      expect(failed.acked).toEqual([]);
      acked.push(...(await insertEach(store, round * 20 + 13, round * 20 + 20)).acked);
    }
    expect(acked).toHaveLength(170);
    expect(await idsIn(store)).toEqual([...acked].sort());
    await store.close();
    const { ids, report } = await restart(dir);
    expect(ids).toEqual([...acked].sort());
    expect(report).toMatchObject({ records: 170, tornBytes: 0, damaged: [] });
    record('EIO on write (half a record written)', faulty.injected, acked.length, ids.length, report.line);
  });

  it('I/O errors on fsync: the writes the failed fsync covered are refused, dropped from memory and file alike', async () => {
    const dir = dataDir();
    const faulty = new FaultyFs(dir);
    const store = new EmbeddedStore({ dataDir: dir, fs: faulty.fs });
    const purchases = store.collection<Purchase>('purchases');
    await purchases.createIndex({ name: 'n_unique', key: { n: 1 }, unique: true });
    const acked: string[] = [];
    let refused = 0;
    for (let batch = 0; batch < 12; batch += 1) {
      if (batch % 3 === 1) faulty.failSyncs(1);
      // ten purchases in one turn: one group fsync acknowledges or refuses them together
      const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => purchases.insertOne(purchase(batch * 10 + i))));
      results.forEach((result, i) => (result.status === 'fulfilled' ? acked.push(`p${batch * 10 + i}`) : (refused += 1)));
      if (batch % 3 === 1) expect(results.every((result) => result.status === 'rejected')).toBe(true);
    }
    expect(refused).toBe(40);
    expect(await idsIn(store), 'memory holds what was acknowledged, no refused write').toEqual([...acked].sort());
    // the unique index was rebuilt with the documents: a refused purchase's number is free again, a kept one's is not
    await purchases.insertOne({ _id: 'again-10', n: 10, pad: '' });
    await expect(purchases.insertOne({ _id: 'again-0', n: 0, pad: '' })).rejects.toThrow(/duplicate key/);
    acked.push('again-10');
    await store.close();
    const { ids, report } = await restart(dir);
    expect(ids).toEqual([...acked].sort());
    expect(report).toMatchObject({ tornBytes: 0, damaged: [] });
    record('EIO on fsync (group of 10 refused)', faulty.injected, acked.length, ids.length, report.line);
  });

  it('a file that cannot be cut back after a failure refuses every write until it can, then goes on', async () => {
    const dir = dataDir();
    const faulty = new FaultyFs(dir);
    const store = new EmbeddedStore({ dataDir: dir, fs: faulty.fs });
    const acked = (await insertEach(store, 0, 10)).acked;
    // a write fails leaving half a record, and cutting it off fails too: at once, and again at the next write
    faulty.failWrites(1, 'EIO');
    faulty.failTruncates(2);
    const refused = await insertEach(store, 10, 12);
    expect(refused.acked, 'no write goes after the torn bytes while they are there').toEqual([]);
    expect(refused.refused).toHaveLength(2);
    await expect(store.ping()).resolves.toBeUndefined(); // the third cut succeeds: writable again
    acked.push(...(await insertEach(store, 12, 20)).acked);
    // an fsync fails and so does the cut back: the refused changes leave memory once the file is cut
    faulty.failSyncs(1);
    faulty.failTruncates(1);
    const lost = await Promise.allSettled([0, 1, 2].map((i) => store.collection<Purchase>('purchases').insertOne(purchase(20 + i))));
    expect(lost.every((result) => result.status === 'rejected')).toBe(true);
    await expect(insertEach(store, 23, 24)).resolves.toMatchObject({ acked: [] }); // the cut, the documents read again: this one is asked to try again
    acked.push(...(await insertEach(store, 24, 30)).acked);
    expect(await idsIn(store)).toEqual([...acked].sort());
    await store.close();
    const { ids, report } = await restart(dir);
    expect(ids).toEqual([...acked].sort());
    expect(report).toMatchObject({ tornBytes: 0, damaged: [] });
    record('EIO on write and on the cut back', faulty.injected, acked.length, ids.length, report.line);
  });

  it('a torn final record (a write cut short by a crash): cut off at start, said in one line, the rest kept', async () => {
    const dir = dataDir();
    const store = new EmbeddedStore({ dataDir: dir });
    const { acked } = await insertEach(store, 0, 100);
    await store.close();
    const torn = encodeChange({ collection: 'purchases', op: 'put', doc: { ...purchase(100) } });
    const cut = 1 + Math.floor(Math.random() * (torn.length - 1)); // any length short of whole
    appendFileSync(join(dir, 'store.journal'), torn.subarray(0, cut));
    const { ids, report } = await restart(dir);
    expect(ids).toEqual([...acked].sort());
    expect(report).toMatchObject({ records: 100, tornBytes: cut, damaged: [] });
    expect(report.line).toMatch(new RegExp(`100 records kept .*a torn last record of ${cut} bytes .* was cut off`));
    record(`torn final record (${cut} of ${torn.length} bytes)`, 1, acked.length, ids.length, report.line);
    // cut once: the next start finds a clean file
    expect((await restart(dir)).report).toMatchObject({ records: 100, tornBytes: 0 });
  });

  it('bytes damaged in the middle: the damaged record is reported, every record after it kept, the file rewritten', async () => {
    const dir = dataDir();
    const store = new EmbeddedStore({ dataDir: dir });
    const { acked } = await insertEach(store, 0, 200);
    await store.close();
    const path = join(dir, 'store.journal');
    const bytes = readFileSync(path);
    // the 80th record's payload gets a flipped byte, the 150th record's length field a wrong value
    const offsets: number[] = [];
    for (let at = 0; at < bytes.length; at += 8 + bytes.readUInt32LE(at)) offsets.push(at);
    bytes[offsets[79]! + 8 + 40]! ^= 0xff;
    bytes.writeUInt32LE(0x00ffffff, offsets[149]!);
    writeFileSync(path, bytes);
    // a start as the gateway's: the log gets one warning line, the report itself
    const warnings: string[] = [];
    const opened = (await openStore({ mongodbUri: undefined, mongodbDb: 'unused', embeddedDataDir: dir, log: { info: () => undefined, warn: (line) => void warnings.push(line) } })) as EmbeddedStore;
    const ids = await idsIn(opened);
    const report = opened.openReport!;
    await opened.close();
    expect(warnings).toEqual([report.line]);
    const lost = ['p79', 'p149'];
    expect(ids).toEqual(acked.filter((id) => !lost.includes(id)).sort());
    expect(report.damaged).toEqual([
      { offset: offsets[79], bytes: offsets[80]! - offsets[79]! },
      { offset: offsets[149], bytes: offsets[150]! - offsets[149]! },
    ]);
    expect(report.line).toMatch(/198 records kept .* DAMAGED: \d+ unreadable bytes skipped in 2 place\(s\) .*every whole record after them kept/);
    expect(readFileSync(report.damagedCopy!)).toEqual(bytes); // the file as found, for whoever looks into it
    record('bytes damaged mid-file (2 records hit)', 2, acked.length, ids.length, report.line);
    // rewritten with its whole records: the next start is clean, and writes go on after them
    const again = new EmbeddedStore({ dataDir: dir });
    expect(again.openReport).toMatchObject({ records: 198, damaged: [], tornBytes: 0 });
    await again.collection<Purchase>('purchases').insertOne(purchase(79));
    await again.close();
    expect((await restart(dir)).ids).toContain('p79');
  });

  it('kill -9 at random points of a write burst, each write split in small syscalls: every acknowledged purchase is read back', async () => {
    const dir = dataDir();
    const acked = new Set<string>();
    let kills = 0;
    let tornTails = 0;
    let extra = 0;
    for (let run = 0; run < 8; run += 1) {
      const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dir, `r${run}`], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      const writing = new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('ack ')) resolve();
      }));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await writing; // the burst has begun: its first write was acknowledged
      // a random moment of the burst: not a timing under test, only where the kill lands
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
      child.kill('SIGKILL');
      await exited;
      kills += 1;
      const ackedNow = [...out.matchAll(/^ack (\S+)$/gm)].map((match) => match[1]!);
      expect(ackedNow.length, 'the child acknowledged writes before the kill').toBeGreaterThan(0);
      for (const id of ackedNow) acked.add(id);
      const { ids, report } = await restart(dir);
      const readBack = new Set(ids);
      for (const id of acked) expect(readBack.has(id), `acknowledged ${id} read back`).toBe(true);
      // at most the one write in flight (on disk, its acknowledgement not printed yet) is more
      const unacked = ids.filter((id) => !acked.has(id));
      expect(unacked.length).toBeLessThanOrEqual(1);
      if (unacked[0]) expect(unacked[0]).toBe(`r${run}-${ackedNow.length}`);
      extra += unacked.length;
      for (const id of unacked) acked.add(id); // it is in the file now: the next runs must keep it
      expect(report.damaged).toEqual([]);
      if (report.tornBytes > 0) tornTails += 1;
    }
    // most of a write's time is its 7-byte syscalls: of 8 kills, some land mid-record (all 8 missing it: ~1 in 60,000)
    expect(tornTails).toBeGreaterThan(0);
    record(`kill -9 x${kills} (${tornTails} landed mid-record)`, kills, acked.size - extra, acked.size, `${extra} in-flight write(s) found whole on disk, not acknowledged`);
  }, 120_000);

  /**
   * fixtures/previous-release.journal was written by the store of release c264841 (before this
   * engine): 20 credit-ledger entries under a unique index, 10 payments, 5 of them credited, an
   * upsert, a payment deleted and the 6 entries of account a2 deleted in one deleteMany.
   */
  it('reads a journal the previous release wrote', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'store.journal'), readFileSync(fileURLToPath(new URL('./fixtures/previous-release.journal', import.meta.url))));
    const store = new EmbeddedStore({ dataDir: dir });
    expect(store.openReport).toMatchObject({ records: 38, tornBytes: 0, damaged: [] });
    const ledger = await store.collection<{ _id: string; accountId: string; at: Date; units: bigint }>('credit_ledger').find({});
    expect(ledger).toHaveLength(14);
    expect(ledger.every((entry) => entry.accountId !== 'a2' && entry.at instanceof Date && typeof entry.units === 'bigint')).toBe(true);
    const payments = await store.collection<{ _id: string; status: string }>('payments').find({ status: 'credited' });
    expect(payments.map((p) => p._id)).toEqual(['p0', 'p2', 'p4', 'p6', 'p8']);
    expect(await store.collection('payments').countDocuments({})).toBe(10);
    await store.collection('payments').insertOne({ _id: 'after-upgrade' });
    await store.close();
    expect((await restart(dir)).report).toMatchObject({ records: 39, tornBytes: 0, damaged: [] });
  });
});

describe('the embedded store on a real tmpfs of 2 MB that fills up', () => {
  it('refuses writes on ENOSPC, reports not ready, recovers when space is freed, loses no acknowledged write', async (context) => {
    const mountPoint = dataDir();
    try {
      await new Promise<void>((resolve, reject) => {
        const mount = spawn('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint], { stdio: 'ignore' });
        mount.once('error', reject);
        mount.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`mount exited with ${code}`))));
      });
    } catch (error) {
      // only where mounting is not permitted (not root, no CAP_SYS_ADMIN); the injected-ENOSPC test above still runs
      context.skip(`a tmpfs cannot be mounted here (${(error as Error).message})`);
      return;
    }
    try {
      const dir = join(mountPoint, 'data');
      mkdirSync(dir);
      // a ballast file takes most of the disk; deleting it is the operator freeing space
      const ballast = join(mountPoint, 'ballast');
      writeFileSync(ballast, Buffer.alloc(1024 * 1024));
      const store = new EmbeddedStore({ dataDir: dir });
      const acked: string[] = [];
      let refused = 0;
      let n = 0;
      for (; refused < 20; n += 1) {
        const result = await insertEach(store, n, n + 1);
        acked.push(...result.acked);
        refused += result.refused.length;
        if (result.refused[0]) expect((result.refused[0] as StoreWriteError).code).toBe('ENOSPC');
      }
      await expect(store.ping()).rejects.toThrow(/cannot write/);
      rmSync(ballast);
      await expect(store.ping()).resolves.toBeUndefined();
      const after = await insertEach(store, n, n + 500);
      expect(after.refused).toEqual([]);
      acked.push(...after.acked);
      await store.close();
      const { ids, report } = await restart(dir);
      expect(ids).toEqual([...acked].sort());
      expect(report).toMatchObject({ tornBytes: 0, damaged: [] });
      record('tmpfs of 2 MB filled (real ENOSPC)', refused, acked.length, ids.length, report.line);
    } finally {
      await new Promise((resolve) => spawn('umount', [mountPoint], { stdio: 'ignore' }).once('exit', resolve));
    }
  });
});

