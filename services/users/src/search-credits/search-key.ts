// What makes two searches the same search: the filters in one canonical form, and the debit
// key that binds a client's request id to them.
import { createHash } from 'node:crypto';

/** A filter range as the markets take it: `{ min, max }` or a `[min, max]` pair. */
export type FilterRange = { min?: number | null; max?: number | null } | readonly [number, number] | null | undefined;

/** The names of the ranges whose min is above their max (they could only find nothing). */
export function invertedRanges(ranges: Record<string, FilterRange>): string[] {
  const ends = (range: FilterRange): [unknown, unknown] =>
    !range ? [null, null] : Array.isArray(range) ? [range[0], range[1]] : [(range as { min?: unknown }).min, (range as { max?: unknown }).max];
  return Object.entries(ranges)
    .filter(([, range]) => {
      const [min, max] = ends(range);
      return typeof min === 'number' && typeof max === 'number' && min > max;
    })
    .map(([name]) => name);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The filters in one canonical form, so equal searches give equal text: object keys sorted,
 * absent values (undefined, null, an empty range `{}`) dropped, and lists of plain values taken
 * as sets (sorted, without repeats) except those named in `ordered`, whose order changes the
 * answer (Axie's part priority).
 */
export function canonicalFilters(filters: unknown, ordered: readonly string[] = []): string {
  const canonical = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) {
      const items = value.map((item) => canonical(item, key)).filter((item) => item !== undefined);
      if (ordered.includes(key) || items.some((item) => typeof item === 'object')) return items;
      const unique = [...new Set(items as Array<string | number | boolean>)];
      return unique.sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
    }
    if (isPlainObject(value)) {
      const entries = Object.keys(value)
        .sort()
        .map((name) => [name, canonical(value[name], name)] as const)
        .filter(([, item]) => item !== undefined);
      return entries.length === 0 ? undefined : Object.fromEntries(entries);
    }
    return value === null ? undefined : value;
  };
  return JSON.stringify(canonical(filters, '') ?? {});
}

/**
 * The credit ledger's idempotency key of one search: the account, the market, the client's id and
 * a digest of the canonical filters. A retry of the same search (also one whose answer never
 * arrived, another page or order) finds the same key and spends nothing more; new filters under
 * an old id are a new search and cost again.
 */
export function searchDebitKey(accountId: string, market: string, requestId: string, canonical: string): string {
  const digest = createHash('sha256').update(canonical).digest('hex').slice(0, 16);
  return `search:${accountId}:${market}:${requestId}:${digest}`;
}
