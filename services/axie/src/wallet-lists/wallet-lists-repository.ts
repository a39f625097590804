import type { Store, StoreCollection } from '@criadero/service-kit/store';
import type { WalletList } from '@criadero/api-contracts/axie';

export interface WalletListsDoc {
  /** the account id: one document per account */
  _id: string;
  lists: WalletList[];
  updatedAt: Date;
}

/**
 * The breeding calculator's wallet lists, one document per account replaced whole on each save
 * (a single-document write, atomic on every store). Nothing here is money: the last save wins.
 */
export class WalletListsRepository {
  private readonly docs: StoreCollection<WalletListsDoc>;

  constructor(store: Store, name = 'axie_wallet_lists') {
    this.docs = store.collection<WalletListsDoc>(name);
  }

  async get(accountId: string): Promise<WalletList[]> {
    return (await this.docs.findOne({ _id: accountId }))?.lists ?? [];
  }

  async save(accountId: string, lists: WalletList[], now = new Date()): Promise<void> {
    await this.docs.updateOne({ _id: accountId }, { $set: { lists, updatedAt: now } }, { upsert: true });
  }
}
