import { ConfigError } from '../config/env';
import { Leases, runAfterOthers } from '../lease';
import { insertIfAbsent, type Store, type StoredDoc } from '../store';

/**
 * One change to stored data, from the shape an earlier release wrote to the shape this one reads.
 * `version` numbers a service's migrations 1, 2, 3… in the order they run, for good: a shipped
 * migration is never renumbered or removed (its record says the data has that shape).
 */
export interface Migration {
  version: number;
  /** what it changes, for the start-up log and the record */
  name: string;
  /**
   * Must be safe to run again: a crash after it and before its record is written runs it again
   * at the next start. Runs before the service creates its indexes or serves a request.
   */
  up(store: Store): Promise<void>;
}

/** The record of an applied migration, `_id` `<scope>:<version>` (collection `migrations`). */
export interface MigrationRecord extends StoredDoc {
  scope: string;
  version: number;
  name: string;
  appliedAt: Date;
  /** the instance that ran it */
  by: string;
}

export const MIGRATIONS = 'migrations';

export interface RunMigrationsOptions {
  /** the service whose migrations these are (`billing`, `craftworld`…): records and lease are per scope */
  scope: string;
  migrations: readonly Migration[];
  log: { info(msg: string): void };
  leases?: Leases;
  /** lease slot (ms): a dead runner's lease frees within two */
  slotMs?: number;
  signal?: AbortSignal;
}

/**
 * Brings the store to this release's shape at start-up: runs the scope's migrations not yet
 * recorded, in version order, and records each after it ran. Under the `migrations:<scope>`
 * lease, so one instance migrates at a time; the others wait, then find every version recorded
 * and run nothing. A store already migrated past this release's last version (a newer release
 * ran on it) is refused: this code does not know that shape. Returns the versions it ran.
 */
export async function runMigrations(store: Store, options: RunMigrationsOptions): Promise<number[]> {
  const { scope, migrations, log } = options;
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((migration, at) => {
    if (migration.version !== at + 1) throw new Error(`${scope} migrations must be numbered 1, 2, 3…: found ${sorted.map((m) => m.version).join(', ')}`);
  });
  const records = store.collection<MigrationRecord>(MIGRATIONS);
  const leases = options.leases ?? new Leases(store);
  return runAfterOthers(
    leases,
    `migrations:${scope}`,
    async () => {
      const applied = new Set((await records.find({ scope })).map((record) => record.version));
      const newer = [...applied].filter((version) => version > sorted.length);
      if (newer.length > 0) {
        throw new ConfigError(`the ${scope} data was migrated by a newer release (version ${Math.max(...newer)}, this release knows ${sorted.length}): run that release, or restore a backup taken before it`);
      }
      const ran: number[] = [];
      for (const migration of sorted) {
        if (applied.has(migration.version)) continue;
        log.info(`migration ${scope} ${migration.version}: ${migration.name}`);
        await migration.up(store);
        await insertIfAbsent(records, { _id: `${scope}:${migration.version}`, scope, version: migration.version, name: migration.name, appliedAt: new Date(), by: leases.owner });
        ran.push(migration.version);
      }
      return ran;
    },
    { slotMs: options.slotMs, signal: options.signal },
  );
}
