import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDocuments, EmbeddedStore, MongoStore, verifyBackup, type Store } from '@criadero/service-kit/store';
import { ferretDbForSuite } from '@criadero/service-kit/testing';
import { PaymentsRepository } from '@criadero/service-billing/payments-repository';
import { CreditsLedger, PlansLedger } from '@criadero/service-users';
import { builtCli, plainNodeEnv } from '../support/built-cli';

const WRITER = fileURLToPath(new URL('./writer.ts', import.meta.url));
const CLI = builtCli('store-backup');

/** the environment without vitest's variables, plus the store's */
function envFor(store: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^VITEST/.test(name) && name !== 'NODE_ENV' && name !== 'MONGODB_URI') env[name] = value;
  return { ...env, ...store };
}

/** The operator's command: `npm run store:backup|store:restore|store:verify -- <file>` runs the built tool under plain node. */
async function cli(command: 'backup' | 'restore' | 'verify', file: string, store: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [CLI, command, file], { env: plainNodeEnv(envFor(store)), stdio: ['ignore', 'pipe', 'pipe'] });
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
  const verify = await cli('verify', file, {});
  expect(verify.code, verify.output).toBe(0);
  expect(verify.output).toMatch(/^verified backup .*: \d+ records, \d+ bytes, sha256 [0-9a-f]{64}; documents: .*credit_ledger \d+/);
  await expectDamagedCopiesRefused(file, target);
  const restore = await cli('restore', file, target);
  expect(restore.code, restore.output).toBe(0);
  return { committedBefore, backup: backup.output, restore: restore.output };
}

/**
 * A backup cut in half, one with a byte flipped in the middle, and 100 KB of random bytes: verify
 * and restore each refuse it with one line and exit 1, and the target store is left untouched.
 */
async function expectDamagedCopiesRefused(file: string, target: Record<string, string>): Promise<void> {
  const whole = readFileSync(file);
  const flipped = Buffer.from(whole);
  flipped[Math.floor(whole.length / 2)]! ^= 0x01;
  const damaged = {
    truncated: [whole.subarray(0, Math.floor(whole.length / 2)), /truncated, or not a file written by store:backup/],
    'a flipped byte': [flipped, /is damaged: the SHA-256 of its records is [0-9a-f]{64}, its trailer says/],
    'random bytes': [randomBytes(100 * 1024), /truncated, or not a file written by store:backup/],
  } as const;
  for (const [what, [bytes, reason]] of Object.entries(damaged)) {
    const copy = join(tempDir(), 'damaged.backup');
    writeFileSync(copy, bytes);
    for (const command of ['verify', 'restore'] as const) {
      const refused = await cli(command, copy, command === 'verify' ? {} : target);
      expect(refused.code, `${command} of ${what}: ${refused.output}`).toBe(1);
      expect(refused.output.trim().split('\n'), `${command} of ${what}: one line`).toHaveLength(1);
      expect(refused.output).toMatch(reason);
    }
  }
  // nothing reached the target store
  if (target.CRIADERO_DATA_DIR) expect(existsSync(join(target.CRIADERO_DATA_DIR, 'store.journal'))).toBe(false);
  else {
    const store = await MongoStore.connect(target.MONGODB_URI!, target.MONGODB_DB!);
    expect(await store.db.listCollections().toArray()).toEqual([]);
    await store.close();
  }
}

/** The restore drill's last step: every collection of the restored store holds exactly the backup's documents. */
async function expectSameAsBackup(store: Store, file: string): Promise<void> {
  const inBackup = backupDocuments(file, verifyBackup(file));
  expect(inBackup.size).toBeGreaterThanOrEqual(3);
  for (const [name, docs] of inBackup) {
    const restored = await store.collection<{ _id: string }>(name).find({}, { sort: { _id: 1 } });
    const expected = [...docs.values()].sort((a, b) => ((a._id as string) < (b._id as string) ? -1 : 1));
    expect(restored, `collection ${name}`).toEqual(expected);
  }
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

/**
 * The restore drill on both stores: backup under concurrent writes, the file verified, damaged
 * copies refused, restore into a fresh store, every collection compared with the backup.
 */
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
      await expectSameAsBackup(store, file);
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
        await expectSameAsBackup(store, file);
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
