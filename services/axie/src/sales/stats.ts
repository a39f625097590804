/** Price statistics of a set of sales (USD). Pure functions; cents rounding at the end only. */

const cents = (x: number) => Math.round(x * 100) / 100;

/** Quantile by linear interpolation between closest ranks (q = 0.5 is the usual median). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) throw new RangeError('quantile of no values');
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** The median: the middle value, or the mean of the two middle values; rounded to cents. */
export function median(values: readonly number[]): number {
  return cents(quantile([...values].sort((a, b) => a - b), 0.5));
}

export interface PriceStats {
  count: number;
  medianUsd: number | null;
  minUsd: number | null;
  maxUsd: number | null;
  p25Usd: number | null;
  p75Usd: number | null;
}

export function priceStats(values: ArrayLike<number>): PriceStats {
  if (!values.length) return { count: 0, medianUsd: null, minUsd: null, maxUsd: null, p25Usd: null, p75Usd: null };
  const sorted = Array.from(values).sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianUsd: cents(quantile(sorted, 0.5)),
    minUsd: sorted[0]!,
    maxUsd: sorted[sorted.length - 1]!,
    p25Usd: cents(quantile(sorted, 0.25)),
    p75Usd: cents(quantile(sorted, 0.75)),
  };
}

export type Bucket = 'day' | 'week' | 'month';
const DAY = 86_400;

/** Bucket size for a time span: days up to 2 months, weeks up to 1 year, months beyond. */
export function bucketFor(spanSeconds: number): Bucket {
  if (spanSeconds <= 62 * DAY) return 'day';
  if (spanSeconds <= 366 * DAY) return 'week';
  return 'month';
}

/** Start (unix seconds, UTC) of the bucket holding `ts`; weeks start on Monday. */
export function bucketStart(ts: number, bucket: Bucket): number {
  const d = new Date(ts * 1000);
  if (bucket === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) / 1000;
  if (bucket === 'day') return day;
  return day - ((d.getUTCDay() + 6) % 7) * DAY;
}

export interface SeriesPoint {
  start: number;
  count: number;
  medianUsd: number;
  minUsd: number;
  maxUsd: number;
}

/** Median and range per time bucket, oldest first. */
export function priceSeries(sales: readonly { timestamp: number; priceUsd: number }[], bucket: Bucket): SeriesPoint[] {
  const groups = new Map<number, number[]>();
  for (const s of sales) {
    const key = bucketStart(s.timestamp, bucket);
    const list = groups.get(key);
    if (list) list.push(s.priceUsd);
    else groups.set(key, [s.priceUsd]);
  }
  return [...groups]
    .sort((a, b) => a[0] - b[0])
    .map(([start, prices]) => {
      const stats = priceStats(prices);
      return { start, count: stats.count, medianUsd: stats.medianUsd!, minUsd: stats.minUsd!, maxUsd: stats.maxUsd! };
    });
}
