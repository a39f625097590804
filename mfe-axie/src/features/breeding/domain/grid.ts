import { pureness, type ParsedGenes } from '@criadero/genetics';

/** Spec §9: a grid column is 196 px wide. */
const GRID_COLUMN_PX = 196;
/** Spec §9: page rows before the width is measured, and the fewest rows a page shows. */
const DEFAULT_PAGE_ROWS = 10;
const FALLBACK_PAGE_ROWS = 8;
/** Columns assumed before the width is measured (the default 10 rows are twice these). */
const DEFAULT_COLUMNS = DEFAULT_PAGE_ROWS / 2;

/** The 196-px columns that fit a width (at least one; DEFAULT_COLUMNS before it is measured). */
export function gridColumns(width: number | undefined): number {
  if (width === undefined || !Number.isFinite(width) || width <= 0) return DEFAULT_COLUMNS;
  return Math.max(1, Math.floor(width / GRID_COLUMN_PX));
}

/**
 * Spec §9 page rows: twice the number of 196-px columns that fit the width (default 10 before the
 * width is known). The fallback 8 is also the floor: one phone column would otherwise page by 2 Axies.
 */
export function gridPageRows(width: number | undefined): number {
  if (width === undefined || !Number.isFinite(width) || width <= 0) return DEFAULT_PAGE_ROWS;
  return Math.max(FALLBACK_PAGE_ROWS, 2 * gridColumns(width));
}

export const pageCount = (items: number, size: number): number => Math.max(1, Math.ceil(items / size));

/** Orders of the grid: as loaded, cheapest first, fewest breeds first, purest first, by id. */
export const GRID_SORTS = ['loaded', 'price', 'breedCount', 'purity', 'id'] as const;
export type GridSort = (typeof GRID_SORTS)[number];

type Sortable = { id: string; breedCount: number; order: { currentPriceUsd: number | string | null } | null };

export const priceUsdOf = (c: { order: { currentPriceUsd: number | string | null } | null }): number | null => {
  const usd = Number(c.order?.currentPriceUsd ?? NaN);
  return Number.isFinite(usd) ? usd : null;
};

/** What the grid shows as purity: D parts of the Axie's class (0..6, the marketplace's 'pureness'). */
export const purityOf = (genes: ParsedGenes | null): number | null => (genes ? pureness(genes) : null);

/** Sorts a copy; `purity` gives each creature's purity (unknown genes last). */
export function sortCreatures<T extends Sortable>(list: readonly T[], sort: GridSort, purity: (c: T) => number | null = () => null): T[] {
  const out = [...list];
  const price = (c: T) => priceUsdOf(c) ?? Infinity; // not for sale: last
  if (sort === 'price') out.sort((a, b) => price(a) - price(b));
  else if (sort === 'breedCount') out.sort((a, b) => a.breedCount - b.breedCount);
  else if (sort === 'purity') out.sort((a, b) => (purity(b) ?? -1) - (purity(a) ?? -1));
  else if (sort === 'id') out.sort((a, b) => Number(a.id) - Number(b.id));
  return out;
}
