// The plan reads (`current` on every /api/users request, `heldUntil` on paid searches, `overlapping`
// and `grant` on payments) read one account's entries, not the whole plan_ledger collection: on the
// embedded store a filter on anything but `_id` tests every account's entries.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { PlansLedger, type PlanEntry } from '../src/repositories/plans-ledger';

const DAY = 86_400_000;
const now = new Date('2030-01-01T00:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('plans ledger on the embedded store: reads per account', () => {
  const store = new EmbeddedStore();
  const plans = new PlansLedger(store);

  beforeAll(async () => {
    await plans.ensureIndexes();
    // other accounts' periods, live and future, of both levels
    for (let i = 0; i < 300; i++) {
      await plans.grant({ accountId: `other-${i}`, level: i % 2 ? 1 : 2, days: 30, kind: 'payment', idempotencyKey: `other:${i}` }, at(i % 3));
    }
  });
  afterAll(async () => store.close());

  it('answers current, heldUntil, overlapping and grant from the account’s entries, read by _id only', async () => {
    const raw = store.collection<PlanEntry>('plan_ledger');
    const filters: object[] = [];
    const find = raw.find.bind(raw);
    const findOne = raw.findOne.bind(raw);
    vi.spyOn(raw, 'find').mockImplementation((filter, options) => (filters.push(filter), find(filter, options)));
    vi.spyOn(raw, 'findOne').mockImplementation((filter, options) => (filters.push(filter), findOne(filter, options)));
    vi.spyOn(raw, 'countDocuments');

    await plans.grant({ accountId: 'me', level: 1, days: 30, kind: 'payment', idempotencyKey: 'me:premium' }, now);
    await plans.grant({ accountId: 'me', level: 2, days: 2, kind: 'payment', idempotencyKey: 'me:elite' }, now);
    // Premium bought again: chained after the first 30 days
    const again = await plans.grant({ accountId: 'me', level: 1, days: 10, kind: 'payment', idempotencyKey: 'me:premium-2' }, now);
    expect(again.entry.startsAt).toEqual(at(30));

    expect(await plans.current('me', now)).toEqual({ level: 2, until: at(2) });
    expect(await plans.current('me', at(5))).toEqual({ level: 1, until: at(40) });
    expect(await plans.current('nobody', now)).toEqual({ level: 0, until: null });
    expect(await plans.heldUntil('me', 1, now)).toEqual(at(40));
    expect(await plans.heldUntil('me', 2, at(3))).toBeNull();
    expect((await plans.overlapping('me', 1, at(29), at(31))).map((e) => e.idempotencyKey)).toEqual(['me:premium', 'me:premium-2']);

    expect(filters.length).toBeGreaterThan(0);
    expect(filters.filter((filter) => Object.keys(filter).join() !== '_id')).toEqual([]);
    expect(raw.countDocuments).not.toHaveBeenCalled();
  });
});
