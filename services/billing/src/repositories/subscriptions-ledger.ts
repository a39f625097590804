import { AppendOnlyLedger, type Appended, type LedgerKeys } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';

/** The ledger's idempotency key is `tx:<hash>` for a payment. */
export interface SubscriptionEntry extends LedgerKeys {
  days: number;
  startsAt: Date;
  endsAt: Date;
  referralCodeId: string | null;
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
 * Craft World Premium months as an insert-only ledger (`AppendOnlyLedger`, as the users
 * service's credits and plans). A renewal starts when the previous month ends, or now when it
 * has lapsed.
 */
export class SubscriptionsLedger {
  private readonly ledger: AppendOnlyLedger<SubscriptionEntry>;

  constructor(store: Store, name = 'craftworld_subscriptions') {
    this.ledger = new AppendOnlyLedger<SubscriptionEntry>(store, name);
  }

  ensureIndexes(): Promise<void> {
    return this.ledger.ensureIndexes();
  }

  async status(accountId: string, now = new Date()): Promise<SubscriptionStatus> {
    const entries = await this.ledger.history(accountId, 500);
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

  history(accountId: string, limit = 50): Promise<SubscriptionEntry[]> {
    return this.ledger.history(accountId, limit);
  }

  grant(
    input: { accountId: string; days: number; referralCodeId: string | null; idempotencyKey: string },
    now = new Date(),
  ): Promise<Appended<SubscriptionEntry>> {
    return this.ledger.append({ accountId: input.accountId, idempotencyKey: input.idempotencyKey, createdAt: now }, (head) => {
      const startsAt = head && head.endsAt.getTime() > now.getTime() ? head.endsAt : now;
      return { days: input.days, startsAt, endsAt: new Date(startsAt.getTime() + input.days * DAY_MS), referralCodeId: input.referralCodeId };
    });
  }
}
