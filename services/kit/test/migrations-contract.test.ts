import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { Leases } from '../src/lease';
import { MIGRATIONS, runMigrations, type Migration, type MigrationRecord } from '../src/migrations';
import { instanceTargets } from './support/instances';

const quiet = { info: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Migrations that count their runs and notice two running at once. */
function counted(count = 2, failFirstRunOf?: number) {
  const runs = new Map<number, number>();
  let active = 0;
  let overlapped = false;
  const migrations: Migration[] = Array.from({ length: count }, (_, at) => ({
    version: at + 1,
    name: `step ${at + 1}`,
    up: async (store) => {
      active += 1;
      overlapped ||= active > 1;
      runs.set(at + 1, (runs.get(at + 1) ?? 0) + 1);
      await sleep(50);
      await store.collection<{ _id: string; version: number }>('shapes').updateOne({ _id: 'shape' }, { $set: { version: at + 1 } }, { upsert: true });
      active -= 1;
      if (failFirstRunOf === at + 1 && runs.get(at + 1) === 1) throw new Error('power cut');
    },
  }));
  return { migrations, runs, overlapped: () => overlapped };
}

describe.each(instanceTargets)('versioned migrations on $name', (target) => {
  it('three instances starting together: each version runs once, in order, one instance at a time; later starts run nothing', async () => {
    const { stores, close } = await target.open(3);
    try {
      const { migrations, runs, overlapped } = counted(3);
      const results = await Promise.all(stores.map((store, at) => runMigrations(store, { scope: 'shop', migrations, log: quiet, leases: new Leases(store, `instance-${at}`), slotMs: 2_000 })));
      expect(results.flat().sort()).toEqual([1, 2, 3]);
      expect(results.filter((ran) => ran.length > 0)).toHaveLength(1);
      expect([...runs]).toEqual([[1, 1], [2, 1], [3, 1]]);
      expect(overlapped()).toBe(false);
      const records = await stores[0]!.collection<MigrationRecord>(MIGRATIONS).find({ scope: 'shop' }, { sort: { version: 1 } });
      expect(records.map((r) => [r._id, r.name])).toEqual([['shop:1', 'step 1'], ['shop:2', 'step 2'], ['shop:3', 'step 3']]);
      expect((await stores[0]!.collection<{ _id: string; version: number }>('shapes').findOne({ _id: 'shape' }))?.version).toBe(3);

      expect(await runMigrations(stores[1]!, { scope: 'shop', migrations, log: quiet })).toEqual([]);
      expect([...runs.values()]).toEqual([1, 1, 1]);
      // another scope on the same store has its own versions
      const other = counted(1);
      expect(await runMigrations(stores[2]!, { scope: 'other', migrations: other.migrations, log: quiet })).toEqual([1]);
    } finally {
      await close();
    }
  }, 60_000);

  it('a migration that fails stops the start; the next start runs it again and only it', async () => {
    const { stores, close } = await target.open(1);
    try {
      const { migrations, runs } = counted(2, 2);
      await expect(runMigrations(stores[0]!, { scope: 'shop', migrations, log: quiet })).rejects.toThrow('power cut');
      expect((await stores[0]!.collection<MigrationRecord>(MIGRATIONS).find({})).map((r) => r._id)).toEqual(['shop:1']);
      expect(await runMigrations(stores[0]!, { scope: 'shop', migrations, log: quiet })).toEqual([2]);
      expect([...runs]).toEqual([[1, 1], [2, 2]]);
    } finally {
      await close();
    }
  }, 60_000);

  it('refuses a store migrated by a newer release, and migrations not numbered 1, 2, 3…', async () => {
    const { stores, close } = await target.open(1);
    try {
      await runMigrations(stores[0]!, { scope: 'shop', migrations: counted(3).migrations, log: quiet });
      const older = counted(2);
      const refused = await runMigrations(stores[0]!, { scope: 'shop', migrations: older.migrations, log: quiet }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ConfigError);
      expect((refused as Error).message).toMatch(/shop data was migrated by a newer release \(version 3, this release knows 2\)/);
      expect(older.runs.size).toBe(0);
      const gap = counted(3).migrations.filter((m) => m.version !== 2);
      await expect(runMigrations(stores[0]!, { scope: 'gap', migrations: gap, log: quiet })).rejects.toThrow(/numbered 1, 2, 3…: found 1, 3/);
    } finally {
      await close();
    }
  }, 60_000);
});
