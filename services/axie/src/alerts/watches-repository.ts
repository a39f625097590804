import { randomBytes } from 'node:crypto';
import type { Language } from '@criadero/api-contracts/errors';
import type { WatchFilter } from '@criadero/api-contracts/axie';
import { isDuplicateKeyError, type Store, type StoreCollection } from '@criadero/service-kit/store';

/**
 * One watched search (collection `axie_watches`). `_id` is `<account>:<slot>` with slot below the
 * plan's limit, so the limit holds under concurrent creations (the unique `_id` refuses a second
 * watch in a slot); `watchId` is the watch's own random id, never reused (alerts are keyed by it).
 */
export interface WatchDoc {
  _id: string;
  watchId: string;
  accountId: string;
  name: string;
  filter: WatchFilter;
  /** validated Discord webhook URL, or null */
  discordWebhookUrl: string | null;
  /** the language the player created it in: the Discord message's */
  language: Language;
  createdAt: Date;
  /** the site the player made it on (`https://host`): the Discord message links a sample axie there */
  siteOrigin?: string | null;
  /** a repricing alerts again when the price fell at least this percent below the last alert's (default 10) */
  priceDropPercent?: number;
  /** set when Discord answered that the webhook is gone (401/403/404): it is never called again */
  discordDisabled?: { at: Date; status: number } | null;
}

export type NewWatch = Omit<WatchDoc, '_id' | 'watchId' | 'createdAt' | 'discordDisabled'>;

const WATCHES = 'axie_watches';

export class WatchesRepository {
  private readonly watches: StoreCollection<WatchDoc>;

  constructor(store: Store) {
    this.watches = store.collection<WatchDoc>(WATCHES);
  }

  async ensureIndexes(): Promise<void> {
    await this.watches.createIndex({ name: 'accountId_1', key: { accountId: 1 } });
  }

  async ofAccount(accountId: string): Promise<WatchDoc[]> {
    const docs = await this.watches.find({ accountId });
    return docs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** Every watch of every account (what the matcher checks changes against). */
  all(): Promise<WatchDoc[]> {
    return this.watches.find({});
  }

  /** Whether any account watches anything (one document read). */
  async any(): Promise<boolean> {
    return (await this.watches.find({}, { limit: 1, projection: { _id: 1 } })).length > 0;
  }

  /** Adds a watch in the first free slot below `limit`; null when every slot is taken. */
  async add(watch: NewWatch, limit: number): Promise<WatchDoc | null> {
    const taken = new Set((await this.ofAccount(watch.accountId)).map((w) => w._id));
    for (let slot = 0; slot < limit; slot++) {
      const _id = `${watch.accountId}:${slot}`;
      if (taken.has(_id)) continue;
      const doc: WatchDoc = { _id, watchId: randomBytes(9).toString('base64url'), createdAt: new Date(), ...watch };
      try {
        await this.watches.insertOne(doc);
        return doc;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error; // taken meanwhile by a concurrent creation
      }
    }
    return null;
  }

  /** One watch by its own id (null when it was deleted). */
  byWatchId(watchId: string): Promise<WatchDoc | null> {
    return this.watches.findOne({ watchId });
  }

  /** Stops every watch that posts to this webhook from calling it (Discord said it is gone). */
  async disableWebhook(webhookUrl: string, status: number, at = new Date()): Promise<void> {
    for (const watch of await this.watches.find({ discordWebhookUrl: webhookUrl }, { projection: { _id: 1 } })) {
      await this.watches.updateOne({ _id: watch._id }, { $set: { discordDisabled: { at, status } } });
    }
  }

  /** Removes one of the account's watches; false when it has none with that id. */
  async remove(accountId: string, watchId: string): Promise<boolean> {
    return (await this.watches.deleteOne({ accountId, watchId })) > 0;
  }
}
