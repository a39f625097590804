import { randomUUID } from 'node:crypto';
import { insertIfAbsent, type Store, type StoreCollection } from '@criadero/service-kit/store';
import type { OptimizerInput } from '@criadero/api-contracts/craftworld';

export interface SetupDoc {
  _id: string;
  accountId: string;
  /**
   * 1..max: the place the setup takes in its account's list, unique per account (index
   * `accountId_1_slot_1`). The cap on saved setups is that unique key, so it holds under
   * concurrent saves on every store (an insert is atomic on FerretDB 1.x, a read-then-write is not).
   */
  slot: number;
  name: string;
  input: OptimizerInput;
  createdAt: Date;
}

/** Saved optimizer setups, per account, at most `max` each (see SetupDoc.slot). Insert-only: a setup is created or deleted, never updated. */
export class SetupsRepository {
  private readonly setups: StoreCollection<SetupDoc>;

  constructor(store: Store, name = 'craftworld_setups') {
    this.setups = store.collection<SetupDoc>(name);
  }

  /** After the migrations (CRAFTWORLD_MIGRATIONS): the unique slot index needs every setup slotted. */
  async ensureIndexes(): Promise<void> {
    await this.setups.createIndex({ name: 'accountId_1_createdAt_-1', key: { accountId: 1, createdAt: -1 } });
    await this.setups.createIndex({ name: 'accountId_1_slot_1', key: { accountId: 1, slot: 1 }, unique: true });
  }

  private async slotsOf(accountId: string): Promise<number[]> {
    const docs = await this.setups.find({ accountId, slot: { $exists: true } }, { projection: { slot: 1 } });
    return docs.map((d) => d.slot);
  }

  list(accountId: string, limit = 200): Promise<SetupDoc[]> {
    return this.setups.find({ accountId }, { sort: { createdAt: -1 }, limit });
  }

  count(accountId: string): Promise<number> {
    return this.setups.countDocuments({ accountId });
  }

  /**
   * Saves the setup in the account's first free slot of 1..max, or returns null when all are
   * taken. Concurrent saves that pick the same slot collide on the unique key; the losers try the
   * next free one, so at most `max` are ever stored.
   */
  async create(accountId: string, name: string, input: OptimizerInput, max: number, now = new Date()): Promise<SetupDoc | null> {
    const taken = await this.slotsOf(accountId);
    if (taken.length >= max) return null; // also covers accounts holding more than max from before slots
    const used = new Set(taken);
    for (let slot = 1; slot <= max; slot++) {
      if (used.has(slot)) continue;
      const doc: SetupDoc = { _id: randomUUID(), accountId, slot, name, input, createdAt: now };
      if (await insertIfAbsent(this.setups, doc)) return doc;
    }
    return null;
  }

  /** true when it existed and belonged to the account; frees its slot */
  async remove(accountId: string, id: string): Promise<boolean> {
    return (await this.setups.deleteOne({ _id: id, accountId })) === 1;
  }
}
