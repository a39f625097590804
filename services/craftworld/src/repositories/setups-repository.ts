import { randomUUID } from 'node:crypto';
import type { Store, StoreCollection } from '@criadero/service-platform/store';
import type { OptimizerInput } from '../contracts';

export interface SetupDoc {
  _id: string;
  accountId: string;
  name: string;
  input: OptimizerInput;
  createdAt: Date;
}

/** Saved optimizer setups, per account. */
export class SetupsRepository {
  private readonly setups: StoreCollection<SetupDoc>;

  constructor(store: Store, name = 'craftworld_setups') {
    this.setups = store.collection<SetupDoc>(name);
  }

  async ensureIndexes(): Promise<void> {
    await this.setups.createIndex({ name: 'accountId_1_createdAt_-1', key: { accountId: 1, createdAt: -1 } });
  }

  list(accountId: string, limit = 200): Promise<SetupDoc[]> {
    return this.setups.find({ accountId }, { sort: { createdAt: -1 }, limit });
  }

  count(accountId: string): Promise<number> {
    return this.setups.countDocuments({ accountId });
  }

  async create(accountId: string, name: string, input: OptimizerInput, now = new Date()): Promise<SetupDoc> {
    const doc: SetupDoc = { _id: randomUUID(), accountId, name, input, createdAt: now };
    await this.setups.insertOne(doc);
    return doc;
  }

  /** true when it existed and belonged to the account */
  async remove(accountId: string, id: string): Promise<boolean> {
    return (await this.setups.deleteOne({ _id: id, accountId })) === 1;
  }
}
