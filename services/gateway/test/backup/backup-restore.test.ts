import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedStore, MongoStore, type Store } from '@criadero/service-kit/store';
import { ferretDbForSuite } from '@criadero/service-kit/testing';
import { PaymentsRepository } from '@criadero/service-billing/payments-repository';
import { CreditsLedger, PlansLedger } from '@criadero/service-users';

const WRITER = fileURLToPath(new URL('./writer.ts', import.meta.url));
const CLI = fileURLToPath(new URL('../../src/cli/store-backup.ts', import.meta.url));

/** the environment without vitest's variables, plus the store's */
function envFor(store: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^VITEST/.test(name) && name !== 'NODE_ENV' && name !== 'MONGODB_URI') env[name] = value;
  return { ...env, ...store };
}

/** The operator's command: `npm run store:backup|store:restore -- <file>` runs this script. */
async function cli(command: 'backup' | 'restore', file: string, store: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, command, file], { env: envFor(store), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/**
 * Payments, credits and plans written without pause by a writer process; a backup taken by the
 * command in the middle; the writer goes on, then stops; the backup restored into an empty store.
 * Every round committed before the backup began must be in it, whole, and the ledgers in it
 * must be consistent (each account's seqs 1..n, balances the running sum).
 */
async function backupDuringWrites(source: Record<string, string>, target: Record<string, string>, file: string): Promise<{ committedBefore: number; backup: string; restore: string }> {
  const writer = spawn(process.execPath, ['--import', 'tsx', WRITER], { env: envFor(source), stdio: ['pipe', 'pipe', 'inherit'] });
  let committed = 0;
  writer.stdout!.on('data', (chunk: Buffer) => {
    for (const match of chunk.toString().matchAll(/committed (\d+)/g)) committed = Math.max(committed, Number(match[1]));
  });
  const exited = new Promise((resolve) => writer.once('exit', resolve));
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await until(() => committed >= 40);
  const committedBefore = committed;
  const backup = await cli('backup', file, source);
  expect(backup.code, backup.output).toBe(0);
  const afterBackup = committed;
  await until(() => committed >= afterBackup + 10); // the writer kept going through the backup and after
  expect(afterBackup, 'writes went on while the backup ran').toBeGreaterThan(committedBefore);
  writer.stdin!.end();
  await exited;
  const restore = await cli('restore', file, target);
  expect(restore.code, restore.output).toBe(0);
  return { committedBefore, backup: backup.output, restore: restore.output };
}

async function expectRestored(store: Store, committedBefore: number): Promise<void> {
  const payments = new PaymentsRepository(store);
  const credits = store.collection<{ _id: string; accountId: string; seq: number; delta: number; balance: number; idempotencyKey: string }>('credit_ledger');
  const plans = store.collection<{ _id: string; idempotencyKey: string }>('plan_ledger');
  for (let n = 1; n <= committedBefore; n += 1) {
    const txHash = `0x${n.toString(16).padStart(64, '0')}`;
    const claim = await payments.findClaim(txHash, `account-${n % 4}`);
    expect(claim, `payment ${n}`).not.toBeNull();
    expect((await payments.outcome(claim!._id))?.status, `payment ${n}`).toBe('confirmed');
    expect(await credits.findOne({ idempotencyKey: `credit:${txHash}` }), `credit ${n}`).not.toBeNull();
    expect(await plans.findOne({ idempotencyKey: `plan:${txHash}` }), `plan ${n}`).not.toBeNull();
  }
  for (let account = 0; account < 4; account += 1) {
    const entries = await credits.find({ accountId: `account-${account}` }, { sort: { seq: 1 } });
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, at) => at + 1));
    let balance = 0;
    for (const entry of entries) expect(entry.balance).toBe((balance += entry.delta));
    expect(await new CreditsLedger(store).balance(`account-${account}`)).toBe(balance);
  }
  expect((await new PlansLedger(store).current('account-1')).level).toBe(1);
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore while payments are written', () => {
  it('embedded store: the backup command copies a consistent journal from the running folder; restore refuses a held folder', async () => {
    const source = tempDir();
    const target = tempDir();
    const file = join(tempDir(), 'criadero.backup');
    const { committedBefore, backup, restore } = await backupDuringWrites({ CRIADERO_DATA_DIR: source }, { CRIADERO_DATA_DIR: target }, file);
    expect(backup).toMatch(/backed up the embedded store in .* to .*criadero\.backup: \d+ records/);
    expect(backup).toMatch(/credit_ledger \d+/);
    expect(restore).toMatch(/restored the embedded store/);
    const store = new EmbeddedStore({ dataDir: target });
    try {
      await expectRestored(store, committedBefore);
      // while a process holds the folder, a restore into it is refused and changes nothing
      const refused = await cli('restore', file, { CRIADERO_DATA_DIR: target });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/restore of the embedded store .* refused: the data folder .* is in use by process/);
    } finally {
      await store.close();
    }
  }, 180_000);

  describe('FerretDB', () => {
    const ferret = ferretDbForSuite();

    it('the same command dumps the database while it is written and restores it into an empty one, and refuses a non-empty one', async () => {
      const sourceDb = `criadero_backup_${randomBytes(4).toString('hex')}`;
      const targetDb = `${sourceDb}_restored`;
      const file = join(tempDir(), 'criadero.backup');
      const { committedBefore, backup } = await backupDuringWrites({ MONGODB_URI: ferret.uri, MONGODB_DB: sourceDb }, { MONGODB_URI: ferret.uri, MONGODB_DB: targetDb }, file);
      expect(backup).toMatch(new RegExp(`backed up MongoDB database "${sourceDb}"`));
      const store = await MongoStore.connect(ferret.uri, targetDb);
      try {
        await expectRestored(store, committedBefore);
        const refused = await cli('restore', file, { MONGODB_URI: ferret.uri, MONGODB_DB: targetDb });
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(/is not empty: restore into an empty database/);
      } finally {
        await store.dropDatabase();
        await store.close();
        const source = await MongoStore.connect(ferret.uri, sourceDb);
        await source.dropDatabase();
        await source.close();
      }
    }, 240_000);
  });
});
