import type { MarketChangesRepository } from '../store/market-changes-repository';
import type { MarketSyncStateRepository } from '../store/market-sync-state';

export interface ChangeLogRetentionOptions {
  /** a change is kept at least this long after it was logged */
  retentionMs: number;
  /** an instance that has not said how far it read for this long is gone (restarted, stopped) */
  readerTimeoutMs: number;
}

/** A reader of the change log with its own durable cursor (the alerts matcher): its position, or null while it reads nothing. */
export interface ChangeLogReader {
  position(): Promise<number | null>;
}

export interface ChangeLogRetentionDeps {
  changes: MarketChangesRepository;
  syncState: MarketSyncStateRepository;
  /** the readers outside the market (given by the features that read the log) */
  readers: readonly ChangeLogReader[];
  now?: () => number;
}

/**
 * Keeps the market change log bounded: a change is removed once every reader has passed it and
 * it is older than the retention period. The readers are the sync's store writes (its applied
 * cursor), the alerts matcher (its cursor, while some watch exists: a watch made later alerts only
 * on changes after it), and every instance following the log into its index (each reports its
 * position; one silent longer than `readerTimeoutMs` is gone, and if it comes back behind the
 * trim it builds its index from the store, which holds every change). A restart within the
 * retention resumes from its saved index and the log after it.
 */
export class ChangeLogRetention {
  constructor(
    private readonly deps: ChangeLogRetentionDeps,
    private readonly options: ChangeLogRetentionOptions,
  ) {}

  /** The highest seq every reader has passed. */
  async passedByAll(): Promise<number> {
    const now = (this.deps.now ?? Date.now)();
    const { changes, syncState, readers } = this.deps;
    const positions = [await changes.lastSeq()];
    const applied = await syncState.appliedSeq();
    if (applied !== null) positions.push(applied);
    for (const reader of readers) {
      const position = await reader.position();
      if (position !== null) positions.push(position);
    }
    for (const reader of await changes.liveReaders(new Date(now - this.options.readerTimeoutMs))) positions.push(reader.seq);
    return Math.min(...positions);
  }

  /**
   * Removes what every reader passed that is older than the retention; how many changes went. The
   * change at the lowest reader's position stays: a saved index checks that change is the one it saw.
   */
  async trim(): Promise<number> {
    const now = (this.deps.now ?? Date.now)();
    return this.deps.changes.trim((await this.passedByAll()) - 1, new Date(now - this.options.retentionMs));
  }
}
