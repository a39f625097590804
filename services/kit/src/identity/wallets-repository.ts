import { randomUUID } from 'node:crypto';
import { insertIfAbsent, type Store, type StoreCollection } from '../store';
import { normalizeAddress } from './tokens';

export interface WalletDoc {
  /** lower-case 0x address: a wallet belongs to exactly one account */
  _id: string;
  accountId: string;
  linkedAt: Date;
}

export type LinkOutcome = 'linked' | 'already-linked' | 'linked-elsewhere';

/**
 * Accounts are identified by their wallets: the unique `_id` (the address)
 * makes "one account per wallet" hold under concurrency on any store.
 */
export class WalletsRepository {
  private readonly wallets: StoreCollection<WalletDoc>;

  constructor(store: Store) {
    this.wallets = store.collection<WalletDoc>('wallets');
  }

  async ensureIndexes(): Promise<void> {
    await this.wallets.createIndex({ name: 'accountId_1_linkedAt_1', key: { accountId: 1, linkedAt: 1 } });
  }

  async findAccountId(address: string): Promise<string | null> {
    return (await this.wallets.findOne({ _id: normalizeAddress(address) }))?.accountId ?? null;
  }

  /** The account's wallets, oldest link first. */
  async listAddresses(accountId: string): Promise<string[]> {
    const docs = await this.wallets.find({ accountId }, { sort: { linkedAt: 1, _id: 1 } });
    return docs.map((doc) => doc._id);
  }

  /** The wallet's account, creating a new account on its first login. */
  async accountForLogin(address: string, now = new Date()): Promise<{ accountId: string; created: boolean }> {
    const existing = await this.findAccountId(address);
    if (existing) return { accountId: existing, created: false };
    const accountId = randomUUID();
    const outcome = await this.link(address, accountId, now);
    if (outcome === 'linked') return { accountId, created: true };
    // Another request created the account for this wallet first.
    const winner = await this.findAccountId(address);
    if (!winner) throw new Error(`wallet ${address} vanished while logging in`);
    return { accountId: winner, created: false };
  }

  async link(address: string, accountId: string, now = new Date()): Promise<LinkOutcome> {
    const _id = normalizeAddress(address);
    if (await insertIfAbsent(this.wallets, { _id, accountId, linkedAt: now })) return 'linked';
    return (await this.findAccountId(_id)) === accountId ? 'already-linked' : 'linked-elsewhere';
  }
}
