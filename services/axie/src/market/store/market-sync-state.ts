import type { Store, StoreCollection } from '@criadero/service-kit/store';

/** How the market sync is doing, shared by every instance (collection `axie_market_sync`). */
export interface MarketSyncState {
  _id: 'sync';
  /** the feed's position (what its next poll starts from), so a restart resumes */
  cursor: unknown;
  /** the last poll that succeeded */
  lastPollAt: Date | null;
  /** the first failure of the current run of failures; null while the sync works */
  failingSince: Date | null;
  lastError: string | null;
  /** the instance syncing (its lease owner) */
  leader: string;
}

const MARKET_SYNC = 'axie_market_sync';

/** How far the store has applied the change log (the document `applied` of the same collection). */
interface AppliedCursor {
  _id: 'applied';
  seq: number;
}

/** One document, written only by the instance holding the sync lease (so plain updates are safe). */
export class MarketSyncStateRepository {
  private readonly states: StoreCollection<MarketSyncState>;
  private readonly applied: StoreCollection<AppliedCursor>;

  constructor(store: Store) {
    this.states = store.collection<MarketSyncState>(MARKET_SYNC);
    this.applied = store.collection<AppliedCursor>(MARKET_SYNC);
  }

  /** The last change of the log known to be written to the store (null before the first sync). */
  async appliedSeq(): Promise<number | null> {
    return (await this.applied.findOne({ _id: 'applied' }))?.seq ?? null;
  }

  async markApplied(seq: number): Promise<void> {
    await this.applied.updateOne({ _id: 'applied' }, { $max: { seq } }, { upsert: true });
  }

  read(): Promise<MarketSyncState | null> {
    return this.states.findOne({ _id: 'sync' });
  }

  async write(state: Omit<MarketSyncState, '_id'>): Promise<void> {
    await this.states.updateOne({ _id: 'sync' }, { $set: state }, { upsert: true });
  }
}
