import type { AxiesRepository } from '../store/axies-repository';
import type { ChangeLogFollower } from '../index/change-log-follower';
import type { AxieGraphqlClient } from '../sources/graphql-client';
import { AXIE_DETAIL, type GqlAxie } from '../sources/graphql-queries';
import { observationFromDetail } from './graphql-feed';
import type { MarketSync } from './market-sync';

export interface RecheckResult {
  axieId: string;
  /** listed: still for sale (at priceUsd); sold / delisted: not any more; unknown: no such axie */
  status: 'listed' | 'sold' | 'delisted' | 'unknown';
  /** the price now (a repriced listing answers its new price): USD, and the token's wei-like string */
  priceUsd: number | null;
  priceWei: string | null;
  /** ISO time of the check (a cached check keeps its time) */
  checkedAt: string;
}

/** At most this many answers are kept (the oldest go first): a burst of distinct ids cannot grow it. */
export const RECHECK_CACHE_MAX = 10_000;

/** A sale this recent explains why an axie is no longer listed. */
const RECENT_SALE_S = 24 * 3600;

/**
 * A listing checked again before a player acts on it ("Ver en el Marketplace", choosing a
 * partner). Over the real marketplace: its detail look-up (`axie(axieId)`), kept `ttlMs`, written
 * through the sync like any feed observation, so a sold or delisted axie leaves every
 * instance's index. Over the generated market the store is the marketplace: its stored state,
 * and the index catches up with the change log.
 */
export class ListingRecheck {
  private readonly cache = new Map<number, { at: number; result: Promise<RecheckResult> }>();

  constructor(
    private readonly repository: AxiesRepository,
    private readonly follower: ChangeLogFollower,
    private readonly sync: MarketSync | null,
    private readonly client: AxieGraphqlClient | null,
    private readonly options: { ttlMs: number; now?: () => number },
  ) {}

  /** How many answers are kept now (at most RECHECK_CACHE_MAX). */
  get cached(): number {
    return this.cache.size;
  }

  check(axieId: number): Promise<RecheckResult> {
    const now = (this.options.now ?? Date.now)();
    const cached = this.cache.get(axieId);
    if (cached && now - cached.at < this.options.ttlMs) return cached.result;
    const result = this.lookUp(axieId, now);
    // a failure is asked again next time
    result.catch(() => this.cache.get(axieId)?.result === result && this.cache.delete(axieId));
    this.cache.delete(axieId); // a renewed answer goes to the end: the first key is the oldest
    this.cache.set(axieId, { at: now, result });
    if (this.cache.size > RECHECK_CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    return result;
  }

  private async lookUp(axieId: number, now: number): Promise<RecheckResult> {
    if (this.client && this.sync) {
      const { axie } = await this.client.query<{ axie: GqlAxie | null }>('GetAxieDetail', AXIE_DETAIL, { axieId: String(axieId) }, { priority: 'visitor' });
      // sold, not delisted, when a sale since the listing began ended it (the sale is stored with the change)
      if (axie) await this.sync.apply([observationFromDetail(axieId, axie, (await this.repository.byId(axieId)) ?? undefined)]);
    }
    await this.follower.catchUp();
    const doc = await this.repository.byId(axieId);
    const checkedAt = new Date(now).toISOString();
    if (!doc) return { axieId: String(axieId), status: 'unknown', priceUsd: null, priceWei: null, checkedAt };
    if (doc.auctionType === 'Sale') return { axieId: String(axieId), status: 'listed', priceUsd: doc.priceUsd, priceWei: doc.priceWei, checkedAt };
    const [newest] = await this.repository.salesOf(axieId);
    const sold = newest !== undefined && newest.timestamp > now / 1000 - RECENT_SALE_S;
    return { axieId: String(axieId), status: sold ? 'sold' : 'delisted', priceUsd: null, priceWei: null, checkedAt };
  }
}
