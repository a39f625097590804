import type { GraphqlConfig } from '../../config';
import { AxieGraphqlClient } from './graphql-client';
import { sweepListings } from './listing-sweep';
import { MARKET_LABELS } from './labels';
import { RECENTLY_SOLD, genesOf, type GqlAxie, type GqlOrder, type GqlPage, type GqlSoldAxie, type GqlTransfer } from './graphql-queries';
import type { AxieRecord, Listing, MarketBatch, MarketSource, SaleRecord } from './types';

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;
const toId = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? 0 : Number(v));

/** One marketplace result as a source-neutral record; eggs keep genes '' (the loader leaves them out). */
export function recordFromGraphql(axie: GqlAxie): AxieRecord {
  const order = axie.order ?? null;
  return {
    id: Number(axie.id),
    genes: genesOf(axie),
    breedCount: axie.breedCount,
    stage: axie.stage,
    owner: (axie.owner ?? order?.maker ?? ZERO_ADDRESS).toLowerCase(),
    sireId: toId(axie.sireId),
    matronId: toId(axie.matronId),
    birthDate: (axie.birthDate ?? 0) * 1000,
    image: axie.image ?? null,
    listing: order ? listingFromOrder(order) : null,
  };
}

/**
 * The order as the seller signed it: the base price and, for an auction, its end price and time
 * (the schedule), never `currentPrice`, which moves on every query of an auction. An order without
 * a base price (older answers) is taken at its current price.
 */
function listingFromOrder(order: GqlOrder): Listing {
  const auction = (order.endedAt ?? 0) > 0 && order.endedPrice !== undefined && order.endedPrice !== order.basePrice;
  return {
    priceWei: String(order.basePrice ?? order.currentPrice),
    ...(auction ? { endPriceWei: String(order.endedPrice), endsAt: order.endedAt! * 1000 } : {}),
    ...(order.paymentToken ? { paymentToken: order.paymentToken.toLowerCase() } : {}),
    priceUsd: Number(order.currentPriceUsd),
    startedAt: (order.startedAt ?? 0) * 1000,
  };
}

/**
 * A sold axie of the recently-sold feed as a record with no listing (not for sale: the feed has
 * no order). Owner: the one the API gives, else the buyer of the newest transfer.
 */
export function soldRecordFromGraphql(axie: GqlSoldAxie): AxieRecord {
  const newest = [...axie.transferHistory.results].sort((a, b) => b.timestamp - a.timestamp)[0];
  return recordFromGraphql({ ...axie, owner: axie.owner ?? newest?.to ?? null, order: null });
}

/** A transfer with no price (a gift or a move between wallets), not a sale. */
const isPricedTransfer = (t: GqlTransfer) => !/^[0.]*$/.test(String(t.withPrice ?? '')) && Number(t.withPriceUsd) > 0;

/** The sales among an axie's transfers; gifts and transfers at price 0 are left out. */
export function salesFromGraphql(axieId: string, transfers: readonly GqlTransfer[]): SaleRecord[] {
  return transfers.filter(isPricedTransfer).map((t) => ({
    axieId: Number(axieId),
    txHash: t.txHash,
    from: t.from.toLowerCase(),
    to: t.to.toLowerCase(),
    timestamp: t.timestamp,
    priceWei: String(t.withPrice),
    priceUsd: Number(t.withPriceUsd),
  }));
}

/**
 * The real marketplace: every axie on sale (the partitioned walk of `sweepListings`, which keeps
 * within the search window, up to `maxItems`), then the recently-sold feed for sale histories. The sold axies come as
 * records with no listing, so their sales are kept when they are not on sale any more (an axie
 * also seen listed keeps its listing: the index keeps the first record of an id).
 */
export class GraphqlMarketSource implements MarketSource {
  readonly info;
  readonly client: AxieGraphqlClient;

  constructor(
    private readonly config: GraphqlConfig,
    client?: AxieGraphqlClient,
    now = new Date(),
    /** a new dataset every time (the import command), instead of one per marketplace that the sync keeps current */
    fresh = false,
  ) {
    this.client =
      client ??
      new AxieGraphqlClient({
        endpoint: config.endpoint,
        apiKey: config.apiKey,
        requestsPerSecond: config.requestsPerSecond,
        maxRetries: config.maxRetries,
        timeoutMs: config.timeoutMs,
      });
    this.info = {
      kind: 'graphql' as const,
      label: MARKET_LABELS.graphql,
      // one dataset per marketplace: a restart finds it stored and the sync brings it up to date
      datasetKey: fresh ? `graphql:${config.endpoint}:${now.toISOString()}` : `graphql:v2:${config.endpoint}`,
      asOf: now.toISOString().slice(0, 10),
    };
  }

  async *batches(signal?: AbortSignal): AsyncIterable<MarketBatch> {
    let read = 0;
    for await (const page of sweepListings(this.client, { pageSize: this.config.pageSize, window: this.config.searchWindow, signal })) {
      yield { axies: page.listings.slice(0, this.config.maxItems - read).map(recordFromGraphql), sales: [] };
      read += page.listings.length;
      if (read >= this.config.maxItems) break;
    }
    const size = this.config.pageSize;
    const salesLimit = Math.min(this.config.maxItems, 1000);
    for (let from = 0; from < salesLimit; from += size) {
      signal?.throwIfAborted();
      const data = await this.client.query<{ settledAuctions: { axies: GqlPage<GqlSoldAxie> } }>(
        'RecentlySold',
        RECENTLY_SOLD,
        { from, size: Math.min(size, salesLimit - from) },
      );
      const page = data.settledAuctions.axies.results;
      yield { axies: page.map(soldRecordFromGraphql), sales: page.flatMap((a) => salesFromGraphql(a.id, a.transferHistory.results)) };
      if (page.length < size || from + page.length >= data.settledAuctions.axies.total) break;
    }
  }
}

/**
 * Whatever market the store already holds (filled by `npm run import`); never reloads. `asOf`
 * is empty here: the index takes it from the stored dataset's meta (the import's date).
 */
export class StoredMarketSource implements MarketSource {
  readonly info = { kind: 'graphql' as const, label: MARKET_LABELS.stored, datasetKey: '*', asOf: '' };
  async *batches(): AsyncIterable<MarketBatch> {}
}
