/** The order of rows: each sort's comparison (ties by id), a sort of matched rows by the build's ranks, and the merge of built and patched rows. */
import type { SortBy } from '@criadero/api-contracts/axie';
import type { MarketIndex } from './market-index';
import { compareNullsFirst, priceOrderHolds, ratesOf, usdAt } from './row-prices';
import type { Pricing } from './row-query';

/** Rows from `match` in the order of `sort` (ties by id, like the store's sort specs); the first `limit` only when given. */
export function ordered(index: MarketIndex, rows: Int32Array, sort: SortBy, limit = Infinity, pricing?: Pricing): Int32Array {
  if (sort === 'PriceAsc') return rows.subarray(0, limit);
  if (sort === 'PriceDesc' && !priceOrderHolds(index)) return Int32Array.from(rows).sort(comparator(index, sort, pricing)).subarray(0, limit);
  if (index.size === index.baseSize) return orderedBuilt(index, rows, sort, limit);
  const built = rows.filter((row) => row < index.baseSize);
  if (built.length === rows.length) return orderedBuilt(index, rows, sort, limit);
  const compare = comparator(index, sort);
  const patched = rows.filter((row) => row >= index.baseSize).sort(compare);
  return mergeOrdered(orderedBuilt(index, built, sort, limit), patched, compare, limit);
}

/** Built rows in the order of `sort`, by the ranks the build saved. */
function orderedBuilt(index: MarketIndex, rows: Int32Array, sort: Exclude<SortBy, 'PriceAsc'>, limit: number): Int32Array {
  const { rows: byRank, rank } = index.orders[sort];
  if (limit < rows.length && rows.length * 8 > index.baseSize) {
    // many rows, a short page: walk the sort's order and keep the marked rows
    const marked = new Uint8Array(index.baseSize);
    for (const row of rows) marked[row] = 1;
    const page = new Int32Array(limit);
    let found = 0;
    for (let k = 0; k < byRank.length && found < limit; k++) if (marked[byRank[k]!]) page[found++] = byRank[k]!;
    return page;
  }
  const ranks = Int32Array.from(rows, (row) => rank[row]!).sort();
  return ranks.subarray(0, limit).map((k) => byRank[k]!);
}

/** The order of a sort between two rows (ties by id, like the store's sort specs); price sorts at `pricing` when the built order does not hold. */
export function comparator(index: MarketIndex, sort: SortBy, pricing?: Pricing): (a: number, b: number) => number {
  const { ids, listedAts, prices } = index;
  if ((sort === 'PriceAsc' || sort === 'PriceDesc') && !priceOrderHolds(index)) {
    const rates = ratesOf(index, pricing);
    const at = pricing?.at ?? Date.now();
    const usd = (row: number) => usdAt(index, row, rates, at);
    return sort === 'PriceAsc'
      ? (a, b) => compareNullsFirst(usd(a), usd(b)) || ids[a]! - ids[b]!
      : (a, b) => compareNullsFirst(usd(b), usd(a)) || ids[a]! - ids[b]!;
  }
  switch (sort) {
    case 'PriceAsc':
      return (a, b) => compareNullsFirst(prices[a]!, prices[b]!) || ids[a]! - ids[b]!;
    case 'PriceDesc':
      return (a, b) => compareNullsFirst(prices[b]!, prices[a]!) || ids[a]! - ids[b]!;
    case 'IdAsc':
      return (a, b) => ids[a]! - ids[b]!;
    case 'IdDesc':
      return (a, b) => ids[b]! - ids[a]!;
    case 'Latest':
      return (a, b) => compareNullsFirst(listedAts[b]!, listedAts[a]!) || ids[a]! - ids[b]!;
  }
}

/**
 * Two row lists, each in the order of `compare`, merged (ties: `a` first); the first `limit`
 * only. `b` is the few patched rows and `a` the built ones, often most of the market: each row
 * of `b` finds its place in `a` by binary search, and the runs of `a` between are copied whole,
 * so a search pays for the patches, not a comparison per matched row.
 */
export function mergeOrdered(a: Int32Array, b: Int32Array, compare: (x: number, y: number) => number, limit: number): Int32Array {
  const out = new Int32Array(Math.min(limit, a.length + b.length));
  let i = 0;
  let k = 0;
  for (let j = 0; j < b.length && k < out.length; j++) {
    // the first row of a[i..] that goes after b[j]
    let lo = i;
    let hi = a.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(a[mid]!, b[j]!) <= 0) lo = mid + 1;
      else hi = mid;
    }
    const run = Math.min(lo - i, out.length - k);
    out.set(a.subarray(i, i + run), k);
    k += run;
    i += run;
    if (k < out.length) out[k++] = b[j]!;
  }
  if (k < out.length) out.set(a.subarray(i, i + out.length - k), k);
  return out;
}
