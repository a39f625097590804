/** The ranked-pairs table's columns and how each sorts (pure: the table and its tests use it). */

export const PAIR_COLUMNS = ['rank', 'parents', 'class', 'breeds', 'price', 'odds', 'cost', 'profit'] as const;
export type PairColumn = (typeof PAIR_COLUMNS)[number];
type SortDirection = 'ascending' | 'descending';
export interface PairSort {
  column: PairColumn;
  direction: SortDirection;
}

/** The ranking's own order: rank 1 first. */
export const RANK_ORDER: PairSort = { column: 'rank', direction: 'ascending' };

/** A column's first direction when chosen: the better end first (likeliest, cheapest, most profitable). */
const FIRST_DIRECTION: Record<PairColumn, SortDirection> = {
  rank: 'ascending',
  parents: 'ascending',
  class: 'ascending',
  breeds: 'ascending',
  price: 'ascending',
  odds: 'descending',
  cost: 'ascending',
  profit: 'descending',
};

/** Clicking a header: a new column starts at its first direction, the same column turns around. */
export const nextSort = (sort: PairSort, column: PairColumn): PairSort =>
  sort.column === column ? { column, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' } : { column, direction: FIRST_DIRECTION[column] };

/** What one row shows, as the values its columns sort by (null: nothing to show, always last). */
export interface PairSortValues {
  rank: number;
  parents: string;
  class: string;
  breeds: number;
  price: number | null;
  odds: number;
  cost: number | null;
  profit: number | null;
}

/** The rows in the chosen order; ties keep the ranking's order, rows without a value go last either way. */
export function sortPairRows<T>(rows: readonly T[], valuesOf: (row: T) => PairSortValues, sort: PairSort): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, v: valuesOf(row) }));
  keyed.sort((x, y) => {
    const a = x.v[sort.column];
    const b = y.v[sort.column];
    if (a === null || b === null) return a === b ? x.v.rank - y.v.rank : a === null ? 1 : -1;
    const order = typeof a === 'string' ? a.localeCompare(b as string) : a - (b as number);
    return order * sign || x.v.rank - y.v.rank;
  });
  return keyed.map((k) => k.row);
}
