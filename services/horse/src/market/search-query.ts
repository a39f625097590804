// Pure search over listings (filters, order, page) and the checks a search must pass before it
// may cost a credit.
import { createHash } from 'node:crypto';
import { RANGE_FILTERS, type HorseFilters, type HorseListing, type HorseSort } from '@criadero/api-contracts/horse';
import type { HorsePage, HorseQuery } from './horse-market';

/** Filter ranges whose min is above their max (a search for them could only find nothing). */
export function invertedRanges(filters: HorseFilters): string[] {
  return RANGE_FILTERS.filter((name) => {
    const range = filters[name];
    return range?.min !== undefined && range.max !== undefined && range.min > range.max;
  });
}

const inRange = (value: number, range: { min?: number; max?: number } | undefined) =>
  !range || ((range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max));

export function matches(horse: HorseListing, filters: HorseFilters): boolean {
  return (
    (!filters.rarities || filters.rarities.includes(horse.rarity)) &&
    (!filters.gender || horse.gender === filters.gender) &&
    inRange(horse.level, filters.level) &&
    inRange(horse.power, filters.power) &&
    inRange(horse.sprint, filters.sprint) &&
    inRange(horse.speed, filters.speed) &&
    inRange(horse.priceUsd, filters.priceUsd)
  );
}

export const totalStats = (horse: HorseListing) => horse.power + horse.sprint + horse.speed;

const ORDER: Record<HorseSort, (a: HorseListing, b: HorseListing) => number> = {
  'price-asc': (a, b) => a.priceUsd - b.priceUsd,
  'price-desc': (a, b) => b.priceUsd - a.priceUsd,
  'level-desc': (a, b) => b.level - a.level,
  'level-asc': (a, b) => a.level - b.level,
  'stats-desc': (a, b) => totalStats(b) - totalStats(a),
  'power-desc': (a, b) => b.power - a.power,
  'sprint-desc': (a, b) => b.sprint - a.sprint,
  'speed-desc': (a, b) => b.speed - a.speed,
};

/** Ties are broken by token id, so pages never overlap or skip a horse. */
export function compareBy(sort: HorseSort) {
  const primary = ORDER[sort];
  return (a: HorseListing, b: HorseListing) => primary(a, b) || Number(a.id) - Number(b.id);
}

export function runQuery(listings: readonly HorseListing[], query: HorseQuery): HorsePage {
  const found = listings.filter((horse) => matches(horse, query.filters)).sort(compareBy(query.sort));
  return { horses: found.slice(query.offset, query.offset + query.limit), total: found.length };
}

/** The filters in one canonical form: equal searches give equal text whatever the field order. */
export function canonicalFilters(filters: HorseFilters): string {
  const canonical: Record<string, unknown> = {};
  if (filters.rarities) canonical.rarities = [...filters.rarities].sort();
  if (filters.gender) canonical.gender = filters.gender;
  for (const name of RANGE_FILTERS) {
    const range = filters[name];
    if (range && (range.min !== undefined || range.max !== undefined)) canonical[name] = [range.min ?? null, range.max ?? null];
  }
  return JSON.stringify(canonical);
}

/**
 * The paid-search request id: the client's id bound to the filters. Retrying, paging or
 * re-sorting a search is free; new filters under an old id are a new search and cost again.
 */
export function searchDebitId(clientRequestId: string, filters: HorseFilters): string {
  const digest = createHash('sha256').update(canonicalFilters(filters)).digest('hex').slice(0, 16);
  return `horse:${clientRequestId}:${digest}`;
}
