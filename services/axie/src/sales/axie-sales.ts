import { getPart } from '@criadero/genetics';
import type { AxieGraphqlClient } from '../market/sources/graphql-client';
import { AXIE_SALES, type GqlPage, type GqlTransfer } from '../market/sources/graphql-queries';
import { salesFromGraphql } from '../market/sources/graphql-source';
import type { AxieDoc, SaleDoc } from '../market/store/axie-doc';
import { SALES_HISTORY_LIMITS, type SalesHistory, type SalesQuery } from './sales-history';
import { bucketFor, priceSeries, priceStats } from './stats';

/**
 * A player's real axie's sales: for an id the index does not hold, the marketplace
 * GraphQL `transferHistory`, through the import's paced, retrying client; transfers at price 0
 * (gifts) are not sales. Kept `ttlMs` (10 min) like the axie detail; a failure is not kept.
 */
export class AxieSalesLookup {
  private readonly cache = new Map<number, { at: number; sales: Promise<SaleDoc[]> }>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly client: AxieGraphqlClient,
    options: { ttlMs?: number; now?: () => number } = {},
  ) {
    this.ttlMs = options.ttlMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  salesOf(id: number): Promise<SaleDoc[]> {
    const cached = this.cache.get(id);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.sales;
    const sales = this.client
      .query<{ axie: { id: string; transferHistory: GqlPage<GqlTransfer> } | null }>('GetAxieSales', AXIE_SALES, { axieId: String(id) }, { priority: 'visitor' })
      .then(({ axie }) =>
        axie
          ? salesFromGraphql(axie.id, axie.transferHistory.results)
              .map((s) => ({ ...s, _id: s.txHash }))
              .sort((a, b) => b.timestamp - a.timestamp)
          : [],
      );
    sales.catch(() => this.cache.delete(id));
    this.cache.set(id, { at: this.now(), sales });
    return sales;
  }
}

const DAY = 86_400;

/**
 * The sales-history answer for one axie's sales (newest first): the request's other filters
 * apply (class, breed count and parts to the axie; price and days to its sales), statistics and
 * series as for a market-wide query; the part medians list the axie's shown parts.
 */
export function oneAxieHistory(axie: Pick<AxieDoc, 'class' | 'breedCount' | 'parts'>, sales: readonly SaleDoc[], q: SalesQuery): SalesHistory {
  const axieMatches =
    (!q.classes?.length || q.classes.includes(axie.class)) &&
    (!q.breedCount || (axie.breedCount >= q.breedCount[0]! && axie.breedCount <= q.breedCount[1]!)) &&
    (q.parts ?? []).every((part) => axie.parts.includes(part));
  const newest = sales[0]?.timestamp ?? 0;
  const kept = axieMatches
    ? sales.filter((s) => (!q.priceUsd || (s.priceUsd >= q.priceUsd[0]! && s.priceUsd <= q.priceUsd[1]!)) && (!q.days || s.timestamp >= newest - q.days * DAY))
    : [];
  const prices = kept.map((s) => s.priceUsd);
  const stats = priceStats(prices);
  const bucket = bucketFor(kept.length ? kept[0]!.timestamp - kept[kept.length - 1]!.timestamp : 0);
  return {
    rows: kept.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map((sale) => ({ sale, axie: { class: axie.class, breedCount: axie.breedCount } })),
    total: kept.length,
    stats,
    bucket,
    series: priceSeries(kept, bucket),
    byPart:
      kept.length >= SALES_HISTORY_LIMITS.minPartSales
        ? axie.parts.map((partId) => {
            const part = getPart(partId);
            return { partId, name: part?.name ?? partId, type: part?.type ?? '', class: part?.class ?? '', count: kept.length, medianUsd: stats.medianUsd! };
          })
        : [],
    scanned: kept.length,
    truncated: false,
    asOf: newest ? new Date(newest * 1000).toISOString().slice(0, 10) : '',
  };
}
