import type { AxieGraphqlClient } from '../sources/graphql-client';
import { AXIE_DETAIL, RECENTLY_SOLD, SEARCH_AXIES, type GqlAxie, type GqlPage, type GqlSoldAxie } from '../sources/graphql-queries';
import { recordFromGraphql, salesFromGraphql, soldRecordFromGraphql } from '../sources/graphql-source';
import type { SaleRecord } from '../sources/types';
import type { AxieDoc } from '../store/axie-doc';
import { MAX_PAGE_SIZE, readSweepPage, startSweep, type SweepPosition } from '../sources/listing-sweep';
import type { FeedContext, FeedPoll, MarketFeed, Observation } from './feed';

/**
 * The sale that ended a listing, from an axie's detail: its newest priced transfer made since the
 * listing began, when the axie is no longer for sale. None: it was delisted (or sold before).
 */
function saleEndingListing(axie: GqlAxie, listedAt: number | null): SaleRecord | undefined {
  if (axie.order || listedAt === null) return undefined;
  const [newest] = salesFromGraphql(axie.id, axie.transferHistory?.results ?? []).sort((a, b) => b.timestamp - a.timestamp);
  return newest && newest.timestamp * 1000 >= listedAt ? newest : undefined;
}

/** What an axie's detail says of it against the stored axie: its listing now, and the sale that ended the stored listing (sold, not delisted). */
export function observationFromDetail(axieId: number, axie: GqlAxie | null, stored: AxieDoc | undefined): Observation {
  const record = axie ? recordFromGraphql(axie) : null;
  const sale = axie && stored?.auctionType === 'Sale' ? saleEndingListing(axie, stored.listedAt) : undefined;
  return { axieId, listing: record?.listing ?? null, ...(record?.genes ? { record } : {}), ...(sale ? { sale } : {}) };
}

export interface GraphqlFeedOptions {
  pageSize: number;
  /** how often every listing is read again to confirm absences (ms) */
  sweepMs: number;
  /** sweep pages read per poll (the sweep advances beside the polls, within the request rate; default 2) */
  sweepPagesPerPoll?: number;
  /** absences confirmed per poll (one detail look-up each; default 3) */
  confirmPerPoll?: number;
  /** the marketplace's search window (tests of a small market lower it to reach it) */
  searchWindow?: number;
  now?: () => number;
}

/**
 * At the default 2 s poll: the poll's 2 requests and 2 sweep pages are 2 requests a second, half
 * the default AXIE_GRAPHQL_RPS (4), the rest left to re-checks; 60,000 listings are swept in
 * about 11 minutes, within the 15-minute AXIE_SYNC_SWEEP_MS.
 */
const SWEEP_PAGES_PER_POLL = 2;
const CONFIRM_PER_POLL = 3;

/** What the last complete sweep found: the listings the marketplace reports (eggs apart) and when. */
export interface SweepCoverage {
  /** listings the marketplace reported (the partitions' totals, eggs left out) */
  reported: number;
  /** listed eggs it skipped */
  eggs: number;
  /** partitions still at the search window after every split (their oldest listings out of reach) */
  clipped: number;
  /** unix ms the sweep finished */
  finishedAt: number;
}

interface GraphqlCursor {
  /** unix s of the newest sale seen, and the sales seen at that second */
  saleAt: number;
  saleTxs: string[];
  /** unix ms the last completed sweep started */
  sweptAt: number;
  /** the sweep under way: stored with every poll, so a restart goes on from its partition */
  sweep?: { startedAt: number; position: SweepPosition; confirming: boolean } | null;
  coverage?: SweepCoverage | null;
}

/** What this process keeps of the sweep under way (rebuilt from the store after a restart). */
interface SweepMemory {
  startedAt: number;
  /** ids seen in the partition being read (stored once it is finished) */
  partitionSeen: Set<number>;
  /** listed in the store, not seen by the sweep: each is looked up before it is delisted */
  absent: number[] | null;
}

/**
 * The real marketplace as a feed. Every poll reads the newest listings (`SearchAxies`, sort
 * Latest: new listings and new prices) and the recently-sold feed (sales after the cursor).
 * A slower sweep reads every listing again, a few pages per poll, partition by partition
 * (`readSweepPage`: never past the search window); the ids of each finished partition are
 * stored and the position is in the cursor, so a restart loses at most the partition under way.
 * An axie the store holds as listed that the sweep did not see is looked up (`axie(axieId)`) and
 * delisted only if the marketplace confirms it has no order. Requests go through the paced,
 * retrying client, so the feed stays within AXIE_GRAPHQL_RPS and backs off on 429 and 5xx.
 */
export class GraphqlMarketFeed implements MarketFeed {
  readonly kind = 'graphql' as const;
  private sweep: SweepMemory | null = null;
  private readonly now: () => number;

  constructor(
    private readonly client: AxieGraphqlClient,
    private readonly options: GraphqlFeedOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** What the last complete sweep stored in `cursor` found (null before one completed). */
  coverage(cursor: unknown): SweepCoverage | null {
    return isCursor(cursor) ? (cursor.coverage ?? null) : null;
  }

  async poll(cursor: unknown, context: FeedContext): Promise<FeedPoll> {
    const at: GraphqlCursor = isCursor(cursor) ? cursor : { saleAt: 0, saleTxs: [], sweptAt: 0 };
    const observations: Observation[] = [];
    const listed = await this.latest();
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

  /** The newest listings (one page, sort Latest); eggs are skipped. */
  private async latest(): Promise<Observation[]> {
    const data = await this.client.query<{ axies: GqlPage<GqlAxie> }>('SearchAxies', SEARCH_AXIES, { auctionType: 'Sale', criteria: {}, from: 0, size: Math.min(this.options.pageSize, MAX_PAGE_SIZE), sort: 'Latest', owner: null });
    return data.axies.results
      .map(recordFromGraphql)
      .filter((record) => record.genes && record.listing)
      .map((record) => ({ axieId: record.id, listing: record.listing, record }));
  }

  /** Advances the sweep by a few pages (or absence look-ups); sets `cursor.sweptAt` and `cursor.coverage` when one completes. */
  private async sweepStep(cursor: GraphqlCursor, context: FeedContext, soldNow: ReadonlySet<number>): Promise<Observation[]> {
    const now = this.now();
    if (!cursor.sweep && now - cursor.sweptAt >= this.options.sweepMs) {
      cursor.sweep = { startedAt: now, position: startSweep(), confirming: false };
      await context.sweepSeen.forget(now);
    }
    const sweep = cursor.sweep;
    if (!sweep) return [];
    if (this.sweep?.startedAt !== sweep.startedAt) {
      // a restart (or another instance took over): the partition under way is read again from its start
      this.sweep = { startedAt: sweep.startedAt, partitionSeen: new Set(), absent: null };
      sweep.position = { ...sweep.position, from: 0, partitionEggs: 0 };
    }
    const memory = this.sweep;
    const out: Observation[] = [];
    for (let page = 0; page < (this.options.sweepPagesPerPoll ?? SWEEP_PAGES_PER_POLL) && !sweep.confirming; page++) {
      context.signal.throwIfAborted();
      const [partition = {}] = sweep.position.pending;
      const read = await readSweepPage(this.client, sweep.position, { pageSize: this.options.pageSize, window: this.options.searchWindow });
      for (const record of read.listings.map(recordFromGraphql)) {
        memory.partitionSeen.add(record.id);
        out.push({ axieId: record.id, listing: record.listing, record });
      }
      sweep.position = read.position;
      if (read.partitionDone) {
        await context.sweepSeen.remember(sweep.startedAt, JSON.stringify(partition), [...memory.partitionSeen]);
        memory.partitionSeen.clear();
      }
      sweep.confirming = read.done;
    }
    if (!sweep.confirming) return out;
    if (memory.absent === null) {
      const seen = await context.sweepSeen.seen(sweep.startedAt);
      memory.absent = (await context.listedIds()).filter((id) => !seen.has(id) && !soldNow.has(id));
    }
    for (const id of memory.absent.splice(0, this.options.confirmPerPoll ?? CONFIRM_PER_POLL)) {
      context.signal.throwIfAborted();
      const { axie } = await this.client.query<{ axie: GqlAxie | null }>('GetAxieDetail', AXIE_DETAIL, { axieId: String(id) });
      out.push(observationFromDetail(id, axie, (await context.stored([id])).get(id)));
    }
    if (memory.absent.length === 0) {
      const { reported, eggs, clipped } = sweep.position;
      cursor.sweptAt = sweep.startedAt;
      cursor.coverage = { reported, eggs, clipped, finishedAt: now };
      cursor.sweep = null;
      this.sweep = null;
    }
    return out;
  }
}

function isCursor(value: unknown): value is GraphqlCursor {
  return typeof value === 'object' && value !== null && typeof (value as GraphqlCursor).saleAt === 'number' && Array.isArray((value as GraphqlCursor).saleTxs);
}
