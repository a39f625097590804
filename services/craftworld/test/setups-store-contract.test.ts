import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@criadero/service-platform/store';
import { storeTargets } from '@criadero/service-platform/testing';
import type { OptimizerInput } from '../src/contracts';
import { SetupsRepository } from '../src/repositories/setups-repository';

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
    const first = await setups.create('acc-a', 'primera', INPUT, new Date('2026-11-01T00:00:00Z'));
    await setups.create('acc-a', 'segunda', { ...INPUT, speedBoost: 1 }, new Date('2026-11-02T00:00:00Z'));
    await setups.create('acc-b', 'ajena', INPUT, new Date('2026-11-03T00:00:00Z'));
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
});
