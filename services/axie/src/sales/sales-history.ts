import type { Filter } from 'mongodb';
import { getPart } from '@criadero/genetics';
import type { Store, StoreCollection } from '@criadero/service-platform/store';
import type { AxieDoc, SaleDoc } from '../repositories/axie-doc';
import { SALES, type AxiesRepository } from '../repositories/axies-repository';
import { bucketFor, median, priceSeries, priceStats, type Bucket, type PriceStats, type SeriesPoint } from './stats';

export interface SalesQuery {
  classes?: string[];
  parts?: string[];
  breedCount?: number[];
  priceUsd?: number[];
  days?: number;
  page: number;
  pageSize: number;
}

export interface SaleRow {
  sale: SaleDoc;
  axie: AxieDoc;
}

export interface PartPrice {
  partId: string;
  name: string;
  type: string;
  class: string;
  count: number;
  medianUsd: number;
}

export interface SalesHistory {
  rows: SaleRow[];
  total: number;
  stats: PriceStats;
  bucket: Bucket;
  series: SeriesPoint[];
  byPart: PartPrice[];
  scanned: number;
  truncated: boolean;
}

export const SALES_HISTORY_LIMITS = {
  /** most sales one answer's statistics cover (newest first) */
  maxScan: 50_000,
  /** parts listed in the per-part view, most sold first */
  maxParts: 30,
  /** a part needs this many sales to get a median */
  minPartSales: 3,
};

/**
 * Past sales of the marketplace index (`axie_sales`, filled by the market source: the generated
 * sample market or the GraphQL import) joined with the sold axies for the filters and the
 * per-part view.
 */
export class SalesHistoryRepository {
  private readonly sales: StoreCollection<SaleDoc>;
  private indexed: Promise<void> | undefined;

  constructor(
    store: Store,
    private readonly axies: AxiesRepository,
  ) {
    this.sales = store.collection<SaleDoc>(SALES);
  }

  private ensureIndex(): Promise<void> {
    this.indexed ??= this.sales.createIndex({ name: 'timestamp_-1', key: { timestamp: -1 } });
    return this.indexed;
  }

  async query(q: SalesQuery): Promise<SalesHistory> {
    await this.ensureIndex();
    const filter: Record<string, unknown> = {};
    const axieFilter: Record<string, unknown> = {};
    if (q.classes?.length) axieFilter.class = { $in: q.classes };
    if (q.breedCount) axieFilter.breedCount = { $gte: q.breedCount[0], $lte: q.breedCount[1] };
    if (q.parts?.length) axieFilter.$and = q.parts.map((id) => ({ parts: id }));
    let axiesById: Map<number, AxieDoc> | undefined;
    if (Object.keys(axieFilter).length) {
      const matching = await this.axies.find(axieFilter);
      axiesById = new Map(matching.map((a) => [a.id, a]));
      filter.axieId = { $in: [...axiesById.keys()] };
    }
    if (q.priceUsd) filter.priceUsd = { $gte: q.priceUsd[0], $lte: q.priceUsd[1] };
    if (q.days) {
      const newest = await this.sales.findOne({}, { sort: { timestamp: -1 } });
      if (newest) filter.timestamp = { $gte: newest.timestamp - q.days * 86_400 };
    }
    const sales = await this.sales.find(filter as Filter<SaleDoc>, { sort: { timestamp: -1, _id: 1 }, limit: SALES_HISTORY_LIMITS.maxScan + 1 });
    const truncated = sales.length > SALES_HISTORY_LIMITS.maxScan;
    if (truncated) sales.length = SALES_HISTORY_LIMITS.maxScan;
    if (!axiesById) axiesById = new Map((await this.axies.byIds([...new Set(sales.map((s) => s.axieId))])).map((a) => [a.id, a]));
    const rows = sales.flatMap((sale) => (axiesById.has(sale.axieId) ? [{ sale, axie: axiesById.get(sale.axieId)! }] : []));
    const span = rows.length ? rows[0]!.sale.timestamp - rows[rows.length - 1]!.sale.timestamp : 0;
    const bucket = bucketFor(span);
    return {
      rows: rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
      total: rows.length,
      stats: priceStats(rows.map((r) => r.sale.priceUsd)),
      bucket,
      series: priceSeries(rows.map((r) => r.sale), bucket),
      byPart: partPrices(rows),
      scanned: rows.length,
      truncated,
    };
  }
}

/** Median sale price of the axies showing each part, most sold parts first. */
export function partPrices(rows: readonly SaleRow[]): PartPrice[] {
  const prices = new Map<string, number[]>();
  for (const { sale, axie } of rows) {
    for (const partId of axie.parts) {
      const list = prices.get(partId);
      if (list) list.push(sale.priceUsd);
      else prices.set(partId, [sale.priceUsd]);
    }
  }
  return [...prices]
    .filter(([, list]) => list.length >= SALES_HISTORY_LIMITS.minPartSales)
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, SALES_HISTORY_LIMITS.maxParts)
    .map(([partId, list]) => {
      const part = getPart(partId);
      return { partId, name: part?.name ?? partId, type: part?.type ?? '', class: part?.class ?? '', count: list.length, medianUsd: median(list) };
    });
}
