import type { HorseFilters, HorseListing, HorseSort, MarketSourceInfo } from '@criadero/api-contracts/horse';

/** One page of a search, as the route asks for it. */
export interface HorseQuery {
  filters: HorseFilters;
  sort: HorseSort;
  /** 0-based index of the first result */
  offset: number;
  limit: number;
}

export interface HorsePage {
  horses: HorseListing[];
  /** matches of the filters, all pages */
  total: number;
}

/**
 * Where horses for sale come from. The game's public market API is not known to us, so the
 * service ships `FileHorseMarket` over a listings file (by default data/sample-listings.json,
 * labelled sample data); a live adapter implements this interface and reports `info.kind = 'live'`.
 */
export interface HorseMarketSource {
  readonly info: MarketSourceInfo;
  search(query: HorseQuery): Promise<HorsePage>;
}

export class MarketUnavailableError extends Error {
  override name = 'MarketUnavailableError';
}
