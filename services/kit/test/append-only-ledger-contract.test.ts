import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { AppendOnlyLedger, IdempotencyKeyReusedError, type LedgerKeys } from '../src/ledger';
import { EmbeddedStore, MongoStore, type Store } from '../src/store';
import { ferretDbTarget, storeTargets } from '../src/testing';

/** A counter with a floor: the smallest ledger with a rule that depends on the head. */
interface CountEntry extends LedgerKeys {
  delta: number;
  total: number;
}

class BelowZeroError extends Error {}

const LEDGER = 'test_counts';

function counter(store: Store): AppendOnlyLedger<CountEntry> {
  return new AppendOnlyLedger<CountEntry>(store, LEDGER, { indexes: [{ name: 'accountId_1_total_1', key: { accountId: 1, total: 1 } }] });
}

function add(ledger: AppendOnlyLedger<CountEntry>, accountId: string, delta: number, idempotencyKey: string) {
  return ledger.append({ accountId, idempotencyKey }, (head) => {
    const total = (head?.total ?? 0) + delta;
    if (total < 0) throw new BelowZeroError(`total ${head?.total ?? 0}`);
    return { delta, total };
  });
}

const seqs = (entries: CountEntry[]) => entries.map((e) => e.seq).sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe.each(storeTargets())('append-only ledger on $name', (target) => {
  let store: Store;
  let ledger: AppendOnlyLedger<CountEntry>;

  beforeAll(async () => {
    store = await target.open();
    ledger = counter(store);
    await ledger.ensureIndexes();
    await ledger.ensureIndexes(); // again, as every start-up does
  });
  afterAll(async () => target.dispose(store));

  it('30 concurrent appends to one account: seqs 1..30 without gap or duplicate, each computed from the one before', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => add(ledger, 'a1', 1, `a1:${i}`)));
    expect(results.every((r) => !r.replay)).toBe(true);
    const entries = await ledger.history('a1', 100);
    expect(seqs(entries)).toEqual(oneTo(30));
    // a total equal to its seq: no entry was computed from a stale head
    for (const entry of entries) expect(entry.total).toBe(entry.seq);
    expect(entries.map((e) => e.seq)).toEqual(oneTo(30).reverse()); // newest first
    expect((await ledger.head('a1'))?.total).toBe(30);
  });

  it('concurrent appends to three accounts keep each chain apart', async () => {
    const accounts = ['b1', 'b2', 'b3'];
    await Promise.all(Array.from({ length: 24 }, (_, i) => add(ledger, accounts[i % 3]!, 2, `b:${i}`)));
    for (const account of accounts) {
      const entries = await ledger.history(account, 100);
      expect(seqs(entries)).toEqual(oneTo(8));
      expect((await ledger.head(account))?.total).toBe(16);
    }
  });

  it('the same key sent 10 times at once is applied once, and every call gets that entry', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => add(ledger, 'c1', 5, 'c1:once')));
    expect(results.filter((r) => !r.replay)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry._id)).size).toBe(1);
    expect(await ledger.history('c1')).toHaveLength(1);
    expect((await ledger.head('c1'))?.total).toBe(5);
  });

  it('a rule on the head holds under concurrency: 5 units, 25 concurrent debits with distinct keys, exactly 5 land', async () => {
    await add(ledger, 'd1', 5, 'd1:grant');
    const results = await Promise.allSettled(Array.from({ length: 25 }, (_, i) => add(ledger, 'd1', -1, `d1:debit:${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(BelowZeroError);
    const debits = (await ledger.history('d1', 100)).filter((e) => e.delta === -1);
    expect(debits.map((e) => e.total).sort()).toEqual([0, 1, 2, 3, 4]);
    expect((await ledger.head('d1'))?.total).toBe(0);
  });

  it('the last unit spent by one key sent 5 times at once: one debit and no refusal', async () => {
    await add(ledger, 'e1', 1, 'e1:grant');
    const results = await Promise.all(Array.from({ length: 5 }, () => add(ledger, 'e1', -1, 'e1:last')));
    expect(results.every((r) => r.entry.total === 0 && r.entry.idempotencyKey === 'e1:last')).toBe(true);
    expect(results.filter((r) => !r.replay)).toHaveLength(1);
    expect(seqs(await ledger.history('e1'))).toEqual([1, 2]);
  });

  it('a used key replays without computing; the key of another account is refused', async () => {
    const first = await add(ledger, 'f1', 3, 'f1:once');
    const compute = vi.fn(() => ({ delta: 3, total: 99 }));
    expect(await ledger.append({ accountId: 'f1', idempotencyKey: 'f1:once' }, compute)).toEqual({ entry: first.entry, replay: true });
    expect(compute).not.toHaveBeenCalled();
    await expect(add(ledger, 'f2', 3, 'f1:once')).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await ledger.history('f2')).toEqual([]);
    expect(await ledger.byKey('f1:once')).toEqual(first.entry);
    expect(await ledger.byKey('never')).toBeNull();
  });

  it('a refusal writes nothing; an empty account has no head', async () => {
    await expect(add(ledger, 'g1', -1, 'g1:debit')).rejects.toBeInstanceOf(BelowZeroError);
    expect(await ledger.head('g1')).toBeNull();
    expect(await ledger.byKey('g1:debit')).toBeNull();
    expect(await ledger.history('g1')).toEqual([]);
  });

  it('keeps the entry the payload computed, with the ledger fields and createdAt as asked', async () => {
    const at = new Date('2030-01-01T00:00:00Z');
    const { entry } = await ledger.append({ accountId: 'h1', idempotencyKey: 'h1:a', createdAt: at }, () => ({ delta: 7, total: 7 }));
    expect(entry).toEqual({ _id: expect.any(String), accountId: 'h1', seq: 1, idempotencyKey: 'h1:a', createdAt: at, delta: 7, total: 7 });
    expect(await ledger.head('h1')).toEqual(entry);
  });

  it('the unique indexes refuse a second entry at a seq or under a key, written by any code', async () => {
    await add(ledger, 'i1', 1, 'i1:a');
    const raw = store.collection<CountEntry>(LEDGER);
    const base = { delta: 1, total: 1, createdAt: new Date() };
    await expect(raw.insertOne({ ...base, _id: 'i1-dup-seq', accountId: 'i1', seq: 1, idempotencyKey: 'i1:other' })).rejects.toMatchObject({ code: 11000 });
    await expect(raw.insertOne({ ...base, _id: 'i1-dup-key', accountId: 'i1', seq: 9, idempotencyKey: 'i1:a' })).rejects.toMatchObject({ code: 11000 });
  });

  it('an entry written beside the ledger (not through append) is seen: the next append goes after it', async () => {
    await add(ledger, 'j1', 1, 'j1:a');
    await store.collection<CountEntry>(LEDGER).insertOne({ _id: 'j1-raw', accountId: 'j1', seq: 2, idempotencyKey: 'j1:raw', delta: 1, total: 2, createdAt: new Date() });
    const { entry } = await add(ledger, 'j1', 1, 'j1:b');
    expect([entry.seq, entry.total]).toEqual([3, 3]);
    expect(await add(ledger, 'j1', 1, 'j1:raw')).toMatchObject({ replay: true, entry: { _id: 'j1-raw' } });
  });

  it('two ledger objects on one store (users and billing both append credits) see each other at once', async () => {
    const other = counter(store);
    await add(ledger, 'k1', 1, 'k1:a');
    expect((await other.head('k1'))?.total).toBe(1);
    await Promise.all([add(ledger, 'k1', 1, 'k1:b'), add(other, 'k1', 1, 'k1:c'), add(other, 'k1', 1, 'k1:a')]);
    expect(seqs(await ledger.history('k1'))).toEqual([1, 2, 3]);
    expect((await ledger.head('k1'))?.total).toBe(3);
  });
});

describe('append-only ledger from two processes on FerretDB', () => {
  const target = ferretDbTarget();
  let stores: MongoStore[];

  beforeAll(async () => {
    const first = (await target.open()) as MongoStore;
    // a second connection to the same database, as a second gateway process has
    stores = [first, await MongoStore.connect(inject('ferretdbUri'), first.db.databaseName)];
    await counter(first).ensureIndexes();
  });
  afterAll(async () => {
    await stores[1]!.close();
    await target.dispose(stores[0]!);
  });

  it('20 concurrent appends to one account through two connections: seqs 1..20, each from the one before', async () => {
    const ledgers = stores.map(counter);
    await Promise.all(Array.from({ length: 20 }, (_, i) => add(ledgers[i % 2]!, 'l1', 1, `l1:${i}`)));
    const entries = await ledgers[0]!.history('l1', 100);
    expect(seqs(entries)).toEqual(oneTo(20));
    for (const entry of entries) expect(entry.total).toBe(entry.seq);
  });

  it('one key sent through both connections at once is applied once', async () => {
    const ledgers = stores.map(counter);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => add(ledgers[i % 2]!, 'l2', 4, 'l2:once')));
    expect(results.filter((r) => !r.replay)).toHaveLength(1);
    expect(await ledgers[1]!.history('l2')).toHaveLength(1);
  });
});

describe('append-only ledger on the embedded store', () => {
  it('reads heads and keys by _id once it has learnt the collection: no scan of every account', async () => {
    const store = new EmbeddedStore();
    const ledger = counter(store);
    await ledger.ensureIndexes();
    for (let i = 0; i < 5; i++) await add(ledger, `m${i}`, 1, `m${i}:a`);
    const raw = store.collection<CountEntry>(LEDGER);
    const filters: unknown[] = [];
    const find = raw.find.bind(raw);
    const findOne = raw.findOne.bind(raw);
    vi.spyOn(raw, 'find').mockImplementation((filter, options) => (filters.push(filter), find(filter, options)));
    vi.spyOn(raw, 'findOne').mockImplementation((filter, options) => (filters.push(filter), findOne(filter, options)));

    await add(ledger, 'm1', 1, 'm1:b');
    await add(ledger, 'm1', 1, 'm1:b');
    expect((await ledger.head('m1'))?.total).toBe(2);
    expect(await ledger.byKey('m3:a')).toMatchObject({ accountId: 'm3' });
    expect((await ledger.history('m1')).map((e) => e.total)).toEqual([2, 1]);
    expect(filters.length).toBeGreaterThan(0);
    expect(filters.every((filter) => Object.keys(filter as object).join() === '_id')).toBe(true);
    await store.close();
  });

  it('learns again from the journal after a restart: the head and the keys survive', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'criadero-ledger-'));
    try {
      const first = new EmbeddedStore({ dataDir });
      const before = counter(first);
      await before.ensureIndexes();
      await Promise.all(Array.from({ length: 6 }, (_, i) => add(before, 'n1', 1, `n1:${i}`)));
      await first.close();

      const second = new EmbeddedStore({ dataDir });
      const after = counter(second);
      await after.ensureIndexes();
      expect((await after.head('n1'))?.total).toBe(6);
      expect((await add(after, 'n1', 1, 'n1:3')).replay).toBe(true);
      expect((await add(after, 'n1', 1, 'n1:next')).entry).toMatchObject({ seq: 7, total: 7 });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
