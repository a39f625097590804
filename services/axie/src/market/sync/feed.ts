import type { AxieDoc } from '../store/axie-doc';
import type { MarketSweepRepository } from '../store/market-sweep-repository';
import type { AxieRecord, Listing, SaleRecord } from '../sources/types';
import type { SweepCoverage } from './graphql-feed';

/**
 * What a feed saw of one axie: its listing now (null = not for sale), and, when it was sold,
 * the sale and the new owner. The sync compares it with the stored axie to decide the change
 * (listed, repriced, sold, delisted, or none).
 */
export interface Observation {
  axieId: number;
  listing: Listing | null;
  /** the whole axie, when the feed has it: needed for an axie the store does not hold yet */
  record?: AxieRecord;
  /** the sale that ended the listing (the buyer is the new owner) */
  sale?: SaleRecord;
}

/** Read access to the stored market, for a feed that decides from the current state. */
export interface FeedContext {
  /** the stored axies among `ids` */
  stored(ids: readonly number[]): Promise<Map<number, AxieDoc>>;
  /** ids of every axie the store holds as listed */
  listedIds(): Promise<number[]>;
  /** what the marketplace sweep under way has seen, kept by partition (MarketSweepRepository) */
  sweepSeen: Pick<MarketSweepRepository, 'remember' | 'seen' | 'forget'>;
  signal: AbortSignal;
}

/** One poll: what changed since `cursor`, and the cursor to pass next time (stored, so a restart resumes). */
export interface FeedPoll {
  observations: Observation[];
  cursor: unknown;
}

/** A source of market changes: the real marketplace or the generated sample's evolution. */
export interface MarketFeed {
  readonly kind: 'generated' | 'graphql';
  /** what the last complete sweep of the source found, from the stored cursor (a feed with no sweep: absent) */
  coverage?(cursor: unknown): SweepCoverage | null;
  /** `cursor` is what the previous poll returned (null on the first poll of a market) */
  poll(cursor: unknown, context: FeedContext): Promise<FeedPoll>;
}
