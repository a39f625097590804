// Marketplace filters: the checks a search must pass before it may cost a credit, the store
// query, and the debit id that makes paging and re-sorting free.
import { createHash } from 'node:crypto';
import type { Filter } from 'mongodb';
import { RANGE_FILTERS, type MarketFilters } from '../contracts';
import type { PlanetDoc } from '../repositories/planets-repository';

/** Ranges whose min is above their max (they could only find nothing). */
export function invertedRanges(filters: MarketFilters): string[] {
  return RANGE_FILTERS.filter((name) => {
    const range = filters[name];
    return range?.min !== undefined && range.max !== undefined && range.min > range.max;
  });
}

const FIELD: Record<(typeof RANGE_FILTERS)[number], string> = {
  fire: 'elements.fire',
  water: 'elements.water',
  earth: 'elements.earth',
  air: 'elements.air',
  breedCount: 'breedCount',
  ageDays: 'ageDays',
  priceUsd: 'priceUsd',
};

/** The store query of a search: listed planets matching every filter given. */
export function planetFilter(filters: MarketFilters): Filter<PlanetDoc> {
  const query: Record<string, unknown> = { listed: true };
  if (filters.types) query.type = { $in: filters.types };
  if (filters.classes) query.avatarClass = { $in: filters.classes };
  if (filters.stages) query.stage = { $in: filters.stages };
  if (filters.legacyOnly) query.legacy = { $ne: null };
  for (const name of RANGE_FILTERS) {
    const range = filters[name];
    const bounds: Record<string, number> = {};
    if (range?.min !== undefined) bounds.$gte = range.min;
    if (range?.max !== undefined) bounds.$lte = range.max;
    if (Object.keys(bounds).length > 0) query[FIELD[name]] = bounds;
  }
  return query as Filter<PlanetDoc>;
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
