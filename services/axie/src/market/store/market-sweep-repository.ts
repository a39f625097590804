import type { Store, StoreCollection } from '@criadero/service-kit/store';

/** The ids one finished partition of a marketplace sweep saw (collection `axie_market_sweep`). */
interface SweepPartitionDoc {
  /** `<sweep start>:<partition>`: a partition read again (after a restart) replaces its first reading */
  _id: string;
  /** unix ms the sweep started */
  sweep: number;
  ids: number[];
}

const MARKET_SWEEP = 'axie_market_sweep';

/**
 * What the sweep under way has seen, by finished partition: one write per partition (not per
 * poll), so a restart resumes the sweep without reading the market again, and the sweep's end
 * finds every listing it saw. Written only by the instance holding the sync lease.
 */
export class MarketSweepRepository {
  private readonly partitions: StoreCollection<SweepPartitionDoc>;

  constructor(store: Store) {
    this.partitions = store.collection<SweepPartitionDoc>(MARKET_SWEEP);
  }

  async remember(sweep: number, partition: string, ids: number[]): Promise<void> {
    await this.partitions.updateOne({ _id: `${sweep}:${partition}` }, { $set: { sweep, ids } }, { upsert: true });
  }

  /** Every id the partitions of `sweep` saw. */
  async seen(sweep: number): Promise<Set<number>> {
    const seen = new Set<number>();
    for (const doc of await this.partitions.find({ sweep })) for (const id of doc.ids) seen.add(id);
    return seen;
  }

  /** Drops what earlier sweeps saw (a new sweep starts at `sweep`). */
  async forget(sweep: number): Promise<void> {
    await this.partitions.deleteMany({ sweep: { $ne: sweep } });
  }
}
