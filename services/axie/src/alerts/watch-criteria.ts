import { AxieError } from '../errors';
import { normalizeCriteria, type SearchCriteria } from '../search/criteria';
import type { WatchFilter } from '@criadero/api-contracts/axie';

/** Fields of a watch's filter that are not about the axie (a filter of these alone would alert on nearly every listing). */
const PRICE_ONLY: ReadonlySet<string> = new Set(['maxPriceUSD']);

/**
 * A watch's filter as a marketplace search of listings, through the search's own normalisation
 * (so a watch means exactly what `/api/search` means by the same fields). Throws the search's
 * 400s (unknown part, min above max…) and WATCH_FILTER_TOO_BROAD for a filter on the price alone.
 */
export function watchCriteria(filter: WatchFilter): SearchCriteria {
  const criteria = normalizeCriteria({ ...filter, auctionType: 'Sale' }, { limit: 1 });
  const conditions = Object.entries(filter).filter(([key, value]) => !PRICE_ONLY.has(key) && value !== undefined && !(Array.isArray(value) && value.length === 0));
  if (conditions.length === 0) throw new AxieError(400, 'WATCH_FILTER_TOO_BROAD');
  return criteria;
}
