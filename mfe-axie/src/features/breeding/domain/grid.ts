/** Spec §9: a grid column is 196 px wide. */
export const GRID_COLUMN_PX = 196;
export const DEFAULT_PAGE_SIZE = 10;
export const FALLBACK_PAGE_SIZE = 8;

/**
 * Creatures per page: twice the number of 196-px columns that fit (two rows of cards). Before the
 * width is measured the default (10) applies; a width that fits no full column falls back to 8.
 */
export function gridPageSize(width: number | undefined): number {
  if (width === undefined || !Number.isFinite(width)) return DEFAULT_PAGE_SIZE;
  const columns = Math.floor(width / GRID_COLUMN_PX);
  return columns >= 1 ? columns * 2 : FALLBACK_PAGE_SIZE;
}

export const pageCount = (items: number, size: number): number => Math.max(1, Math.ceil(items / size));

/** Orders of the grid (issue 20 item 8): as loaded, cheapest first, fewest breeds first, by id. */
export const GRID_SORTS = ['loaded', 'price', 'breedCount', 'id'] as const;
export type GridSort = (typeof GRID_SORTS)[number];

const priceOf = (c: { order: { currentPriceUsd: number | string | null } | null }) => {
  const usd = Number(c.order?.currentPriceUsd ?? NaN);
  return Number.isFinite(usd) ? usd : Infinity; // not for sale: last
};

export function sortCreatures<T extends { id: string; breedCount: number; order: { currentPriceUsd: number | string | null } | null }>(list: readonly T[], sort: GridSort): T[] {
  const out = [...list];
  if (sort === 'price') out.sort((a, b) => priceOf(a) - priceOf(b));
  else if (sort === 'breedCount') out.sort((a, b) => a.breedCount - b.breedCount);
  else if (sort === 'id') out.sort((a, b) => Number(a.id) - Number(b.id));
  return out;
}
