import { describe, expect, it, vi } from 'vitest';
import type { SortSpec } from '../src/store/types';

// counts the mingo queries the embedded store compiles
const compiled = vi.hoisted(() => ({ count: 0 }));
vi.mock('mingo', async (importOriginal) => {
  const mingo = await importOriginal<typeof import('mingo')>();
  class CountedQuery extends mingo.Query {
    constructor(...args: ConstructorParameters<typeof mingo.Query>) {
      super(...args);
      compiled.count += 1;
    }
  }
  return { ...mingo, Query: CountedQuery };
});

const { EmbeddedStore } = await import('../src/store');

/**
 * The account reads of every signed-in request (wallets by account, plans by account and end
 * date, the credit ledger's head) are plain equalities and ranges: the embedded store answers
 * them without compiling a mingo query, which cost ~30 µs and ~30 KB of garbage each. Their
 * answers are checked on every store by store-contract.test.ts.
 */
describe('embedded store, plain filters', () => {
  it('answers equalities and number/date ranges without compiling a query, and anything else with mingo', async () => {
    const store = new EmbeddedStore();
    const ledger = store.collection<{ _id: string; accountId: string; seq: number; endsAt: Date; tags?: string[] }>('ledger');
    const endsAt = new Date('2030-01-01T00:00:00Z');
    for (let seq = 1; seq <= 5; seq++) await ledger.insertOne({ _id: `l${seq}`, accountId: seq % 2 ? 'a' : 'b', seq, endsAt });
    compiled.count = 0;
    expect((await ledger.findOne({ accountId: 'a' }, { sort: { seq: -1 } }))?.seq).toBe(5);
    expect(await ledger.find({ accountId: 'a', endsAt: { $gt: new Date('2029-01-01T00:00:00Z') } })).toHaveLength(3);
    expect(await ledger.countDocuments({ accountId: 'b', seq: { $gte: 3, $lt: 10 } })).toBe(1);
    expect(compiled.count).toBe(0);

    // $in lists of strings and numbers too (the market change log reads 500 ids at a time)
    expect(await ledger.countDocuments({ seq: { $in: [1, 2] } })).toBe(2);
    expect((await ledger.find({ _id: { $in: ['l4', 'l1', 'nope'] } })).map((doc) => doc._id)).toEqual(['l1', 'l4']);
    expect(compiled.count).toBe(0);

    // operators it does not know, lists holding anything else, and documents whose value is an array, go to mingo
    expect(await ledger.countDocuments({ seq: { $ne: 1 } })).toBe(4);
    expect(compiled.count).toBe(1);
    expect(await ledger.countDocuments({ tags: { $in: [null] } } as never)).toBe(5);
    expect(compiled.count).toBe(2);
    await ledger.insertOne({ _id: 'l6', accountId: 'c', seq: 6, endsAt, tags: ['x'] });
    expect(await ledger.countDocuments({ tags: 'x' })).toBe(1);
    expect(compiled.count).toBe(3);
    expect(await ledger.countDocuments({ tags: { $in: ['x', 'y'] } })).toBe(1);
    expect(compiled.count).toBe(4);
  });

  it('reads the first document in sort order in one pass, ties to the earlier one as a sorted read', async () => {
    const store = new EmbeddedStore();
    const log = store.collection<{ _id: string; seq: number; group: number }>('log');
    for (let seq = 1; seq <= 9; seq++) await log.insertOne({ _id: String(seq).padStart(12, '0'), seq, group: seq % 3 });
    expect((await log.findOne({}, { sort: { _id: -1 }, projection: { seq: 1 } }))).toEqual({ _id: '000000000009', seq: 9 });
    const sorts: SortSpec[] = [{ group: 1 }, { group: -1 }, { group: 1, seq: -1 }];
    for (const sort of sorts) {
      const sorted = await log.find({}, { sort });
      expect(await log.findOne({}, { sort })).toEqual(sorted[0]);
      expect(await log.find({}, { sort, limit: 1 })).toEqual([sorted[0]]);
    }
    expect((await log.findOne({}, { sort: { group: 1 } }))?.seq).toBe(3); // seq 3, 6 and 9 tie: the first inserted
  });
});
