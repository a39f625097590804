// Pure search over listings (filters, order, page).
import type { HorseFilters, HorseListing, HorseSort } from '@criadero/api-contracts/horse';
import type { HorsePage, HorseQuery } from './horse-market';

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
