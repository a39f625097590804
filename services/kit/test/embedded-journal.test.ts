import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { EmbeddedStore, isDuplicateKeyError } from '../src/store';
import { COMPACT_RATIO, encodeChange } from '../src/store/embedded-journal';

const CHILD = fileURLToPath(new URL('./fixtures/journal-child.ts', import.meta.url));

/** what the lock files of a folder hold, highest generation first */
function lockHolders(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => /^LOCK(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b.split('.')[1] ?? 0) - Number(a.split('.')[1] ?? 0))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

interface Entry {
  _id: string;
  account: string;
  seq: number;
  at?: Date;
  units?: bigint;
}

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-journal-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded store on disk', () => {
  it('finds every insert, update, upsert and delete again after a restart, with types and order kept', async () => {
    const dir = dataDir();
    const first = new EmbeddedStore({ dataDir: dir });
    const entries = first.collection<Entry>('ledger');
    const at = new Date('2026-11-24T10:00:00.000Z');
    for (let seq = 1; seq <= 5; seq += 1) await entries.insertOne({ _id: `e${seq}`, account: 'a', seq, at, units: 1_000_000n * BigInt(seq) });
    await entries.updateOne({ _id: 'e2' }, { $set: { seq: 20 } });
    await entries.updateOne({ _id: 'e9' }, { $setOnInsert: { account: 'b', seq: 9 } }, { upsert: true });
    await entries.deleteOne({ _id: 'e3' });
    await entries.deleteMany({ seq: { $gte: 5, $lt: 9 } });
    await first.close();

    const second = new EmbeddedStore({ dataDir: dir });
    const again = second.collection<Entry>('ledger');
    const all = await again.find({});
    expect(all.map((e) => [e._id, e.seq])).toEqual([['e1', 1], ['e2', 20], ['e4', 4], ['e9', 9]]);
    expect(all[0]!.at).toBeInstanceOf(Date);
    expect(all[0]!.at!.getTime()).toBe(at.getTime());
    expect(all[3]!.units).toBeUndefined();
    expect(all[2]!.units).toBe(4_000_000n);
    // unique indexes are created again at start-up, over the replayed documents
    await again.createIndex({ name: 'account_1_seq_1', key: { account: 1, seq: 1 }, unique: true });
    expect(isDuplicateKeyError(await again.insertOne({ _id: 'x', account: 'a', seq: 4 }).catch((e: unknown) => e))).toBe(true);
    await second.close();
  });

  it('writes each record as its length, its CRC32 and the change as v8.serialize writes it', () => {
    // two-byte strings (V8 aligns them by offset), dates, big integers, arrays and nested documents
    const change = { collection: 'docs', op: 'put' as const, doc: { _id: 'ñandú-€', at: new Date(0), units: 12n, tags: ['a', 'ü'], nested: { level: 2, text: 'x'.repeat(300) } } };
    const record = encodeChange(change);
    const payload = serialize(change);
    expect(record.readUInt32LE(0)).toBe(payload.length);
    expect(record.readUInt32LE(4)).toBe(crc32(payload));
    expect(record.subarray(8).equals(payload)).toBe(true);
  });

  it('a crash mid-write loses only the torn record: it is cut off and the file is whole again', async () => {
    const dir = dataDir();
    const store = new EmbeddedStore({ dataDir: dir });
    const entries = store.collection<Entry>('ledger');
    for (let seq = 1; seq <= 3; seq += 1) await entries.insertOne({ _id: `e${seq}`, account: 'a', seq });
    // no close(): the process "died"; then half a record reached the disk
    const journal = store.journalPath!;
    appendFileSync(journal, Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5, 6]));

    const reopened = new EmbeddedStore({ dataDir: dir });
    expect((await reopened.collection<Entry>('ledger').find({})).map((e) => e._id)).toEqual(['e1', 'e2', 'e3']);
    expect(statSync(journal).size).toBe(reopened.journalFile!.sizes.fileBytes); // the torn bytes are cut
    await reopened.collection<Entry>('ledger').insertOne({ _id: 'e4', account: 'a', seq: 4 });
    await reopened.close();
    const last = new EmbeddedStore({ dataDir: dir });
    expect(await last.collection<Entry>('ledger').countDocuments({})).toBe(4);
    await last.close();
  });

  it('reads zeros a crash left at the end of the file as the end of the journal', async () => {
    const dir = dataDir();
    const store = new EmbeddedStore({ dataDir: dir });
    await store.collection<Entry>('ledger').insertOne({ _id: 'e1', account: 'a', seq: 1 });
    appendFileSync(store.journalPath!, Buffer.alloc(4096)); // a filesystem that allocated before the data landed
    const reopened = new EmbeddedStore({ dataDir: dir });
    expect((await reopened.collection<Entry>('ledger').find({})).map((e) => e._id)).toEqual(['e1']);
    await reopened.collection<Entry>('ledger').insertOne({ _id: 'e2', account: 'a', seq: 2 });
    await reopened.close();
    const last = new EmbeddedStore({ dataDir: dir });
    expect(await last.collection<Entry>('ledger').countDocuments({})).toBe(2);
    await last.close();
  });

  it('compacts while running when the file passes COMPACT_RATIO times the live data, writes going on meanwhile', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => void warnings.push(warning.message);
    process.on('warning', onWarning);
    const dir = dataDir();
    const store = new EmbeddedStore({ dataDir: dir });
    const docs = store.collection<Entry & { pad: string; round: number }>('docs');
    const pad = 'x'.repeat(2000);
    for (let seq = 0; seq < 400; seq += 1) await docs.insertOne({ _id: `d${seq}`, account: 'a', seq, pad, round: 0 });
    const live = statSync(store.journalPath!).size;
    // 20 rounds of updates: 20 times the live data written, without waiting for any compaction
    for (let round = 1; round <= 20; round += 1) {
      // a round's updates in one turn: one fsync acknowledges them (group commit), as concurrent requests
      await Promise.all(Array.from({ length: 400 }, (_, seq) => docs.updateOne({ _id: `d${seq}` }, { $set: { round } })));
      if (round === 10) await docs.deleteOne({ _id: 'd5' });
      // a turn of the event loop: a compaction starts, and the next round writes while it fsyncs
      await new Promise((resolve) => setImmediate(resolve));
    }
    await store.journalFile!.settled();
    process.off('warning', onWarning);
    expect(warnings).toEqual([]); // no compaction failed
    // 20 × the live data were written; at most COMPACT_RATIO × (or the 4 MB floor) and a round are left
    const fileBytes = statSync(store.journalPath!).size;
    expect(fileBytes).toBeLessThanOrEqual(Math.max(COMPACT_RATIO * live, 4 * 1024 * 1024) + 2 * live);
    expect(store.journalFile!.sizes.fileBytes).toBe(fileBytes);
    await docs.insertOne({ _id: 'late', account: 'a', seq: 1000, pad: '', round: 21 });
    await docs.updateOne({ _id: 'd0' }, { $set: { round: 22 } });
    await store.close();

    const reopened = new EmbeddedStore({ dataDir: dir });
    const all = await reopened.collection<Entry & { round: number }>('docs').find({});
    expect(all.map((doc) => doc._id)).toEqual([...Array.from({ length: 400 }, (_, seq) => `d${seq}`).filter((id) => id !== 'd5'), 'late']);
    expect(all.map((doc) => doc.round)).toEqual([22, ...Array.from({ length: 398 }, () => 20), 21]);
    await reopened.close();
  });

  it('fsyncs the folder after renaming the compacted file into place', async () => {
    const dir = dataDir();
    // a journal of one 1 MB document written six times: six times its live data
    const records = Array.from({ length: 6 }, (_, round) => encodeChange({ collection: 'docs', op: 'put', doc: { _id: 'big', round, pad: 'y'.repeat(1 << 20) } }));
    writeFileSync(join(dir, 'store.journal'), Buffer.concat(records));
    const trace = join(dir, 'strace.log');
    const child = spawn('strace', ['-f', '-e', 'trace=rename,renameat,renameat2,openat,fsync', '-o', trace, process.execPath, '--import', 'tsx', CHILD, 'open', dir], { stdio: 'inherit' });
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
    const lines = readFileSync(trace, 'utf8').split('\n');
    const rename = lines.findIndex((line) => /rename.*store\.journal\.next".*store\.journal"/.test(line));
    expect(rename).toBeGreaterThan(-1);
    const dirOpen = lines.slice(rename).map((line) => new RegExp(`openat\\(AT_FDCWD, "${dir}", O_RDONLY[^)]*\\) = (\\d+)`).exec(line)).find(Boolean);
    expect(dirOpen, 'the folder is opened after the rename').toBeTruthy();
    expect(lines.slice(rename).some((line) => line.includes(`fsync(${dirOpen![1]})`))).toBe(true);
    const reopened = new EmbeddedStore({ dataDir: dir });
    expect((await reopened.collection<{ _id: string; round: number }>('docs').findOne({ _id: 'big' }))?.round).toBe(5);
    expect(statSync(join(dir, 'store.journal')).size).toBe(records[5]!.length);
    await reopened.close();
  });

  it('refuses a data folder that another live process holds, and takes over a dead one\'s', async () => {
    const dir = dataDir();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dir, 'LOCK'), String(sleeper.pid));
      expect(() => new EmbeddedStore({ dataDir: dir })).toThrow(ConfigError);
      expect(() => new EmbeddedStore({ dataDir: dir })).toThrow(/in use by process/);
    } finally {
      sleeper.kill('SIGKILL');
      await new Promise((resolve) => sleeper.once('exit', resolve));
    }
    const store = new EmbeddedStore({ dataDir: dir });
    expect(lockHolders(dir)).toEqual([String(process.pid)]);
    await store.close();
    expect(lockHolders(dir)).toEqual(['free']);
  });

  it('of processes racing for a folder whose owner died, exactly one takes it', async () => {
    for (let round = 0; round < 2; round += 1) {
      const dir = dataDir();
      const dead = spawn(process.execPath, ['-e', '']);
      await new Promise((resolve) => dead.once('exit', resolve));
      writeFileSync(join(dir, 'LOCK'), String(dead.pid)); // the lock a crashed process left
      const racers = Array.from({ length: 4 }, () => spawn(process.execPath, ['--import', 'tsx', CHILD, 'race', dir], { stdio: ['pipe', 'pipe', 'inherit'] }));
      const outputs = racers.map((racer) => {
        let text = '';
        racer.stdout!.on('data', (chunk: Buffer) => void (text += chunk.toString()));
        return () => text;
      });
      const until = async (done: () => boolean) => {
        while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      await until(() => outputs.every((output) => output().includes('ready')));
      for (const racer of racers) racer.stdin!.write('go\n');
      await until(() => outputs.every((output) => /won|refused/.test(output())));
      const won = outputs.filter((output) => output().includes('won'));
      const exited = racers.map((racer) => new Promise((resolve) => racer.once('exit', resolve)));
      for (const racer of racers) racer.stdin!.end();
      await Promise.all(exited);
      expect(won.length, outputs.map((output) => output()).join('')).toBe(1);
      expect(outputs.filter((output) => /refused .*in use by process/.test(output()))).toHaveLength(3);
    }
  }, 120_000);
});
