import { DEFAULT_GENES_TREE, type UserConfig } from '@criadero/api-contracts/schemas/users';
import { isDuplicateKeyError, type Store, type StoreCollection } from '@criadero/service-kit/store';

interface UserConfigDoc {
  /** accountId */
  _id: string;
  config: UserConfig;
  updatedAt: Date;
}

export const DEFAULT_USER_CONFIG: UserConfig = { body_color: 0, genes_tree: [...DEFAULT_GENES_TREE] };

/** The user's display configuration: one document per account, last write wins. */
export class UserConfigsRepository {
  private readonly configs: StoreCollection<UserConfigDoc>;

  constructor(store: Store) {
    this.configs = store.collection<UserConfigDoc>('user_configs');
  }

  async get(accountId: string): Promise<UserConfig> {
    return (await this.configs.findOne({ _id: accountId }))?.config ?? structuredClone(DEFAULT_USER_CONFIG);
  }

  async save(accountId: string, config: UserConfig, now = new Date()): Promise<UserConfig> {
    const update = { $set: { config, updatedAt: now } };
    try {
      await this.configs.updateOne({ _id: accountId }, update, { upsert: true });
    } catch (error) {
      // Two first saves raced to insert; the loser's write becomes an update.
      if (!isDuplicateKeyError(error)) throw error;
      await this.configs.updateOne({ _id: accountId }, update);
    }
    return config;
  }
}
