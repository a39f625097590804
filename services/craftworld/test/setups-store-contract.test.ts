import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import type { OptimizerInput } from '@criadero/api-contracts/craftworld';
import { CRAFTWORLD_MIGRATIONS } from '../src/migrations';
import { slotSetupsSavedBeforeSlots } from '../src/migrations/001-slot-setups-saved-before-slots';
import { SetupsRepository, type SetupDoc } from '../src/repositories/setups-repository';
import { buildTestApp, signedIn } from './helpers';

const INPUT: OptimizerInput = {
  factories: [{ token: 'MUD', level: 3, workers: 2, workshopLevel: 4, masteryLevel: 1 }],
  prices: { MUD: 0.0015, EARTH: 0.0065 },
  currency: 'USD',
  timeBudgetHours: 1.5,
  speedBoost: 2,
};

describe.each(storeTargets())('saved setups on $name', (target) => {
  let store: Store;
  let setups: SetupsRepository;
  beforeAll(async () => {
    store = await target.open();
    setups = new SetupsRepository(store);
    await setups.ensureIndexes();
    await setups.ensureIndexes(); // idempotent
  });
  afterAll(async () => target.dispose(store));

  it('stores the input as entered, lists newest first per account, deletes only the owner’s', async () => {
    const first = (await setups.create('acc-a', 'primera', INPUT, 20, new Date('2026-11-01T00:00:00Z')))!;
    await setups.create('acc-a', 'segunda', { ...INPUT, speedBoost: 1 }, 20, new Date('2026-11-02T00:00:00Z'));
    await setups.create('acc-b', 'ajena', INPUT, 20, new Date('2026-11-03T00:00:00Z'));
    const mine = await setups.list('acc-a');
    expect(mine.map((s) => s.name)).toEqual(['segunda', 'primera']);
    expect(mine[1]!.input).toEqual(INPUT);
    expect(mine[1]!.createdAt.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(await setups.count('acc-a')).toBe(2);
    expect(await setups.remove('acc-b', first._id)).toBe(false);
    expect(await setups.remove('acc-a', first._id)).toBe(true);
    expect((await setups.list('acc-a')).map((s) => s.name)).toEqual(['segunda']);
    expect(await setups.count('acc-b')).toBe(1);
  });

  it('40 concurrent saves store exactly 20, one per slot; a deletion frees one slot', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => setups.create('acc-race', `s${i}`, INPUT, 20)));
    const saved = results.filter((r) => r !== null);
    expect(saved).toHaveLength(20);
    expect(saved.map((s) => s!.slot).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await setups.count('acc-race')).toBe(20);
    expect(await setups.remove('acc-race', saved[7]!._id)).toBe(true);
    const again = await Promise.all(Array.from({ length: 5 }, (_, i) => setups.create('acc-race', `again${i}`, INPUT, 20)));
    expect(again.filter((r) => r !== null).map((r) => r!.slot)).toEqual([saved[7]!.slot]);
    expect(await setups.count('acc-race')).toBe(20);
  }, 60_000);

  it('40 concurrent saves through the API: 20 answer 200, 20 answer 409 CRAFTWORLD_SETUP_LIMIT, 20 stored', async () => {
    const { app } = await buildTestApp({ store, maxSetups: 20 });
    try {
      const me = await signedIn(app, store, { premiumDays: 30 });
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => app.inject({ method: 'POST', url: '/api/craft-world/setups', headers: me.headers, payload: { name: `n${i}`, input: INPUT } })),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(20);
      expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(Array(20).fill('CRAFTWORLD_SETUP_LIMIT'));
      const list = (await app.inject({ method: 'GET', url: '/api/craft-world/setups', headers: me.headers })).json();
      expect(list).toMatchObject({ max: 20 });
      expect(list.setups).toHaveLength(20);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('setups saved before slots get one by migration 1; an account over the cap from then keeps them and saves no more', async () => {
    const own = await target.open();
    try {
      const raw = own.collection<Omit<SetupDoc, 'slot'>>('craftworld_setups');
      const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));
      for (let i = 0; i < 3; i++) await raw.insertOne({ _id: `old-a${i}`, accountId: 'old-a', name: `a${i}`, input: INPUT, createdAt: at(i) });
      for (let i = 0; i < 22; i++) await raw.insertOne({ _id: `old-b${i}`, accountId: 'old-b', name: `b${i}`, input: INPUT, createdAt: at(i) });
      const repo = new SetupsRepository(own);
      const log = { info: () => undefined };
      expect(await runMigrations(own, { scope: 'craftworld', migrations: CRAFTWORLD_MIGRATIONS, log })).toEqual([1]);
      await slotSetupsSavedBeforeSlots.up(own); // idempotent, should a crash make it run again
      await repo.ensureIndexes();
      expect((await repo.list('old-a')).map((s) => [s.name, s.slot])).toEqual([['a2', 3], ['a1', 2], ['a0', 1]]);
      expect((await repo.create('old-a', 'new', INPUT, 20))?.slot).toBe(4);
      expect(await repo.count('old-b')).toBe(22);
      expect(await repo.create('old-b', 'over', INPUT, 20)).toBeNull();
      await repo.remove('old-b', 'old-b0');
      await repo.remove('old-b', 'old-b1');
      expect(await repo.create('old-b', 'over', INPUT, 20)).toBeNull(); // 20 left: still full
      await repo.remove('old-b', 'old-b2');
      expect((await repo.create('old-b', 'fits', INPUT, 20))?.slot).toBe(1);
    } finally {
      await target.dispose(own);
    }
  }, 60_000);
});
