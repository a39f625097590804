import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError, withConflictRetry, type Store, type StoreCollection } from '@criadero/service-platform/store';

export interface SubscriptionEntry {
  _id: string;
  accountId: string;
  /** 1, 2, 3… per account; unique with accountId */
  seq: number;
  days: number;
  startsAt: Date;
  endsAt: Date;
  referralCodeId: string | null;
  /** unique: `tx:<hash>` for a payment */
  idempotencyKey: string;
  createdAt: Date;
}

export interface SubscriptionStatus {
  active: boolean;
  /** start of the current unbroken run of months, null when none */
  startedAt: Date | null;
  expiresAt: Date | null;
  /** paid months in the current run, counting the first */
  renewals: number;
}

const DAY_MS = 86_400_000;

/**
 * Craft World Premium months as an insert-only ledger (same scheme as the users service's plans
 * ledger: unique (accountId, seq) for optimistic concurrency, unique idempotency key). A renewal
 * starts when the previous month ends, or now when it has lapsed.
 */
export class SubscriptionsLedger {
  private readonly entries: StoreCollection<SubscriptionEntry>;

  constructor(store: Store, name = 'craftworld_subscriptions') {
    this.entries = store.collection<SubscriptionEntry>(name);
  }

  async ensureIndexes(): Promise<void> {
    await this.entries.createIndex({ name: 'accountId_1_seq_1', key: { accountId: 1, seq: 1 }, unique: true });
    await this.entries.createIndex({ name: 'idempotencyKey_1', key: { idempotencyKey: 1 }, unique: true });
  }

  async status(accountId: string, now = new Date()): Promise<SubscriptionStatus> {
    const entries = await this.entries.find({ accountId }, { sort: { seq: -1 }, limit: 500 });
    const last = entries[0];
    if (!last || last.endsAt.getTime() <= now.getTime()) return { active: false, startedAt: null, expiresAt: last?.endsAt ?? null, renewals: 0 };
    // walk back through entries that chain end-to-start
    let run = 1;
    let startedAt = last.startsAt;
    for (const entry of entries.slice(1)) {
      if (entry.endsAt.getTime() !== startedAt.getTime()) break;
      run += 1;
      startedAt = entry.startsAt;
    }
    return { active: startedAt.getTime() <= now.getTime(), startedAt, expiresAt: last.endsAt, renewals: run };
  }

  async history(accountId: string, limit = 50): Promise<SubscriptionEntry[]> {
    return this.entries.find({ accountId }, { sort: { seq: -1 }, limit });
  }

  async grant(
    input: { accountId: string; days: number; referralCodeId: string | null; idempotencyKey: string },
    now = new Date(),
  ): Promise<{ entry: SubscriptionEntry; replay: boolean }> {
    const prior = await this.entries.findOne({ idempotencyKey: input.idempotencyKey });
    if (prior) return { entry: prior, replay: true };
    return withConflictRetry(async () => {
      const head = await this.entries.findOne({ accountId: input.accountId }, { sort: { seq: -1 } });
      const startsAt = head && head.endsAt.getTime() > now.getTime() ? head.endsAt : now;
      const entry: SubscriptionEntry = {
        _id: randomUUID(),
        accountId: input.accountId,
        seq: (head?.seq ?? 0) + 1,
        days: input.days,
        startsAt,
        endsAt: new Date(startsAt.getTime() + input.days * DAY_MS),
        referralCodeId: input.referralCodeId,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      };
      try {
        await this.entries.insertOne(entry);
        return { entry, replay: false };
      } catch (error) {
        if (isDuplicateKeyError(error)) {
          const done = await this.entries.findOne({ idempotencyKey: input.idempotencyKey });
          if (done) return { entry: done, replay: true };
        }
        throw error;
      }
    });
  }
}
