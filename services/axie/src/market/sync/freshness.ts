import type { IndexFreshness } from '../index/change-log-follower';
import type { MarketSyncState } from '../store/market-sync-state';

/** How current this instance's market is (`GET /api/axie/status` → `market`, and every search answer). */
export interface MarketFreshness {
  /** a feed keeps the market current (false: AXIE_SYNC off, or a stored market without a feed) */
  syncing: boolean;
  /** ISO time of the last change applied to this instance's index (else when the dataset was loaded) */
  syncedAt: string | null;
  /** seconds since the last successful poll of the feed (by whichever instance polls) */
  lagSeconds: number | null;
  /**
   * ISO time of the last successful check of the source: the feed's last successful poll (by
   * whichever instance polls), whether or not it found a change; without a feed, the dataset's
   * load. The age a page shows counts from here.
   */
  checkedAt: string | null;
  /** changes applied to this instance's index since it started */
  changesApplied: number;
  /** the last poll failed */
  failing: boolean;
  failingSince: string | null;
  /** failing, or silent, longer than AXIE_SYNC_DEGRADED_AFTER_S: stale data, searches free */
  degraded: boolean;
  /** while degraded: since when the market has not been checked (polls began to fail, else the last success, else the sync's start) */
  staleSince: string | null;
  /** this instance is the one polling */
  leader: boolean;
}

export interface FreshnessInputs {
  syncing: boolean;
  state: MarketSyncState | null;
  index: IndexFreshness;
  degradedAfterMs: number;
  leader: boolean;
  /** when the sync started on this instance: a sync that never succeeded is degraded this long after */
  startedAt: number;
  now: number;
}

export function marketFreshness(i: FreshnessInputs): MarketFreshness {
  const lastPoll = i.state?.lastPollAt ? new Date(i.state.lastPollAt).getTime() : null;
  const failingSince = i.state?.failingSince ? new Date(i.state.failingSince).getTime() : null;
  const silentMs = i.now - (lastPoll ?? i.startedAt);
  const degraded = i.syncing && (silentMs > i.degradedAfterMs || (failingSince !== null && i.now - failingSince > i.degradedAfterMs));
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    syncing: i.syncing,
    syncedAt: i.index.syncedAt ? new Date(i.index.syncedAt).toISOString() : null,
    lagSeconds: i.syncing && lastPoll !== null ? Math.max(0, Math.round((i.now - lastPoll) / 1000)) : null,
    checkedAt: i.syncing ? iso(lastPoll) : iso(i.index.syncedAt?.getTime() ?? null),
    changesApplied: i.index.applied,
    failing: failingSince !== null,
    failingSince: failingSince === null ? null : new Date(failingSince).toISOString(),
    degraded,
    staleSince: degraded ? iso(failingSince ?? lastPoll ?? i.startedAt) : null,
    leader: i.leader,
  };
}
