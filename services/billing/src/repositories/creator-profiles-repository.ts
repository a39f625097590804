import type { Store, StoreCollection } from '@criadero/service-kit/store';

interface CreatorProfile {
  /** the creator's wallet (lower case): the owner recorded on the codes it creates */
  _id: string;
  displayName: string;
  updatedAt: Date;
}

/** The name players see on a creator's referral codes, set by the creator (a label, not money). */
export class CreatorProfilesRepository {
  private readonly profiles: StoreCollection<CreatorProfile>;

  constructor(store: Store) {
    this.profiles = store.collection<CreatorProfile>('creator_profiles');
  }

  async nameOf(address: string): Promise<string | null> {
    return (await this.profiles.findOne({ _id: address.toLowerCase() }))?.displayName ?? null;
  }

  /** The first name found among these wallets (an account may hold several). */
  async nameOfAny(addresses: string[]): Promise<string | null> {
    const found = await this.profiles.find({ _id: { $in: addresses.map((a) => a.toLowerCase()) } }, { sort: { updatedAt: -1 } });
    return found[0]?.displayName ?? null;
  }

  async setName(address: string, displayName: string, now = new Date()): Promise<void> {
    await this.profiles.updateOne({ _id: address.toLowerCase() }, { $set: { displayName, updatedAt: now } }, { upsert: true });
  }
}
