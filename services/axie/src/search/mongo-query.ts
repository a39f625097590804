import type { SortSpec } from '@criadero/service-platform/store';
import type { SortBy } from '../contracts';
import { partsByType, type SearchCriteria } from './criteria';

export type MongoFilter = Record<string, unknown>;

/** The MongoDB filter of a search over the `axies` collection (same on every store). */
export function searchFilter(c: SearchCriteria): MongoFilter {
  const filter: MongoFilter = {};
  const and: MongoFilter[] = [];
  if (c.auctionType !== 'All') filter.auctionType = c.auctionType;
  if (c.maxPriceUsd !== null) filter.priceUsd = { $lte: c.maxPriceUsd };
  if (c.breedCount) filter.breedCount = { $gte: c.breedCount[0], $lte: c.breedCount[1] };
  if (c.classes.length) filter.class = { $in: c.classes };
  if (c.bodyShapes.length) filter.bodyShape = { $in: c.bodyShapes };
  if (c.primaryColors.length) filter.primaryColor = { $in: c.primaryColors };
  if (c.owner) filter.owner = c.owner;
  if (c.excludeIds.length) filter.id = { $nin: c.excludeIds };
  for (const ids of partsByType(c.includeParts).values()) and.push({ parts: { $in: ids } });
  if (c.excludeParts.length) and.push({ parts: { $nin: c.excludeParts } });
  if (and.length) filter.$and = and;
  return filter;
}

/** Sort orders; the id breaks ties so every store answers in the same order. */
export const SORT_SPECS: Record<SortBy, SortSpec> = {
  PriceAsc: { priceUsd: 1, id: 1 },
  PriceDesc: { priceUsd: -1, id: 1 },
  IdAsc: { id: 1 },
  IdDesc: { id: -1 },
  Latest: { listedAt: -1, id: 1 },
};
