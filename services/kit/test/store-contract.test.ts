import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDuplicateKeyError, type Store, type StoreCollection } from '../src/store';
import { storeTargets } from '../src/testing';

interface Item {
  _id: string;
  account: string;
  seq: number;
  tags?: string[];
  at?: Date;
  n?: number;
  nested?: { level: number };
}

describe.each(storeTargets())('store contract on $name', (target) => {
  let store: Store;
  let items: StoreCollection<Item>;

  beforeAll(async () => {
    store = await target.open();
    items = store.collection<Item>('items');
    await items.createIndex({ name: 'account_1_seq_1', key: { account: 1, seq: 1 }, unique: true });
  });
  afterAll(async () => target.dispose(store));

  it('inserts and reads back documents with dates, arrays and nested fields', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await items.insertOne({ _id: 'a1', account: 'a', seq: 1, tags: ['x', 'y'], at, nested: { level: 2 } });
    const found = await items.findOne({ _id: 'a1' });
    expect(found).toEqual({ _id: 'a1', account: 'a', seq: 1, tags: ['x', 'y'], at, nested: { level: 2 } });
    expect(found?.at).toBeInstanceOf(Date);
    expect(await items.findOne({ 'nested.level': 2 })).not.toBeNull();
    expect(await items.findOne({ _id: 'missing' })).toBeNull();
  });

  it('looks up by _id and _id $in with the rest of the filter still applied', async () => {
    for (let i = 0; i < 40; i += 1) await items.insertOne({ _id: `id${i}`, account: 'ids', seq: i });
    expect((await items.findOne({ _id: 'id7', account: 'ids' }))?.seq).toBe(7);
    expect(await items.findOne({ _id: 'id7', account: 'other' })).toBeNull();
    const some = await items.find({ _id: { $in: ['id9', 'id2', 'nope', 'id2'] }, seq: { $gte: 0 } }, { sort: { seq: 1 } });
    expect(some.map((d) => d._id)).toEqual(['id2', 'id9']);
    expect(await items.find({ _id: { $in: ['id3'] }, seq: 4 })).toEqual([]);
    expect(await items.countDocuments({ _id: { $in: ['id1', 'id30', 'x'] } })).toBe(2);
  });

  it('refuses a duplicate _id with code 11000', async () => {
    await items.insertOne({ _id: 'dup', account: 'd', seq: 1 });
    const error = await items.insertOne({ _id: 'dup', account: 'd', seq: 2 }).catch((e: unknown) => e);
    expect(isDuplicateKeyError(error)).toBe(true);
  });

  it('enforces a compound unique index and allows the same value in another tuple', async () => {
    await items.insertOne({ _id: 'b1', account: 'b', seq: 1 });
    await items.insertOne({ _id: 'c1', account: 'c', seq: 1 });
    const error = await items.insertOne({ _id: 'b1-again', account: 'b', seq: 1 }).catch((e: unknown) => e);
    expect(isDuplicateKeyError(error)).toBe(true);
    expect(await items.countDocuments({ account: 'b' })).toBe(1);
  });

  it('creating the same index again is a no-op', async () => {
    await expect(items.createIndex({ name: 'account_1_seq_1', key: { account: 1, seq: 1 }, unique: true })).resolves.toBeUndefined();
  });

  it('sorts, skips and limits', async () => {
    for (const seq of [3, 1, 2, 5, 4]) await items.insertOne({ _id: `s${seq}`, account: 's', seq });
    const desc = await items.find({ account: 's' }, { sort: { seq: -1 }, limit: 2 });
    expect(desc.map((d) => d.seq)).toEqual([5, 4]);
    const page = await items.find({ account: 's' }, { sort: { seq: 1 }, skip: 1, limit: 3 });
    expect(page.map((d) => d.seq)).toEqual([2, 3, 4]);
    const top = await items.findOne({ account: 's' }, { sort: { seq: -1 } });
    expect(top?.seq).toBe(5);
  });

  it('returns only _id and the projected top-level fields, and copies that do not reach the store', async () => {
    await items.insertOne({ _id: 'p1', account: 'p', seq: 1, tags: ['x'], at: new Date('2026-01-01T00:00:00Z'), nested: { level: 1 } });
    await items.insertOne({ _id: 'p2', account: 'p', seq: 2 });
    const one = await items.findOne({ _id: 'p1' }, { projection: { tags: 1, nested: 1 } });
    expect(one).toEqual({ _id: 'p1', tags: ['x'], nested: { level: 1 } });
    const some = await items.find({ account: 'p' }, { sort: { seq: 1 }, projection: { seq: 1, tags: 1 } });
    expect(some).toEqual([{ _id: 'p1', seq: 1, tags: ['x'] }, { _id: 'p2', seq: 2 }]);
    one!.tags!.push('mutated');
    one!.nested!.level = 9;
    const full = await items.findOne({ _id: 'p1' });
    expect(full).toEqual({ _id: 'p1', account: 'p', seq: 1, tags: ['x'], at: new Date('2026-01-01T00:00:00Z'), nested: { level: 1 } });
    full!.at!.setFullYear(2000);
    expect((await items.findOne({ _id: 'p1' }))?.at?.getFullYear()).toBe(2026);
  });

  it('reads a filter\'s documents in batches: each once, projected, copies', async () => {
    for (let seq = 1; seq <= 7; seq++) await items.insertOne({ _id: `batch${seq}`, account: 'batched', seq, tags: [`t${seq}`], n: seq * 10 });
    const batches: Item[][] = [];
    for await (const batch of items.findBatches({ account: 'batched', seq: { $gte: 2 } }, { batchSize: 4, projection: { seq: 1, tags: 1 } })) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([4, 2]);
    const read = batches.flat().sort((a, b) => a.seq - b.seq);
    expect(read).toEqual([2, 3, 4, 5, 6, 7].map((seq) => ({ _id: `batch${seq}`, seq, tags: [`t${seq}`] })));
    read[0]!.tags!.push('mutated');
    expect((await items.findOne({ _id: 'batch2' }))?.tags).toEqual(['t2']);
    const none: Item[][] = [];
    for await (const batch of items.findBatches({ account: 'nobody' }, { batchSize: 4 })) none.push(batch);
    expect(none).toEqual([]);
  });

  it('filters with comparison and $in operators', async () => {
    const found = await items.find({ account: 's', seq: { $gte: 2, $lt: 4 } }, { sort: { seq: 1 } });
    expect(found.map((d) => d.seq)).toEqual([2, 3]);
    expect(await items.countDocuments({ _id: { $in: ['s1', 's5', 'nope'] } })).toBe(2);
  });

  it('updates with $set and $inc and reports counts', async () => {
    await items.insertOne({ _id: 'u1', account: 'u', seq: 1, n: 1 });
    expect(await items.updateOne({ _id: 'u1' }, { $set: { tags: ['z'] }, $inc: { n: 2 } })).toEqual({
      matchedCount: 1,
      modifiedCount: 1,
      upsertedCount: 0,
    });
    expect((await items.findOne({ _id: 'u1' }))?.n).toBe(3);
    expect(await items.updateOne({ _id: 'nope' }, { $set: { n: 1 } })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0 });
  });

  it('upserts a missing document from the filter and $setOnInsert', async () => {
    const first = await items.updateOne(
      { _id: 'up1' },
      { $set: { n: 7 }, $setOnInsert: { account: 'up', seq: 1 } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    const second = await items.updateOne({ _id: 'up1' }, { $set: { n: 8 }, $setOnInsert: { account: 'other', seq: 9 } }, { upsert: true });
    expect(second).toMatchObject({ matchedCount: 1, upsertedCount: 0 });
    expect(await items.findOne({ _id: 'up1' })).toEqual({ _id: 'up1', account: 'up', seq: 1, n: 8 });
  });

  // FerretDB 1.24 refuses it too, but with code 1 ("UNIQUE constraint failed"), not 11000:
  // repositories never rely on the error code of an update, only of an insert.
  it('an update that would break a unique index is refused and changes nothing', async () => {
    await items.insertOne({ _id: 'v1', account: 'v', seq: 1 });
    await items.insertOne({ _id: 'v2', account: 'v', seq: 2 });
    const error = await items.updateOne({ _id: 'v2' }, { $set: { seq: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toMatch(/duplicate key|UNIQUE constraint/);
    expect((await items.findOne({ _id: 'v2' }))?.seq).toBe(2);
  });

  it('deletes one or many and frees their unique keys', async () => {
    for (const seq of [1, 2, 3]) await items.insertOne({ _id: `x${seq}`, account: 'x', seq });
    expect(await items.deleteOne({ account: 'x', seq: 1 })).toBe(1);
    expect(await items.deleteOne({ account: 'x', seq: 1 })).toBe(0);
    expect(await items.deleteMany({ account: 'x' })).toBe(2);
    await items.insertOne({ _id: 'x1-new', account: 'x', seq: 1 });
    expect(await items.countDocuments({ account: 'x' })).toBe(1);
  });

  it('compares dates in filters', async () => {
    const t0 = new Date('2026-05-01T00:00:00Z');
    await items.insertOne({ _id: 'd1', account: 'date', seq: 1, at: t0 });
    await items.insertOne({ _id: 'd2', account: 'date', seq: 2, at: new Date(t0.getTime() + 60_000) });
    expect(await items.countDocuments({ account: 'date', at: { $lte: t0 } })).toBe(1);
    expect(await items.countDocuments({ account: 'date', at: { $gt: t0 } })).toBe(1);
  });

  // the embedded store answers these shapes without mingo: its answers must stay every store's
  it('plain equalities and number/date ranges match like MongoDB, arrays, nulls and other types included', async () => {
    const t0 = new Date('2026-06-01T00:00:00Z');
    const later = new Date(t0.getTime() + 1000);
    const docs: Array<Item & { kind?: unknown }> = [
      { _id: 'e1', account: 'eq', seq: 1, n: 5, at: later, kind: 'a' },
      { _id: 'e2', account: 'eq', seq: 2, n: 5, at: t0, kind: ['a', 'b'] },
      { _id: 'e3', account: 'eq', seq: 3, at: later, kind: null },
      { _id: 'e4', account: 'eq', seq: 4, n: 7, kind: 5 },
      { _id: 'e5', account: 'eq', seq: 5, n: 9, at: later, kind: { a: 1 } },
      { _id: 'e6', account: 'eq-other', seq: 1, n: 5, at: later, kind: 'a' },
    ];
    for (const doc of docs) await items.insertOne(doc);
    const ids = async (filter: Record<string, unknown>) => (await items.find(filter as never, { sort: { _id: 1 } })).map((d) => d._id);
    expect(await ids({ account: 'eq' })).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
    expect(await ids({ account: 'eq', kind: 'a' })).toEqual(['e1', 'e2']); // an array holding the value matches
    expect(await ids({ account: 'eq', kind: 5 })).toEqual(['e4']);
    expect(await ids({ account: 'eq', n: 5 })).toEqual(['e1', 'e2']);
    expect(await ids({ account: 'eq', n: { $gt: 5 } })).toEqual(['e4', 'e5']); // a missing n never compares
    expect(await ids({ account: 'eq', n: { $gte: 5, $lt: 9 } })).toEqual(['e1', 'e2', 'e4']);
    expect(await ids({ account: 'eq', at: { $gt: t0 } })).toEqual(['e1', 'e3', 'e5']);
    expect(await ids({ account: 'eq', at: { $lte: t0 } })).toEqual(['e2']);
    expect(await ids({ account: 'eq', at: later, seq: 3 })).toEqual(['e3']);
    expect(await ids({ account: 'eq', seq: { $gte: 2 }, kind: 'b' })).toEqual(['e2']);
    expect((await items.findOne({ account: 'eq' }, { sort: { seq: -1 } }))?._id).toBe('e5');
    expect(await items.countDocuments({ account: 'eq', n: '5' } as never)).toBe(0); // a string never equals a number
    // $in lists of strings and numbers, as the change log reads its ids
    expect(await ids({ account: 'eq', kind: { $in: ['b', 5] } })).toEqual(['e2', 'e4']); // an array holding one matches
    expect(await ids({ account: 'eq', n: { $in: [5, '9'] } })).toEqual(['e1', 'e2']); // '9' is not 9
    expect(await ids({ account: 'eq', kind: { $in: [null] } })).toEqual(['e3']);
    expect(await ids({ _id: { $in: [] } })).toEqual([]);
    expect(await ids({ _id: { $in: ['e5', 'e1', 'nope'] }, seq: { $gt: 1 } })).toEqual(['e5']);
    // the first in sort order (one pass on the embedded store), a missing field first as MongoDB sorts it
    expect((await items.findOne({ account: 'eq' }, { sort: { at: 1, seq: -1 } }))?._id).toBe('e4');
    expect((await items.findOne({ account: 'eq' }, { sort: { at: -1, seq: 1 } }))?._id).toBe('e1');
    expect((await items.find({ account: 'eq' }, { sort: { at: -1, seq: 1 }, limit: 1 })).map((d) => d._id)).toEqual(['e1']);
  });

  it('answers ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
