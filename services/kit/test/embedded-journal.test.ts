import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { EmbeddedStore, isDuplicateKeyError } from '../src/store';

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

  it('a crash mid-write loses only the torn record: the file is compacted and whole again', async () => {
    const dir = dataDir();
    const store = new EmbeddedStore({ dataDir: dir });
    const entries = store.collection<Entry>('ledger');
    for (let seq = 1; seq <= 3; seq += 1) await entries.insertOne({ _id: `e${seq}`, account: 'a', seq });
    // no close(): the process "died"; then half a record reached the disk
    const journal = store.journalPath!;
    appendFileSync(journal, Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5, 6]));

    const reopened = new EmbeddedStore({ dataDir: dir });
    expect((await reopened.collection<Entry>('ledger').find({})).map((e) => e._id)).toEqual(['e1', 'e2', 'e3']);
    await reopened.collection<Entry>('ledger').insertOne({ _id: 'e4', account: 'a', seq: 4 });
    await reopened.close();
    const last = new EmbeddedStore({ dataDir: dir });
    expect(await last.collection<Entry>('ledger').countDocuments({})).toBe(4);
    await last.close();
  });

  it('compacts at open: a reloaded collection does not grow the file', async () => {
    const dir = dataDir();
    for (let round = 0; round < 3; round += 1) {
      const store = new EmbeddedStore({ dataDir: dir });
      const market = store.collection<Entry>('market');
      await market.deleteMany({});
      for (let seq = 0; seq < 200; seq += 1) await market.insertOne({ _id: `m${seq}`, account: 'm', seq });
      await store.close();
    }
    const store = new EmbeddedStore({ dataDir: dir });
    const size = statSync(store.journalPath!).size;
    expect(await store.collection('market').countDocuments({})).toBe(200);
    await store.close();
    const once = dataDir();
    const single = new EmbeddedStore({ dataDir: once });
    for (let seq = 0; seq < 200; seq += 1) await single.collection<Entry>('market').insertOne({ _id: `m${seq}`, account: 'm', seq });
    await single.close();
    const reopened = new EmbeddedStore({ dataDir: once });
    expect(size).toBe(statSync(reopened.journalPath!).size);
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
    expect(readFileSync(join(dir, 'LOCK'), 'utf8')).toBe(String(process.pid));
    await store.close();
  });
});
