import { SORTS, type HorseFilters, type HorseListing, type HorseSort } from '@criadero/api-contracts/horse';
import type { HorsePage, HorseQuery } from './horse-market';
import { compareBy, matches } from './search-query';

/**
 * The listings indexed for the search: one row order per sort (ranks), and the rows of each
 * rarity and each gender. A search starts from the smallest of those sets that applies, checks
 * the other filters on those rows only, and orders them by rank (no comparison sort per search).
 */
export class HorseIndex {
  private readonly byRarity = new Map<string, Int32Array>();
  private readonly byGender = new Map<string, Int32Array>();
  /** per sort, row → rank */
  private readonly ranks = new Map<HorseSort, Int32Array>();
  /** per sort, rank → row */
  private readonly orders = new Map<HorseSort, Int32Array>();

  constructor(private readonly horses: readonly HorseListing[]) {
    const group = (key: (h: HorseListing) => string) => {
      const lists = new Map<string, number[]>();
      horses.forEach((horse, row) => {
        const list = lists.get(key(horse));
        if (list) list.push(row);
        else lists.set(key(horse), [row]);
      });
      return new Map([...lists].map(([k, rows]) => [k, Int32Array.from(rows)]));
    };
    this.byRarity = group((h) => h.rarity);
    this.byGender = group((h) => h.gender);
    for (const sort of SORTS) {
      const compare = compareBy(sort);
      const order = Int32Array.from(horses.keys()).sort((a, b) => compare(horses[a]!, horses[b]!));
      const rank = new Int32Array(horses.length);
      order.forEach((row, k) => (rank[row] = k));
      this.orders.set(sort, order);
      this.ranks.set(sort, rank);
    }
  }

  /** Rows that can match: the smallest rarity/gender set the filters name, else every row. */
  private candidates(filters: HorseFilters): ArrayLike<number> {
    const sets: Int32Array[] = [];
    if (filters.rarities) {
      const lists = filters.rarities.map((r) => this.byRarity.get(r) ?? new Int32Array(0));
      const all = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
      lists.reduce((at, l) => (all.set(l, at), at + l.length), 0);
      sets.push(all);
    }
    if (filters.gender) sets.push(this.byGender.get(filters.gender) ?? new Int32Array(0));
    if (!sets.length) return this.orders.get('price-asc')!;
    return sets.reduce((a, b) => (b.length < a.length ? b : a));
  }

  search(query: HorseQuery): HorsePage {
    const rank = this.ranks.get(query.sort)!;
    const candidates = this.candidates(query.filters);
    const found = new Int32Array(candidates.length);
    let total = 0;
    for (let i = 0; i < candidates.length; i++) {
      const row = candidates[i]!;
      if (matches(this.horses[row]!, query.filters)) found[total++] = rank[row]!;
    }
    const order = this.orders.get(query.sort)!;
    const page = found.subarray(0, total).sort().subarray(query.offset, query.offset + query.limit);
    return { horses: Array.from(page, (k) => this.horses[order[k]!]!), total };
  }
}
