import type { SortSpec } from '@criadero/service-kit/store';
import { RANGE_FILTERS, type MarketFilters, type Planet, type PlanetSort } from '@criadero/api-contracts/apeiron';
import { ORDER, fromDoc, type PlanetDoc } from '../repositories/planets-repository';

type Range = { min?: number; max?: number } | undefined;

const RANGE_VALUE: Record<(typeof RANGE_FILTERS)[number], (doc: PlanetDoc) => number | null> = {
  fire: (d) => d.elements.fire,
  water: (d) => d.elements.water,
  earth: (d) => d.elements.earth,
  air: (d) => d.elements.air,
  breedCount: (d) => d.breedCount,
  ageDays: (d) => d.ageDays,
  priceUsd: (d) => d.priceUsd,
};

/** A store sort spec as a comparison (MongoDB's order: null first ascending, last descending). */
function comparator(spec: SortSpec): (a: PlanetDoc, b: PlanetDoc) => number {
  const keys = Object.entries(spec) as Array<[keyof PlanetDoc, 1 | -1]>;
  return (a, b) => {
    for (const [key, direction] of keys) {
      const x = a[key] as number | null;
      const y = b[key] as number | null;
      if (x === y) continue;
      const order = x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
      return order * direction;
    }
    return 0;
  };
}

/**
 * The listed planets indexed for the marketplace search (built from the store, which stays the
 * system of record): the rank of every planet in each sort, and the rows of each type, avatar
 * class and stage. A search starts from the smallest of those sets its filters name, checks
 * the other filters on those rows and orders them by rank.
 */
export class PlanetIndex {
  private readonly docs: PlanetDoc[];
  private readonly ranks = new Map<PlanetSort, Int32Array>();
  private readonly orders = new Map<PlanetSort, Int32Array>();
  private readonly byField: Record<'types' | 'classes' | 'stages', Map<string | number, Int32Array>>;

  constructor(docs: readonly PlanetDoc[]) {
    this.docs = [...docs];
    for (const [sort, spec] of Object.entries(ORDER) as Array<[PlanetSort, SortSpec]>) {
      const compare = comparator(spec);
      const order = Int32Array.from(this.docs.keys()).sort((a, b) => compare(this.docs[a]!, this.docs[b]!));
      const rank = new Int32Array(this.docs.length);
      order.forEach((row, k) => (rank[row] = k));
      this.orders.set(sort, order);
      this.ranks.set(sort, rank);
    }
    const rows = (key: (doc: PlanetDoc) => string | number) => {
      const lists = new Map<string | number, number[]>();
      this.docs.forEach((doc, row) => (lists.get(key(doc)) ?? lists.set(key(doc), []).get(key(doc))!).push(row));
      return new Map([...lists].map(([k, list]) => [k, Int32Array.from(list)]));
    };
    this.byField = { types: rows((d) => d.type), classes: rows((d) => d.avatarClass), stages: rows((d) => d.stage) };
  }

  /** Same answer as the store query `planetFilter(filters)` sorted by `ORDER[sort]`, skip `offset`, limit `limit`. */
  search(filters: MarketFilters, sort: PlanetSort, offset: number, limit: number): { planets: Planet[]; total: number } {
    let candidates: ArrayLike<number> = this.orders.get('id-asc')!;
    for (const field of ['types', 'classes', 'stages'] as const) {
      const wanted = filters[field] as ReadonlyArray<string | number> | undefined;
      if (!wanted) continue;
      const lists = wanted.map((value) => this.byField[field].get(value)).filter((l): l is Int32Array => l !== undefined);
      const size = lists.reduce((n, l) => n + l.length, 0);
      if (size < candidates.length) candidates = lists.flatMap((l) => Array.from(l));
    }
    const sets = { types: filters.types && new Set<string>(filters.types), classes: filters.classes && new Set<string>(filters.classes), stages: filters.stages && new Set<string>(filters.stages) };
    const ranges = RANGE_FILTERS.map((name) => [RANGE_VALUE[name], filters[name] as Range] as const).filter(([, range]) => range?.min !== undefined || range?.max !== undefined);
    const rank = this.ranks.get(sort)!;
    const found = new Int32Array(candidates.length);
    let total = 0;
    for (let i = 0; i < candidates.length; i++) {
      const doc = this.docs[candidates[i]!]!;
      if (sets.types && !sets.types.has(doc.type)) continue;
      if (sets.classes && !sets.classes.has(doc.avatarClass)) continue;
      if (sets.stages && !sets.stages.has(doc.stage)) continue;
      if (filters.legacyOnly && (doc.legacy === null || doc.legacy === undefined)) continue;
      const inRanges = ranges.every(([value, range]) => {
        const v = value(doc);
        return v !== null && v !== undefined && (range!.min === undefined || v >= range!.min) && (range!.max === undefined || v <= range!.max);
      });
      if (inRanges) found[total++] = rank[candidates[i]!]!;
    }
    const order = this.orders.get(sort)!;
    const page = found.subarray(0, total).sort().subarray(offset, offset + limit);
    return { planets: Array.from(page, (k) => fromDoc(this.docs[order[k]!]!)), total };
  }
}
