/** A row's listing price: in its token's base units as built, in USD at given token prices, and whether the built order is the USD order. */
import type { MarketIndex } from './market-index';
import type { IndexedAxie, Pricing } from './row-query';

/** A listing's price in its token's base units as a number (an auction's start price); NaN when not for sale. */
export function baseUnits(doc: Pick<IndexedAxie, 'auctionType' | 'priceWei'>): number {
  return doc.auctionType === 'Sale' && doc.priceWei != null ? Number(doc.priceWei) : NaN;
}

/** Nulls first ascending, last descending (MongoDB's order); NaN stands for null here. */
export function compareNullsFirst(x: number, y: number): number {
  const xn = Number.isNaN(x);
  const yn = Number.isNaN(y);
  if (xn || yn) return xn === yn ? 0 : xn ? -1 : 1;
  return x - y;
}

/**
 * True while the built price order is the USD order at any token prices: every listing in one
 * token and none on an auction schedule (the marketplace's usual case). Otherwise a price bound
 * is tested row by row and a price sort is made at the query's prices.
 */
export function priceOrderHolds(index: MarketIndex): boolean {
  return index.tokens.values.length <= 1 && index.scheduledRows === 0;
}

/** USD per whole token by token code at `pricing` (the marketplace's last rate for a token it lacks; NaN: none known). */
export function ratesOf(index: MarketIndex, pricing: Pricing | undefined): Float64Array {
  return Float64Array.from(index.tokens.values, (token, code) => pricing?.tokenUsd.get(token) ?? index.seenRate[code] ?? NaN);
}

/** The row's listing price at `at` in USD, to the cent, at `rates` (from ratesOf); NaN when not for sale. */
export function usdAt(index: MarketIndex, row: number, rates: Float64Array, at: number): number {
  let units = index.prices[row]!;
  const endsAt = index.endsAts[row]!;
  if (!Number.isNaN(endsAt)) {
    const startedAt = index.listedAts[row]!;
    const share = endsAt <= startedAt ? 0 : Math.min(1, Math.max(0, (at - startedAt) / (endsAt - startedAt)));
    units += (index.endPrices[row]! - units) * share;
  }
  return Math.round((units / 1e18) * rates[index.tokenCodes[row]!]! * 100) / 100;
}
