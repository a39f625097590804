/** The rows a query matches: candidates from the most selective posting lists, every other condition checked on the columns. */
import { AXIE_TITLES, PART_VARIANTS } from '@criadero/genetics';
import { STAT_FIELDS } from '@criadero/api-contracts/axie';
import { SLOTS, STATS, VARIANTS } from './index-build';
import type { MarketIndex } from './market-index';
import { EMPTY, intersect, lowerBound, union, type Codes } from './row-lists';
import { comparator, mergeOrdered } from './row-order';
import { priceOrderHolds, ratesOf, usdAt } from './row-prices';
import type { RowQuery, Pricing } from './row-query';

/** A row of a union of posting lists costs about this many rows tested in a scan (the union sorts). */
const UNION_COST = 8;

/** Rows matching `q`, in PriceAsc order; the first `limit` only when given. */
export function match(index: MarketIndex, q: RowQuery, limit = Infinity): Int32Array {
  if (!priceOrderHolds(index)) {
    // the rows' order is not the USD order at the query's prices: every match, sorted at them
    const compare = comparator(index, 'PriceAsc', q.pricing);
    const built = matchBuilt(index, q, Infinity);
    const keep = predicate(index, q, new Set());
    const skip = new Set(q.excludeIds);
    const patched: number[] = [];
    for (let row = index.baseSize; row < index.size; row++) if (keep(row) && !skip.has(index.ids[row]!)) patched.push(row);
    const all = new Int32Array(built.length + patched.length);
    all.set(built);
    all.set(patched, built.length);
    return all.sort(compare).subarray(0, limit);
  }
  const built = matchBuilt(index, q, limit);
  if (index.size === index.baseSize) return built;
  // rows appended by patches: few, so each is tested against every condition
  const keep = predicate(index, q, new Set());
  const skip = new Set(q.excludeIds);
  const patched: number[] = [];
  for (let row = index.baseSize; row < index.size; row++) if (keep(row) && !skip.has(index.ids[row]!)) patched.push(row);
  const compare = comparator(index, 'PriceAsc');
  return mergeOrdered(built, Int32Array.from(patched).sort(compare), compare, limit);
}

/** The built rows matching `q`, ascending (that is, in PriceAsc order). */
function matchBuilt(index: MarketIndex, q: RowQuery, limit: number): Int32Array {
  // the price cap is a row range: rows are in price order, the priced ones from firstPriced
  let from = 0;
  let to = index.baseSize;
  const priceRange = q.maxPriceUsd !== null && priceOrderHolds(index);
  if (priceRange) {
    from = index.firstPriced;
    to = upperBoundPrice(index, q.maxPriceUsd!, q.pricing);
  }
  const inRange = (list: Int32Array) => (from === 0 && to === index.baseSize ? list : list.subarray(lowerBound(list, from), lowerBound(list, to)));
  // each source: the rows (within the range) that satisfy one condition, as one list or any of
  // several; its key names the check it makes redundant
  const sources: Array<{ key: string; rows: Int32Array | Int32Array[] }> = [];
  const codesOf = (codes: Codes, values: readonly string[]) => values.map((v) => codes.find(v)).filter((c): c is number => c !== undefined);
  const anyOf = (lists: Int32Array[]) => (lists.length === 1 ? lists[0]! : lists);
  // codes first seen in patched rows have no posting list: no built row holds them
  const posting = (lists: Int32Array[], code: number) => inRange(lists[code] ?? EMPTY);
  if (q.classes.length) sources.push({ key: 'classes', rows: codesOf(index.classes, q.classes).map((c) => posting(index.byClass, c)) });
  q.partGroups.forEach((group, i) => sources.push({ key: `part${i}`, rows: anyOf(codesOf(index.parts, group).map((c) => posting(index.byPart, c))) }));
  (q.geneGroups ?? []).forEach((group, i) => sources.push({ key: `gene${i}`, rows: anyOf(codesOf(index.geneNames, group).map((c) => posting(index.byGene, c))) }));
  if (q.owner !== null) {
    const code = index.owners.find(q.owner);
    sources.push({ key: 'owner', rows: code === undefined ? EMPTY : posting(index.byOwner, code) });
  }
  if (q.breedCount) {
    const lists = [];
    for (let b = Math.max(0, q.breedCount[0]); b <= Math.min(q.breedCount[1], index.byBreedCount.length - 1); b++) lists.push(inRange(index.byBreedCount[b] ?? EMPTY));
    sources.push({ key: 'breedCount', rows: lists });
  }
  if (q.auctionType) sources.push({ key: 'auctionType', rows: inRange(index.byAuction[q.auctionType]) });
  const sizeOf = (s: Int32Array | Int32Array[]): number => (Array.isArray(s) ? s.reduce((n, l) => n + l.length, 0) : s.length);

  // candidates: the cheapest source, else every row of the range; a union of several lists
  // costs a sort, about as much as testing UNION_COST rows of the range
  const guaranteed = new Set<string>(priceRange ? ['price'] : []);
  let chosen: (typeof sources)[number] | null = null;
  let best = to - from;
  for (const source of sources) {
    const cost = Array.isArray(source.rows) ? sizeOf(source.rows) * UNION_COST : source.rows.length;
    if (cost < best) [chosen, best] = [source, cost];
  }
  let list: Int32Array | null = null;
  if (chosen) {
    list = Array.isArray(chosen.rows) ? union(chosen.rows) : chosen.rows;
    guaranteed.add(chosen.key);
    // other single lists of shown parts or carried genes: intersected (a merge of two short
    // sorted lists costs less than testing six slots per candidate)
    const lists = sources.filter((s): s is { key: string; rows: Int32Array } => s !== chosen && !Array.isArray(s.rows) && /^(part|gene)/.test(s.key));
    for (const source of lists.sort((a, b) => a.rows.length - b.rows.length)) {
      list = intersect(list, source.rows);
      guaranteed.add(source.key);
    }
  }
  const keep = predicate(index, q, guaranteed);
  // the excluded ids as ascending rows, passed over with a cursor (a look-up per row costs more)
  const skip = Int32Array.from(new Set(q.excludeIds.map((id) => index.rowOfId.get(id) ?? -1).filter((row) => row >= 0))).sort();
  let next = 0;
  const kept = (row: number) => {
    while (next < skip.length && skip[next]! < row) next++;
    return (next === skip.length || skip[next] !== row) && keep(row);
  };
  const out = new Int32Array(list ? list.length : to - from);
  let found = 0;
  if (list) {
    for (let i = 0; i < list.length && found < limit; i++) if (kept(list[i]!)) out[found++] = list[i]!;
  } else {
    for (let row = from; row < to && found < limit; row++) if (kept(row)) out[found++] = row;
  }
  return out.subarray(0, found);
}

/** First row whose USD price at `pricing` is above `max` (rows with a price are ascending from firstPriced, in one token). */
function upperBoundPrice(index: MarketIndex, max: number, pricing: Pricing | undefined): number {
  const rates = ratesOf(index, pricing);
  let lo = index.firstPriced;
  let hi = index.baseSize;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (usdAt(index, mid, rates, 0) <= max) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Every condition of the query but the excluded ids (match skips those) as one check on the
 * columns, but those `guaranteed` by the candidates: one function over local tables (a test
 * per row of a scan, so no call per condition).
 */
function predicate(index: MarketIndex, q: RowQuery, guaranteed: ReadonlySet<string>): (row: number) => boolean {
  // a set of codes as a table indexed by code (1 = in the set): one array read per test
  const table = (codes: Codes, values: readonly string[]) => {
    const out = new Uint8Array(codes.values.length);
    for (const value of values) {
      const code = codes.find(value);
      if (code !== undefined) out[code] = 1;
    }
    return out;
  };
  const { forSale, breedCounts, stages, classCodes, shapeCodes, colors, ownerCodes, partCodes, geneStart, geneCodes } = index;
  const auction = q.auctionType && !guaranteed.has('auctionType') ? (q.auctionType === 'Sale' ? 1 : 0) : -1;
  const maxPrice = q.maxPriceUsd !== null && !guaranteed.has('price') ? q.maxPriceUsd : null;
  const rates = maxPrice === null ? null : ratesOf(index, q.pricing);
  const at = q.pricing?.at ?? Date.now();
  const [minBreeds, maxBreeds] = q.breedCount && !guaranteed.has('breedCount') ? q.breedCount : [-Infinity, Infinity];
  const stage = q.stage ?? -1;
  const classes = q.classes.length && !guaranteed.has('classes') ? table(index.classes, q.classes) : null;
  const shapes = q.bodyShapes.length ? table(index.shapes, q.bodyShapes) : null;
  const wantedColors = q.primaryColors.length ? new Set(q.primaryColors) : null;
  // -2: no condition; -1: an owner the market does not hold
  const owner = q.owner !== null && !guaranteed.has('owner') ? (index.owners.find(q.owner) ?? -1) : -2;
  const notOwner = q.notOwner !== undefined ? (index.owners.find(q.notOwner) ?? -1) : -2;
  const partTables = q.partGroups.filter((_, i) => !guaranteed.has(`part${i}`)).map((group) => table(index.parts, group));
  const refused = q.excludeParts.length ? table(index.parts, q.excludeParts) : null;
  const geneTables = (q.geneGroups ?? []).filter((_, i) => !guaranteed.has(`gene${i}`)).map((group) => table(index.geneNames, group));
  // the filters on the axie itself: per condition, a table of accepted values or a range
  const accepted = (values: readonly number[], size: number) => {
    const out = new Uint8Array(size);
    for (const v of values) if (v >= 0 && v < size) out[v] = 1;
    return out;
  };
  const { purities, variantCounts, statValues, titleCodes } = index;
  const purityOk = q.purities?.length ? accepted(q.purities, SLOTS + 1) : null;
  const variantChecks = (q.variantCounts ?? []).map(({ variant, counts }) => ({ at: PART_VARIANTS.indexOf(variant), ok: accepted(counts, SLOTS + 1) }));
  const statChecks = (q.stats ?? []).map(({ stat, range }) => ({ at: STAT_FIELDS.indexOf(stat), min: range[0], max: range[1] }));
  const titleOk = q.titles?.length ? accepted(q.titles.map((t) => AXIE_TITLES.indexOf(t) + 1), AXIE_TITLES.length + 1) : null;
  const showsAny = (row: number, wanted: Uint8Array) => {
    for (let at = row * SLOTS, end = at + SLOTS; at < end; at++) if (wanted[partCodes[at]!] === 1) return true;
    return false;
  };
  const { dead } = index;
  return (row) => {
    if (dead[row] === 1) return false;
    if (auction !== -1 && forSale[row] !== auction) return false;
    if (maxPrice !== null && !(usdAt(index, row, rates!, at) <= maxPrice)) return false; // NaN (no price, no rate) fails
    if (breedCounts[row]! < minBreeds || breedCounts[row]! > maxBreeds) return false;
    if (stage !== -1 && stages[row] !== stage) return false;
    if (classes && classes[classCodes[row]!] !== 1) return false;
    if (shapes && shapes[shapeCodes[row]!] !== 1) return false;
    if (wantedColors && !wantedColors.has(colors[row]!)) return false;
    if (owner !== -2 && ownerCodes[row] !== owner) return false;
    if (notOwner !== -2 && ownerCodes[row] === notOwner) return false;
    for (let t = 0; t < partTables.length; t++) if (!showsAny(row, partTables[t]!)) return false;
    if (refused && showsAny(row, refused)) return false;
    if (purityOk && purityOk[purities[row]!] !== 1) return false;
    for (const { at, ok } of variantChecks) if (ok[variantCounts[row * VARIANTS + at]!] !== 1) return false;
    for (const { at, min, max } of statChecks) {
      const value = statValues[row * STATS + at]!;
      if (value < min || value > max) return false;
    }
    if (titleOk && titleOk[titleCodes[row]!] !== 1) return false;
    for (let t = 0; t < geneTables.length; t++) {
      const wanted = geneTables[t]!;
      let carried = false;
      for (let g = geneStart[row]!; g < geneStart[row + 1]! && !carried; g++) carried = wanted[geneCodes[g]!] === 1;
      if (!carried) return false;
    }
    return true;
  };
}
