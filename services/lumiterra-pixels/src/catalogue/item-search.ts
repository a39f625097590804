import type { ItemTypeId } from '@criadero/api-contracts/lumiterra-pixels';
import type { LumiterraItem } from './items';

export interface ItemQuery {
  type?: ItemTypeId;
  quality?: number;
  minLevel?: number;
  maxLevel?: number;
  tradable?: boolean;
  /** part of the Spanish or English name, accents and case ignored */
  name?: string;
}

/** Lower case without accents, so "pocion" finds "Poción". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

const byLevelThenName = (a: LumiterraItem, b: LumiterraItem) => a.level - b.level || a.nameEs.localeCompare(b.nameEs, 'es') || a.id - b.id;

/**
 * The catalogue indexed for the search: items in answer order (level, then Spanish name), so a
 * level range is one slice found by binary search; the rows of each type and each quality; and
 * both names folded once. A search starts from the smallest of those sets and checks the rest.
 */
class ItemIndex {
  private readonly sorted: LumiterraItem[];
  private readonly levels: Int32Array;
  private readonly folded: Array<[string, string]>;
  private readonly byType = new Map<number, Int32Array>();
  private readonly byQuality = new Map<number, Int32Array>();

  constructor(items: readonly LumiterraItem[]) {
    this.sorted = [...items].sort(byLevelThenName);
    this.levels = Int32Array.from(this.sorted, (item) => item.level);
    this.folded = this.sorted.map((item) => [fold(item.nameEs), fold(item.name)]);
    const rows = (keys: (item: LumiterraItem) => number[]) => {
      const lists = new Map<number, number[]>();
      this.sorted.forEach((item, row) => keys(item).forEach((key) => (lists.get(key) ?? lists.set(key, []).get(key)!).push(row)));
      return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
    };
    this.byType = rows((item) => [item.type]);
    this.byQuality = rows((item) => [...new Set(item.qualities)]);
  }

  /** First row whose level is ≥ `level` (> `level` when `after`). */
  private levelBound(level: number, after = false): number {
    let lo = 0;
    let hi = this.levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.levels[mid]! < level || (after && this.levels[mid] === level)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Items matching every given filter, by level then Spanish name. */
  search(query: ItemQuery): LumiterraItem[] {
    const from = query.minLevel === undefined ? 0 : this.levelBound(query.minLevel);
    const to = query.maxLevel === undefined ? this.levels.length : this.levelBound(query.maxLevel, true);
    const needle = query.name ? fold(query.name) : '';
    const lists = [query.type === undefined ? null : this.byType.get(query.type), query.quality === undefined ? null : this.byQuality.get(query.quality)];
    if (lists.some((list) => list === undefined)) return []; // a type or quality no item has
    const smallest = lists.filter((list): list is Int32Array => list instanceof Int32Array).sort((a, b) => a.length - b.length)[0];
    const rows: ArrayLike<number> = smallest && smallest.length < to - from ? smallest : Int32Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
    const found: LumiterraItem[] = [];
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (row < from || row >= to) continue;
      const item = this.sorted[row]!;
      if (query.type !== undefined && item.type !== query.type) continue;
      if (query.quality !== undefined && !item.qualities.includes(query.quality)) continue;
      if (query.tradable !== undefined && item.tradable !== query.tradable) continue;
      if (needle !== '' && !this.folded[row]![0].includes(needle) && !this.folded[row]![1].includes(needle)) continue;
      found.push(item);
    }
    return found;
  }
}

/** One index per catalogue list (the catalogue is read once and never changes). */
const indexes = new WeakMap<readonly LumiterraItem[], ItemIndex>();

/** Items matching every given filter, by level then Spanish name (through the list's index). */
export function searchItems(items: readonly LumiterraItem[], query: ItemQuery): LumiterraItem[] {
  let index = indexes.get(items);
  if (!index) indexes.set(items, (index = new ItemIndex(items)));
  return index.search(query);
}
