/**
 * Building a market index: its columns allocated and filled row by row from the store's documents
 * (all at once, a slice at a time, or batch by batch as the store reads them), then its posting
 * lists and sort orders. What the last build cost is kept for the bench.
 */
import { AXIE_TITLES, PART_TYPES, PART_VARIANTS, getPart, partVariant, statsFromClasses } from '@criadero/genetics';
import { STAT_FIELDS, type SortBy } from '@criadero/api-contracts/axie';
import { WETH } from '../sources/types';
import type { MarketIndex } from './market-index';
import { Codes, EMPTY, postings } from './row-lists';
import { comparator } from './row-order';
import { baseUnits, compareNullsFirst } from './row-prices';
import { INDEXED_FIELDS, type IndexedAxie } from './row-query';

/** What the last market index build cost (printed by the bench). */
export interface MarketIndexBuild {
  axies: number;
  buildMs: number;
  /** typed arrays, posting lists and gene strings held by the index (an estimate: strings at 1 byte a character) */
  bytes: number;
  /** built from the store's documents, or read back from an index file */
  from: 'store' | 'file';
}

let lastBuild: MarketIndexBuild | null = null;

/** The last index built in this process, or null. */
export function lastMarketIndexBuild(): MarketIndexBuild | null {
  return lastBuild;
}

/** Notes what an index read back from its file cost (see lastMarketIndexBuild). */
export function recordFileBuild(index: MarketIndex, buildMs: number): void {
  lastBuild = { axies: index.size, buildMs, bytes: approxBytes(index), from: 'file' };
}

/** Rows filled between two pauses of a build in steps. */
export const BUILD_SLICE_ROWS = 8192;
/** Spare rows for patches by default: an eighth of the market, at least 4,096. */
export const defaultSpare = (axies: number) => Math.max(4096, Math.ceil(axies / 8));
/** Per row, the columns of one value per part type, per variant and per stat hold this many. */
export const SLOTS = PART_TYPES.length;
export const VARIANTS = PART_VARIANTS.length;
export const STATS = STAT_FIELDS.length;

/** Builds the index of `docs` into `index` (a bare instance), yielding between slices of the work (see MarketIndex.inSteps). */
export function* buildSteps(index: MarketIndex, docs: readonly IndexedAxie[], spare: number, options: { recordBuild?: boolean }): Generator<void, void> {
  let started = performance.now();
  let working = 0; // ms spent in the slices (the time between them is not the build's)
  const pause = function* () {
    working += performance.now() - started;
    yield;
    started = performance.now();
  };
  const byPrice = [...docs].sort((a, b) => compareNullsFirst(baseUnits(a), baseUnits(b)) || a.id - b.id);
  yield* pause();
  const n = byPrice.length;
  allocate(index, n, spare, byPrice.reduce((sum, doc) => sum + doc.geneIds.length, 0));
  for (let row = 0; row < n; row++) {
    fillRow(index, row, byPrice[row]!);
    if (row % BUILD_SLICE_ROWS === BUILD_SLICE_ROWS - 1) yield* pause();
  }
  yield* finish(index, pause);
  working += performance.now() - started;
  if (options.recordBuild !== false) lastBuild = { axies: n, buildMs: Math.round(working), bytes: approxBytes(index), from: 'store' };
}

/**
 * The index of the documents `read` gives, built while they are read (the store's, a batch at
 * a time), so a copy of every document is never held at once: a first pass notes each one's id,
 * price and gene count (its row in price order, where its genes go), a second fills each row as
 * its document comes. A document that changed between the passes (or came only in the second)
 * leaves its planned row retired and is patched in as a new row. `marketIndex` is a bare
 * instance; the answer is it, or its compacted successor when the late documents overflow it.
 */
export async function fillFromBatches(
  marketIndex: MarketIndex,
  read: (fields: readonly (keyof IndexedAxie)[]) => AsyncIterable<readonly IndexedAxie[]>,
  spareRows: number | undefined,
): Promise<MarketIndex> {
  const started = performance.now();
  const ids: number[] = [];
  const units: number[] = [];
  const geneCounts: number[] = [];
  for await (const batch of read(['id', 'auctionType', 'priceWei', 'geneIds'])) {
    for (const doc of batch) {
      ids.push(doc.id);
      units.push(baseUnits(doc));
      geneCounts.push(doc.geneIds.length);
    }
  }
  const n = ids.length;
  const byPrice = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => compareNullsFirst(units[a]!, units[b]!) || ids[a]! - ids[b]!);
  allocate(marketIndex, n, spareRows ?? defaultSpare(n), geneCounts.reduce((sum, count) => sum + count, 0));
  const plannedRow = new Map<number, number>();
  for (let row = 0; row < n; row++) {
    const at = byPrice[row]!;
    plannedRow.set(ids[at]!, row);
    marketIndex.ids[row] = ids[at]!;
    marketIndex.prices[row] = units[at]!;
    marketIndex.geneStart[row + 1] = marketIndex.geneStart[row]! + geneCounts[at]!;
  }
  const filled = new Uint8Array(n);
  const late: IndexedAxie[] = [];
  for await (const batch of read(INDEXED_FIELDS)) {
    for (const doc of batch) {
      const row = plannedRow.get(doc.id);
      const fits = row !== undefined && !filled[row] && Object.is(baseUnits(doc), marketIndex.prices[row]) && doc.geneIds.length === marketIndex.geneStart[row + 1]! - marketIndex.geneStart[row]!;
      if (!fits) {
        late.push(doc);
        continue;
      }
      fillRow(marketIndex, row, doc);
      filled[row] = 1;
    }
  }
  for (let row = 0; row < n; row++) {
    if (filled[row]) continue;
    // keeps its planned id and price (the rows stay in price order), never matches
    marketIndex.dead[row] = 1;
    marketIndex.genes[row] = '';
  }
  // as a build in row order lists them
  for (const rows of marketIndex.childrenOf.values()) rows.sort((a, b) => a - b);
  const steps = finish(marketIndex, function* () {});
  while (!steps.next().done);
  if (late.length > 0 && !marketIndex.upsert(late)) return marketIndex.compacted(late);
  lastBuild = { axies: n, buildMs: Math.round(performance.now() - started), bytes: approxBytes(marketIndex), from: 'store' };
  return marketIndex;
}

/** Empty columns for `n` built rows carrying `geneCount` genes, and `spare` rows for patches. */
function allocate(index: MarketIndex, n: number, spare: number, geneCount: number): void {
  const cap = n + spare;
  Object.assign(index, {
    size: n, baseSize: n, capacity: cap,
    ids: new Float64Array(cap), prices: new Float64Array(cap), tokenCodes: new Uint8Array(cap), endPrices: new Float64Array(cap), endsAts: new Float64Array(cap), breedCounts: new Uint8Array(cap), stages: new Uint8Array(cap), sireIds: new Float64Array(cap), matronIds: new Float64Array(cap),
    genes: new Array<string>(n), listedAts: new Float64Array(cap), dead: new Uint8Array(cap), forSale: new Uint8Array(cap), classCodes: new Uint8Array(cap), shapeCodes: new Uint8Array(cap),
    colors: new Int32Array(cap), ownerCodes: new Int32Array(cap), partCodes: new Uint16Array(cap * SLOTS), r1Codes: new Uint16Array(cap * SLOTS), r2Codes: new Uint16Array(cap * SLOTS),
    dCodes: new Uint16Array(cap * SLOTS), purities: new Uint8Array(cap), variantCounts: new Uint8Array(cap * VARIANTS), statValues: new Uint8Array(cap * STATS), titleCodes: new Uint8Array(cap),
    // a patched row carries at most 3 genes per slot
    geneStart: new Int32Array(cap + 1), geneCodes: new Uint16Array(geneCount + spare * SLOTS * 3),
    classes: new Codes(), shapes: new Codes(), owners: new Codes(), parts: new Codes(), geneNames: new Codes(), tokens: new Codes(), seenRate: [], seenAt: [], seenRow: [], scheduledRows: 0,
    partClass: [], partVariantAt: [], partGene: [], rowOfId: new Map(), childrenOf: new Map(),
  });
}

/** The posting lists and sort orders of the filled built rows, pausing between parts of the work. */
function* finish(index: MarketIndex, pause: () => Generator<void, void>): Generator<void, void> {
  const n = index.baseSize;
  const firstPriced = index.prices.subarray(0, n).findIndex((p) => !Number.isNaN(p));
  const everyRow = (emit: (row: number) => void) => {
    for (let row = 0; row < n; row++) emit(row);
  };
  const lists: Partial<Record<'byClass' | 'byBreedCount' | 'byOwner' | 'byPart' | 'byGene', Int32Array[]>> = {};
  lists.byClass = postings((push) => everyRow((row) => push(index.classCodes[row]!, row)));
  lists.byBreedCount = postings((push) => everyRow((row) => push(index.breedCounts[row]!, row)));
  lists.byOwner = postings((push) => everyRow((row) => push(index.ownerCodes[row]!, row)));
  yield* pause();
  lists.byPart = postings((push) => everyRow((row) => { for (let s = 0; s < SLOTS; s++) push(index.partCodes[row * SLOTS + s]!, row); }));
  yield* pause();
  lists.byGene = postings((push) =>
    everyRow((row) => {
      for (let g = index.geneStart[row]!; g < index.geneStart[row + 1]!; g++) push(index.geneCodes[g]!, row);
    }),
  );
  const [notForSale, sale] = postings((push) => everyRow((row) => push(index.forSale[row]!, row)));
  yield* pause();

  const order = (sort: Exclude<SortBy, 'PriceAsc'>) => {
    const compare = comparator(index, sort);
    const rows = Int32Array.from({ length: n }, (_, i) => i).sort(compare);
    const rank = new Int32Array(n);
    for (let k = 0; k < n; k++) rank[rows[k]!] = k;
    return { rows, rank };
  };
  const orders: Partial<MarketIndex['orders']> = {};
  for (const sort of ['PriceDesc', 'IdAsc', 'IdDesc', 'Latest'] as const) {
    orders[sort] = order(sort);
    yield* pause();
  }
  Object.assign(index, { firstPriced: firstPriced < 0 ? n : firstPriced, ...lists, byAuction: { Sale: sale ?? EMPTY, NotForSale: notForSale ?? EMPTY }, orders });
}

/** Writes `doc` into the columns of `row`, its genes from `geneStart[row]` (after the previous row's: the next free row, or a row the batched build planned). */
export function fillRow(index: MarketIndex, row: number, doc: IndexedAxie): void {
  index.ids[row] = doc.id;
  index.rowOfId.set(doc.id, row);
  const price = baseUnits(doc);
  index.prices[row] = price;
  const scheduled = !Number.isNaN(price) && doc.endsAt != null && doc.endPriceWei != null;
  index.endPrices[row] = scheduled ? Number(doc.endPriceWei) : NaN;
  index.endsAts[row] = scheduled ? doc.endsAt! : NaN;
  if (scheduled) index.scheduledRows++;
  if (!Number.isNaN(price)) {
    const token = index.tokens.code(doc.paymentToken ?? WETH);
    index.tokenCodes[row] = token;
    // the marketplace's rate on its newest listing of the token: the fallback when the site has no price for it
    const startedAt = doc.listedAt ?? 0;
    // (the later row on a tie, whatever order the rows are filled in)
    const seenAt = index.seenAt[token] ?? -Infinity;
    if (doc.priceUsd != null && price > 0 && (startedAt > seenAt || (startedAt === seenAt && row > (index.seenRow[token] ?? -1)))) {
      index.seenRate[token] = doc.priceUsd / (price / 1e18);
      index.seenAt[token] = startedAt;
      index.seenRow[token] = row;
    }
  }
  index.listedAts[row] = doc.listedAt ?? NaN;
  index.breedCounts[row] = doc.breedCount;
  index.stages[row] = doc.stage;
  index.sireIds[row] = doc.sireId;
  index.matronIds[row] = doc.matronId;
  for (const parent of new Set([doc.sireId, doc.matronId])) if (parent !== 0) (index.childrenOf.get(parent) ?? index.childrenOf.set(parent, []).get(parent)!).push(row);
  index.genes[row] = doc.genes;
  index.forSale[row] = doc.auctionType === 'Sale' ? 1 : 0;
  index.classCodes[row] = index.classes.code(doc.class);
  index.shapeCodes[row] = index.shapes.code(doc.bodyShape);
  index.colors[row] = doc.primaryColor;
  index.ownerCodes[row] = index.owners.code(doc.owner);
  const partClasses = new Array<string>(SLOTS);
  for (let slot = 0; slot < SLOTS; slot++) {
    const part = doc.parts[slot]!;
    const code = index.parts.code(part);
    index.partCodes[row * SLOTS + slot] = code;
    if (index.partClass[code] === undefined) {
      const entry = getPart(part);
      index.partClass[code] = entry?.class ?? '';
      const variant = entry ? partVariant(entry.specialGenes) : null;
      index.partVariantAt[code] = variant === null ? -1 : PART_VARIANTS.indexOf(variant);
      index.partGene[code] = index.geneNames.code(entry?.gen ?? part);
    }
    partClasses[slot] = index.partClass[code]!;
    if (index.partClass[code] === doc.class) index.purities[row]!++;
    if (index.partVariantAt[code]! >= 0) index.variantCounts[row * VARIANTS + index.partVariantAt[code]!]!++;
    index.dCodes[row * SLOTS + slot] = index.partGene[code]!;
    index.r1Codes[row * SLOTS + slot] = index.geneNames.code(doc.r1[slot]!);
    index.r2Codes[row * SLOTS + slot] = index.geneNames.code(doc.r2[slot]!);
  }
  const stats = statsFromClasses(doc.class, partClasses);
  for (let k = 0; k < STATS; k++) index.statValues[row * STATS + k] = stats[STAT_FIELDS[k]!];
  index.titleCodes[row] = doc.title ? AXIE_TITLES.indexOf(doc.title) + 1 : 0;
  let at = index.geneStart[row]!;
  for (const gene of doc.geneIds) index.geneCodes[at++] = index.geneNames.code(gene);
  index.geneStart[row + 1] = at;
}


/** Memory held, estimated: typed arrays at their length, strings at 1 byte a character. */
export function approxBytes(index: MarketIndex): number {
  const arrays = [
    index.ids, index.prices, index.tokenCodes, index.endPrices, index.endsAts, index.listedAts, index.dead, index.breedCounts, index.stages, index.sireIds, index.matronIds, index.forSale, index.classCodes, index.shapeCodes, index.colors,
    index.ownerCodes, index.partCodes, index.r1Codes, index.r2Codes, index.dCodes, index.purities, index.variantCounts, index.statValues, index.titleCodes,
    index.geneStart, index.geneCodes,
    ...index.byClass, ...index.byBreedCount, ...index.byPart, ...index.byGene, ...index.byOwner, index.byAuction.Sale, index.byAuction.NotForSale,
    ...Object.values(index.orders).flatMap((o) => [o.rows, o.rank]),
  ];
  const strings = index.genes.reduce((s, g) => s + g.length + 16, 0) + index.owners.values.reduce((s, o) => s + o.length + 16, 0);
  // the id → row map and the children lists: about 40 bytes an entry each in V8
  return arrays.reduce((s, a) => s + a.byteLength, 0) + strings + index.size * 80;
}
