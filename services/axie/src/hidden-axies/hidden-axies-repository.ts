import type { Store, StoreCollection } from '@criadero/service-kit/store';

export interface HiddenAxiesDoc {
  /** the account id: one document per account */
  _id: string;
  ids: string[];
  updatedAt: Date;
}

/**
 * The Axies each account hid in the breeding calculator. A change adds and removes ids as sets
 * (`$addToSet`/`$pullAll` in one single-document write, atomic on every store), so the same change
 * twice, or a visitor's set added on every sign-in, leaves the same set.
 */
export class HiddenAxiesRepository {
  private readonly docs: StoreCollection<HiddenAxiesDoc>;

  constructor(store: Store, name = 'axie_hidden_axies') {
    this.docs = store.collection<HiddenAxiesDoc>(name);
  }

  async get(accountId: string): Promise<string[]> {
    return (await this.docs.findOne({ _id: accountId }))?.ids ?? [];
  }

  async change(accountId: string, add: readonly string[], remove: readonly string[], now = new Date()): Promise<string[]> {
    if (add.length) await this.docs.updateOne({ _id: accountId }, { $addToSet: { ids: { $each: [...add] } }, $set: { updatedAt: now } }, { upsert: true });
    // $pullAll, not $pull with $in: FerretDB 1.24 left the ids in place for the latter (seen in this suite)
    if (remove.length) await this.docs.updateOne({ _id: accountId }, { $pullAll: { ids: [...remove] }, $set: { updatedAt: now } });
    return this.get(accountId);
  }
}
