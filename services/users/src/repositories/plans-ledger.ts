import { AppendOnlyLedger, type Appended, type LedgerKeys } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';

/** 1 Premium, 2 Elite (unlimited marketplace searches). */
export type PlanLevel = 1 | 2;

export interface PlanEntry extends LedgerKeys {
  level: PlanLevel;
  days: number;
  startsAt: Date;
  endsAt: Date;
  /** `carry`: Premium time an Elite period covered, added back after it (billing's rule) */
  kind: 'payment' | 'grant' | 'carry';
  reference?: string;
}

export interface GrantPlan {
  accountId: string;
  level: PlanLevel;
  days: number;
  kind: PlanEntry['kind'];
  idempotencyKey: string;
  reference?: string;
  /** the period starts no earlier than this (default: now) */
  notBefore?: Date;
}

export interface CurrentPlan {
  /** 0 none, 1 Premium, 2 Elite */
  level: 0 | PlanLevel;
  /** end of the current level's time, null without a plan */
  until: Date | null;
}

const DAY_MS = 86_400_000;

const byStart = (a: PlanEntry, b: PlanEntry) => a.startsAt.getTime() - b.startsAt.getTime();

/**
 * Plan time as an insert-only ledger (`AppendOnlyLedger`, as credits): each purchase adds a
 * period that starts when the same level's time runs out (or now).
 *
 * Every query reads the account's own entries (`accountEntries`: by `_id` through the ledger's
 * per-account index on the embedded store, by the `accountId` index on MongoDB) and filters them
 * by date here: an account has a few periods, while a filter on `endsAt` made the embedded store
 * test every account's entries on each `/api/users` request. So the ledger needs no index of its
 * own (an `accountId_1_endsAt_1` made by an older version is left in place, unused).
 */
export class PlansLedger {
  private readonly ledger: AppendOnlyLedger<PlanEntry>;

  constructor(store: Store) {
    this.ledger = new AppendOnlyLedger<PlanEntry>(store, 'plan_ledger');
  }

  ensureIndexes(): Promise<void> {
    return this.ledger.ensureIndexes();
  }

  /** The account's periods of `level` (every level when omitted) still running after `now`. */
  private async live(accountId: string, now: Date, level?: PlanLevel): Promise<PlanEntry[]> {
    const entries = await this.ledger.accountEntries(accountId);
    return entries.filter((entry) => (level === undefined || entry.level === level) && entry.endsAt.getTime() > now.getTime());
  }

  async current(accountId: string, now = new Date()): Promise<CurrentPlan> {
    const live = await this.live(accountId, now);
    const started = live.filter((entry) => entry.startsAt.getTime() <= now.getTime());
    const level = started.reduce<0 | PlanLevel>((best, entry) => (entry.level > best ? entry.level : best), 0);
    if (level === 0) return { level: 0, until: null };
    const until = live.filter((entry) => entry.level === level).reduce((end, entry) => Math.max(end, entry.endsAt.getTime()), 0);
    return { level, until: new Date(until) };
  }

  /** The account's periods of `level` that overlap [from, to), by start. */
  async overlapping(accountId: string, level: PlanLevel, from: Date, to: Date): Promise<PlanEntry[]> {
    return (await this.live(accountId, from, level)).filter((entry) => entry.startsAt.getTime() < to.getTime()).sort(byStart);
  }

  /**
   * Until when the account holds `level` without a break, from `now` (null when it does not
   * hold it now). Entries are never removed, so the answer can only grow: a caller may trust it
   * until that instant without reading the ledger again.
   */
  async heldUntil(accountId: string, level: PlanLevel, now = new Date()): Promise<Date | null> {
    const live = (await this.live(accountId, now, level)).sort(byStart);
    let until = now.getTime();
    let held = false;
    for (const entry of live) {
      if (entry.startsAt.getTime() > until) break; // a gap: the level is not held past `until`
      held = true;
      until = Math.max(until, entry.endsAt.getTime());
    }
    return held ? new Date(until) : null;
  }

  async grant(input: GrantPlan, now = new Date()): Promise<Appended<PlanEntry>> {
    if (!Number.isInteger(input.days) || input.days <= 0) throw new RangeError('days must be a positive integer');
    return this.ledger.append({ accountId: input.accountId, idempotencyKey: input.idempotencyKey, createdAt: now }, async () => {
      const sameLevelEnd = (await this.live(input.accountId, now, input.level)).reduce((end, entry) => Math.max(end, entry.endsAt.getTime()), 0);
      const startsAt = new Date(Math.max(sameLevelEnd, input.notBefore?.getTime() ?? 0, now.getTime()));
      return {
        level: input.level,
        days: input.days,
        startsAt,
        endsAt: new Date(startsAt.getTime() + input.days * DAY_MS),
        kind: input.kind,
        ...(input.reference === undefined ? {} : { reference: input.reference }),
      };
    });
  }
}
