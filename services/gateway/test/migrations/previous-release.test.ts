import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, type MigrationRecord } from '@criadero/service-kit';
import { backupEmbedded, EmbeddedStore, MongoStore, restoreMongo, type Store } from '@criadero/service-kit/store';
import { ferretDbForSuite } from '@criadero/service-kit/testing';
import { gatewayOn, openDatabase, signedIn } from '../support/gateway-on-store';

/** The folder release 4339b61 left when it was killed (fixtures/previous-release/README.md). */
const FIXTURE = fileURLToPath(new URL('../fixtures/previous-release/data', import.meta.url));
const PLAYER = '0x00000000000000000000000000000000000a11ce';

const dirs: string[] = [];
function copyOfFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-previous-release-'));
  dirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const records = (store: Store) => store.collection<MigrationRecord>(MIGRATIONS).find({}, { sort: { _id: 1 } });

/** What the player had before the upgrade, read through the API, and the older shapes fixed. */
async function expectUpgraded(store: Store, app: Awaited<ReturnType<typeof gatewayOn>>): Promise<void> {
  expect((await records(store)).map((r) => [r._id, r.name])).toEqual([
    ['billing:1', 'forget the expired payment outcomes older releases recorded, so those payments credit when shown again'],
    ['billing:2', "put the payments older releases expired back on the worker's queue, so it re-checks them on chain"],
    ['craftworld:1', 'setups saved before slots get one'],
  ]);
  const player = await signedIn(app, PLAYER);
  const me = (await app.inject({ method: 'GET', url: '/api/users/me', headers: player.headers })).json();
  expect(me).toMatchObject({ accountId: expect.any(String), creditos: 49, premium: 2, premiumUntil: '2036-11-17T10:00:00.000Z' });
  const listed = (await app.inject({ method: 'GET', url: '/api/craft-world/setups', headers: player.headers })).json() as { setups: Array<{ name: string }> };
  expect(listed.setups.map((s) => s.name)).toEqual(['con ranura 2', 'con ranura 1', 'antigua 2', 'antigua 1']);
  const slotted = await store.collection<{ _id: string; name: string; slot: number }>('craftworld_setups').find({ accountId: player.accountId }, { sort: { slot: 1 } });
  expect(slotted.map((s) => [s.name, s.slot])).toEqual([
    ['con ranura 1', 1],
    ['con ranura 2', 2],
    ['antigua 1', 3],
    ['antigua 2', 4],
  ]);
  const payments = await store.collection<{ _id: string; status: string }>('payment_outcomes').find({});
  expect(payments.map((p) => p.status)).toEqual(['confirmed', 'confirmed']); // the `expired` one is forgotten
  // and its claim is back on the worker's queue (open, expiring at the upgrade: re-checked on chain)
  const claims = await store.collection<{ _id: string; open?: boolean }>('payment_claims').find({});
  const withoutOutcome = claims.filter((c) => !payments.some((p) => p._id === c._id));
  expect(withoutOutcome.length).toBeGreaterThan(0);
  expect(withoutOutcome.every((c) => c.open === true)).toBe(true);
}

describe('upgrading a store the previous release wrote', () => {
  it('embedded: the gateway takes over the dead release\'s folder, migrates it once, and a restart migrates nothing', async () => {
    const dir = copyOfFixture();
    let store = new EmbeddedStore({ dataDir: dir });
    let app = await gatewayOn(store);
    let migrated: MigrationRecord[];
    try {
      await expectUpgraded(store, app);
      migrated = await records(store);
    } finally {
      await app.close();
      await store.close();
    }
    const first = await (async () => {
      store = new EmbeddedStore({ dataDir: dir });
      app = await gatewayOn(store);
      try {
        return await records(store);
      } finally {
        await app.close();
        await store.close();
      }
    })();
    expect(first).toEqual(migrated!); // the same records: nothing ran again
    expect(readdirSync(dir).filter((name) => name.startsWith('LOCK'))).not.toContain('LOCK'); // the old lock was replaced
  }, 120_000);

  describe('FerretDB', () => {
    const ferret = ferretDbForSuite();

    it('restored there, two gateways starting together migrate it once', async () => {
      const first = await openDatabase(ferret.uri);
      const stores = [first, await MongoStore.connect(ferret.uri, first.db.databaseName)];
      try {
        // the operator's way from an embedded folder to a database: a backup of it, restored there
        const backup = backupEmbedded(copyOfFixture(), join(copyOfFixture(), 'previous-release.backup'));
        await restoreMongo(backup.file, stores[0]!);
        const apps = await Promise.all(stores.map((store) => gatewayOn(store)));
        try {
          await expectUpgraded(stores[0]!, apps[1]!);
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      } finally {
        await first.dropDatabase();
        await Promise.all(stores.map((store) => store.close()));
      }
    }, 240_000);
  });
});
