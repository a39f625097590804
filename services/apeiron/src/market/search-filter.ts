// Marketplace filters: the checks a search must pass before it may cost a credit, and the debit
// id that makes paging and re-sorting free (the search itself: market/planet-index.ts).
import { createHash } from 'node:crypto';
import { RANGE_FILTERS, type MarketFilters } from '@criadero/api-contracts/apeiron';

/** Ranges whose min is above their max (they could only find nothing). */
export function invertedRanges(filters: MarketFilters): string[] {
  return RANGE_FILTERS.filter((name) => {
    const range = filters[name];
    return range?.min !== undefined && range.max !== undefined && range.min > range.max;
  });
}

/** The filters in one canonical form: equal searches give equal text whatever the field order. */
export function canonicalFilters(filters: MarketFilters): string {
  const canonical: Record<string, unknown> = {};
  for (const list of ['types', 'classes', 'stages'] as const) if (filters[list]) canonical[list] = [...filters[list]].sort();
  if (filters.legacyOnly) canonical.legacyOnly = true;
  for (const name of RANGE_FILTERS) {
    const range = filters[name];
    if (range && (range.min !== undefined || range.max !== undefined)) canonical[name] = [range.min ?? null, range.max ?? null];
  }
  return JSON.stringify(canonical);
}

/** The paid-search id: the client's id bound to the filters (new filters under an old id cost again). */
export function searchDebitId(clientRequestId: string, filters: MarketFilters): string {
  const digest = createHash('sha256').update(canonicalFilters(filters)).digest('hex').slice(0, 16);
  return `apeiron:${clientRequestId}:${digest}`;
}
