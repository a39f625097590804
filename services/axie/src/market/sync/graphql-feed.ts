import type { AxieGraphqlClient } from '../graphql-client';
import { AXIE_DETAIL, RECENTLY_SOLD, SEARCH_AXIES, type GqlAxie, type GqlPage, type GqlSoldAxie } from '../graphql-queries';
import { recordFromGraphql, salesFromGraphql, soldRecordFromGraphql } from '../graphql-source';
import type { FeedContext, FeedPoll, MarketFeed, Observation } from './feed';

export interface GraphqlFeedOptions {
  pageSize: number;
  /** most listings one sweep reads (AXIE_IMPORT_MAX) */
  maxItems: number;
  /** how often every listing is read again to confirm absences (ms) */
  sweepMs: number;
  /** sweep pages read per poll (the sweep advances beside the polls, within the request rate) */
  sweepPagesPerPoll?: number;
  /** absences confirmed per poll (one detail look-up each) */
  confirmPerPoll?: number;
  now?: () => number;
}

interface GraphqlCursor {
  /** unix s of the newest sale seen, and the sales seen at that second */
  saleAt: number;
  saleTxs: string[];
  /** unix ms the last completed sweep started */
  sweptAt: number;
}

interface Sweep {
  startedAt: number;
  from: number;
  seen: Set<number>;
  /** listed in the store, not seen by the sweep: each is looked up before it is delisted */
  absent: number[] | null;
}

/**
 * The real marketplace as a feed. Every poll reads the newest listings (`SearchAxies`, sort
 * Latest: new listings and new prices) and the recently-sold feed (sales after the cursor).
 * A slower sweep reads every listing again, a few pages per poll; an axie the store holds as
 * listed that the sweep did not see is looked up (`axie(axieId)`) and delisted only if the
 * marketplace confirms it has no order. Requests go through the paced, retrying client, so the
 * feed stays within AXIE_GRAPHQL_RPS and backs off on 429 and 5xx.
 */
export class GraphqlMarketFeed implements MarketFeed {
  readonly kind = 'graphql' as const;
  private sweep: Sweep | null = null;
  private readonly now: () => number;

  constructor(
    private readonly client: AxieGraphqlClient,
    private readonly options: GraphqlFeedOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async poll(cursor: unknown, context: FeedContext): Promise<FeedPoll> {
    const at: GraphqlCursor = isCursor(cursor) ? cursor : { saleAt: 0, saleTxs: [], sweptAt: 0 };
    const observations: Observation[] = [];
    const listed = await this.listings(0, this.options.pageSize);
    const sold = await this.client.query<{ settledAuctions: { axies: GqlPage<GqlSoldAxie> } }>('RecentlySold', RECENTLY_SOLD, { from: 0, size: this.options.pageSize });
    const next = { ...at };
    const sales: Observation[] = [];
    for (const axie of sold.settledAuctions.axies.results) {
      const [sale] = salesFromGraphql(axie.id, axie.transferHistory.results).sort((a, b) => b.timestamp - a.timestamp);
      if (!sale || sale.timestamp < at.saleAt || (sale.timestamp === at.saleAt && at.saleTxs.includes(sale.txHash))) continue;
      const record = soldRecordFromGraphql(axie);
      sales.push({ axieId: record.id, listing: null, record: { ...record, owner: sale.to }, sale });
      if (sale.timestamp > next.saleAt) [next.saleAt, next.saleTxs] = [sale.timestamp, []];
      if (sale.timestamp === next.saleAt) next.saleTxs = [...next.saleTxs, sale.txHash];
    }
    // oldest first: a sale, then the buyer's new listing of the same axie
    observations.push(...sales.sort((a, b) => a.sale!.timestamp - b.sale!.timestamp));
    observations.push(...listed.sort((a, b) => a.listing!.startedAt - b.listing!.startedAt));
    observations.push(...(await this.sweepStep(next, context, new Set(sales.map((s) => s.axieId)))));
    return { observations, cursor: next };
  }

  private async listings(from: number, size: number): Promise<Observation[]> {
    const data = await this.client.query<{ axies: GqlPage<GqlAxie> }>('SearchAxies', SEARCH_AXIES, { auctionType: 'Sale', criteria: {}, from, size, sort: 'Latest', owner: null });
    return data.axies.results
      .map(recordFromGraphql)
      .filter((record) => record.genes && record.listing)
      .map((record) => ({ axieId: record.id, listing: record.listing, record }));
  }

  /** Advances the sweep by a few pages (or absence look-ups); sets `cursor.sweptAt` when one completes. */
  private async sweepStep(cursor: GraphqlCursor, context: FeedContext, soldNow: ReadonlySet<number>): Promise<Observation[]> {
    const now = this.now();
    if (!this.sweep && now - cursor.sweptAt >= this.options.sweepMs) this.sweep = { startedAt: now, from: 0, seen: new Set(), absent: null };
    const sweep = this.sweep;
    if (!sweep) return [];
    const out: Observation[] = [];
    const size = this.options.pageSize;
    for (let page = 0; page < (this.options.sweepPagesPerPoll ?? 2) && sweep.absent === null; page++) {
      const found = await this.listings(sweep.from, Math.min(size, this.options.maxItems - sweep.from));
      for (const seen of found) sweep.seen.add(seen.axieId);
      out.push(...found);
      sweep.from += size;
      if (found.length < size || sweep.from >= this.options.maxItems) {
        sweep.absent = (await context.listedIds()).filter((id) => !sweep.seen.has(id) && !soldNow.has(id));
      }
    }
    if (sweep.absent) {
      for (const id of sweep.absent.splice(0, this.options.confirmPerPoll ?? 8)) {
        context.signal.throwIfAborted();
        const { axie } = await this.client.query<{ axie: GqlAxie | null }>('GetAxieDetail', AXIE_DETAIL, { axieId: String(id) });
        const record = axie ? recordFromGraphql(axie) : null;
        out.push({ axieId: id, listing: record?.listing ?? null, ...(record?.genes ? { record } : {}) });
      }
      if (sweep.absent.length === 0) {
        cursor.sweptAt = sweep.startedAt;
        this.sweep = null;
      }
    }
    return out;
  }
}

function isCursor(value: unknown): value is GraphqlCursor {
  return typeof value === 'object' && value !== null && typeof (value as GraphqlCursor).saleAt === 'number' && Array.isArray((value as GraphqlCursor).saleTxs);
}
