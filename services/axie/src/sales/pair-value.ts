import type { PairBuildValue, PairValueBuild, PairValueResponse } from '@criadero/api-contracts/axie';
import type { SalesIndex } from './sales-history';
import { median } from './stats';
import type { MarketIndex } from '../market/index/market-index';
import { ANY_ROW, type Pricing } from '../market/index/row-query';

/**
 * How a build's value is read from the market: the newest `sampleSize` sales of axies of that
 * class showing those parts, within `windowDays` before that build's newest sale (one market
 * moment, not prices of different years mixed; the answer dates them); fewer than `minSales`
 * give no value (the page says "not enough sales" instead of guessing). The window is the
 * build's own: a market whose newest sales came in minutes ago (the sync) still prices builds
 * that last sold earlier, and says when.
 */
export const PAIR_VALUE_RULE = { windowDays: 90, sampleSize: 20, minSales: 3 } as const;

const DAY = 86_400;

/**
 * The marketplace's cut of a sale: orders carry `marketFeePercentage` (425 = 4.25 %), a field of
 * the `Order` type in the marketplace GraphQL schema (published schema in jackdlogan/axie-mcp,
 * `graphql_schema.graphql` @ 972201e, 2026-03). The seller receives the price less this.
 */
export const MARKETPLACE_FEE = {
  rate: 0.0425,
  source: 'Axie marketplace GraphQL schema, Order.marketFeePercentage (425 = 4.25 %)',
} as const;

/** Stage of an adult: the listings a buyer would compare a grown child with. */
const ADULT_STAGE = 4;

/**
 * One build's value: the median of its recent sales, or the lowest current listing of the same
 * build when that is cheaper (no buyer pays more than the cheapest copy on sale); null below
 * minSales. Sales are read from the sales index, listings from the market index.
 */
async function buildValue(sales: SalesIndex, marketIndex: MarketIndex, pricing: Pricing, build: PairValueBuild): Promise<PairBuildValue> {
  const { rows } = await sales.query({ classes: [build.class], parts: build.parts, page: 1, pageSize: PAIR_VALUE_RULE.sampleSize });
  const newest = rows[0]?.sale.timestamp ?? 0;
  const sample = rows
    .filter(({ sale }) => sale.timestamp >= newest - PAIR_VALUE_RULE.windowDays * DAY)
    .map(({ sale }) => ({ axieId: String(sale.axieId), priceUsd: sale.priceUsd, timestamp: sale.timestamp }));
  const medianUsd = sample.length >= PAIR_VALUE_RULE.minSales ? median(sample.map((s) => s.priceUsd)) : null;
  const listed = marketIndex.match({ ...ANY_ROW, auctionType: 'Sale', stage: ADULT_STAGE, classes: [build.class], partGroups: build.parts.map((p) => [p]) });
  // the cheapest listing at today's token prices (an auction at its price now)
  const cheapest = marketIndex.ordered(listed, 'PriceAsc', 1, pricing)[0];
  const lowestUsd = cheapest === undefined ? null : marketIndex.usdOf(cheapest, pricing);
  const valueUsd = medianUsd === null ? null : lowestUsd === null ? medianUsd : Math.min(medianUsd, lowestUsd);
  return { class: build.class, parts: [...build.parts], sales: sample, medianUsd, listings: { count: listed.length, lowestUsd }, valueUsd };
}

/** The value of every build asked, the rule they were read with, the fee and the data's date. */
export async function pairValues(sales: SalesIndex, marketIndex: MarketIndex, pricing: Pricing, builds: readonly PairValueBuild[]): Promise<PairValueResponse> {
  const values: PairBuildValue[] = [];
  for (const build of builds) values.push(await buildValue(sales, marketIndex, pricing, build));
  return { builds: values, rule: { ...PAIR_VALUE_RULE }, marketFee: { ...MARKETPLACE_FEE }, asOf: sales.asOf };
}
