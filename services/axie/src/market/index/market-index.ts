import { AXIE_TITLES, PART_TYPES, PART_VARIANTS, getPart, partVariant, statsFromClasses } from '@criadero/genetics';
import { STAT_FIELDS, type SortBy } from '@criadero/api-contracts/axie';
import { WETH } from '../sources/types';
import { Codes, EMPTY, intersect, lowerBound, postings, union } from './row-lists';
import { ANY_ROW, INDEXED_FIELDS, type Pricing, type RowQuery, type IndexedAxie } from './row-query';

/** What the last market index build cost (printed by the bench). */
export interface MarketIndexBuild {
  axies: number;
  buildMs: number;
  /** typed arrays, posting lists and gene strings held by the index (an estimate: strings at 1 byte a character) */
  bytes: number;
  /** built from the store's documents, or read back from an index file */
  from: 'store' | 'file';
}

export type IndexArray = Float64Array | Int32Array | Uint16Array | Uint8Array;

/** What `MarketIndex.toColumns` gives and `fromColumns` takes. */
export interface IndexColumns {
  sizes: { size: number; baseSize: number; capacity: number; firstPriced: number };
  arrays: Record<string, IndexArray>;
  lists: Record<string, Int32Array[]>;
  codes: Record<string, string[]>;
  numbers: Record<string, number[]>;
  /** per row */
  genes: string[];
}

let lastBuild: MarketIndexBuild | null = null;

/** The last index built in this process, or null. */
export function lastMarketIndexBuild(): MarketIndexBuild | null {
  return lastBuild;
}


/** Rows filled between two pauses of a build in steps. */
const BUILD_SLICE_ROWS = 8192;
/** Spare rows for patches by default: an eighth of the market, at least 4,096. */
const defaultSpare = (axies: number) => Math.max(4096, Math.ceil(axies / 8));
/** A row of a union of posting lists costs about this many rows tested in a scan (the union sorts). */
const UNION_COST = 8;
const SLOTS = PART_TYPES.length;
const VARIANTS = PART_VARIANTS.length;
const STATS = STAT_FIELDS.length;


/** A listing's price in its token's base units as a number (an auction's start price); NaN when not for sale. */
function baseUnits(doc: Pick<IndexedAxie, 'auctionType' | 'priceWei'>): number {
  return doc.auctionType === 'Sale' && doc.priceWei != null ? Number(doc.priceWei) : NaN;
}

/** Nulls first ascending, last descending (MongoDB's order); NaN stands for null here. */
function compareNullsFirst(x: number, y: number): number {
  const xn = Number.isNaN(x);
  const yn = Number.isNaN(y);
  if (xn || yn) return xn === yn ? 0 : xn ? -1 : 1;
  return x - y;
}

/**
 * An in-memory index of one market dataset, built from the store's documents (the store stays
 * the system of record): columns in typed arrays with rows in PriceAsc order (price ascending,
 * no price first, then id), posting lists per class, breed count, shown part, carried gene,
 * owner and listing state, and the row order of every other sort. A search picks its most
 * selective posting list, checks the other conditions on the columns and orders by rank, so it
 * never reads the whole market.
 */
export class MarketIndex {
  /** rows in use: the built rows, then the rows appended by patches */
  size!: number;
  /** rows of the build, in PriceAsc order; the posting lists and sort orders cover these */
  readonly baseSize!: number;
  /** rows a patch can append before the index must be compacted (rebuilt from its own rows) */
  readonly capacity!: number;
  readonly ids!: Float64Array;
  /** the listing's price in its payment token's base units (an auction's start price); NaN = not for sale */
  readonly prices!: Float64Array;
  /** per row, the payment token (a code of `tokens`) */
  private readonly tokenCodes!: Uint8Array;
  /** an auction's end price (base units) and end time (unix ms); NaN for a fixed price */
  private readonly endPrices!: Float64Array;
  private readonly endsAts!: Float64Array;
  private readonly tokens!: Codes;
  /** per token code, the USD per token the marketplace showed on its newest listing, and that listing's start */
  private readonly seenRate!: number[];
  private readonly seenAt!: number[];
  /** the row that rate was read from, while the index is built (after a read from a file: none, a later row wins a tie) */
  private readonly seenRow!: number[];
  /** rows with an auction schedule (their price moves with time; retired rows included) */
  private scheduledRows!: number;
  readonly breedCounts!: Uint8Array;
  readonly stages!: Uint8Array;
  readonly sireIds!: Float64Array;
  readonly matronIds!: Float64Array;
  readonly genes!: string[];
  private readonly listedAts!: Float64Array;
  /** 1 = the row was replaced by a newer one of the same axie (a patch) */
  private readonly dead!: Uint8Array;
  private readonly forSale!: Uint8Array;
  private readonly classCodes!: Uint8Array;
  private readonly shapeCodes!: Uint8Array;
  private readonly colors!: Int32Array;
  private readonly ownerCodes!: Int32Array;
  /** per row, SLOTS shown-part codes, then recessive gene codes (PART_TYPES order) */
  private readonly partCodes!: Uint16Array;
  private readonly r1Codes!: Uint16Array;
  private readonly r2Codes!: Uint16Array;
  /** per row, the base gene of the shown part (the D slot), as a gene code */
  private readonly dCodes!: Uint16Array;
  /** per row, shown parts of its class (0..6) */
  private readonly purities!: Uint8Array;
  /** per row, VARIANTS counts of shown variant parts (PART_VARIANTS order) */
  private readonly variantCounts!: Uint8Array;
  /** per row, STATS classic stats (STAT_FIELDS order) */
  private readonly statValues!: Uint8Array;
  /** per row, 0 = no title, else 1 + index in AXIE_TITLES */
  private readonly titleCodes!: Uint8Array;
  /** carried genes (geneIds) of row r: geneCodes[geneStart[r] .. geneStart[r + 1]) */
  private readonly geneStart!: Int32Array;
  private readonly geneCodes!: Uint16Array;
  private readonly classes!: Codes;
  private readonly shapes!: Codes;
  private readonly owners!: Codes;
  private readonly parts!: Codes;
  private readonly geneNames!: Codes;
  /** per shown part code: its class, its variant's index (-1 = none) and its base gene's code */
  private readonly partClass!: string[];
  private readonly partVariantAt!: number[];
  private readonly partGene!: number[];
  private readonly byClass!: Int32Array[];
  private readonly byBreedCount!: Int32Array[];
  private readonly byPart!: Int32Array[];
  private readonly byGene!: Int32Array[];
  private readonly byOwner!: Int32Array[];
  private readonly byAuction!: Record<'Sale' | 'NotForSale', Int32Array>;
  private readonly rowOfId!: Map<number, number>;
  /** rows whose sire or matron is the key (an axie id) */
  private readonly childrenOf!: Map<number, number[]>;
  /** rows with a price: [firstPriced, baseSize), ascending price */
  private readonly firstPriced!: number;
  /** per sort: rank → row, and row → rank (built rows only) */
  private readonly orders!: Record<Exclude<SortBy, 'PriceAsc'>, { rows: Int32Array; rank: Int32Array }>;

  /**
   * Builds the index of `docs`. `spare` rows are kept free for patches (`upsert`): by default an
   * eighth of the market, at least 4,096. `recordBuild: false`: a scratch index (the alerts' few
   * changed listings) that the bench's figures must not report.
   */
  constructor(docs: readonly IndexedAxie[], spare = defaultSpare(docs.length), options: { recordBuild?: boolean } = {}) {
    const steps = this.build(docs, spare, options);
    while (!steps.next().done); // all of it, now
  }

  /**
   * The index `new MarketIndex(docs, spare)` gives, built a slice at a time: the caller runs
   * `steps` (a few milliseconds each at 200,000 axies) and may let other work run between them.
   */
  static inSteps(docs: readonly IndexedAxie[], spare = defaultSpare(docs.length)): { marketIndex: MarketIndex; steps: Generator<void, void> } {
    const marketIndex = Object.create(MarketIndex.prototype) as MarketIndex;
    return { marketIndex, steps: marketIndex.build(docs, spare, {}) };
  }

  /** Builds the index of `docs`, yielding between slices of the work (see inSteps). */
  private *build(docs: readonly IndexedAxie[], spare: number, options: { recordBuild?: boolean }): Generator<void, void> {
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
    this.allocate(n, spare, byPrice.reduce((sum, doc) => sum + doc.geneIds.length, 0));
    for (let row = 0; row < n; row++) {
      this.fill(row, byPrice[row]!);
      if (row % BUILD_SLICE_ROWS === BUILD_SLICE_ROWS - 1) yield* pause();
    }
    yield* this.finish(pause);
    working += performance.now() - started;
    if (options.recordBuild !== false) lastBuild = { axies: n, buildMs: Math.round(working), bytes: this.approxBytes(), from: 'store' };
  }

  /**
   * The index of the documents `read` gives, built while they are read (the store's, a batch at
   * a time), so a copy of every document is never held at once: a first pass notes each one's id,
   * price and gene count (its row in price order, where its genes go), a second fills each row as
   * its document comes. A document that changed between the passes (or came only in the second)
   * leaves its planned row retired and is patched in as a new row.
   */
  static async fromBatches(read: (fields: readonly (keyof IndexedAxie)[]) => AsyncIterable<readonly IndexedAxie[]>, spareRows?: number): Promise<MarketIndex> {
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
    const marketIndex = Object.create(MarketIndex.prototype) as MarketIndex;
    marketIndex.allocate(n, spareRows ?? defaultSpare(n), geneCounts.reduce((sum, count) => sum + count, 0));
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
        marketIndex.fill(row, doc);
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
    const steps = marketIndex.finish(function* () {});
    while (!steps.next().done);
    if (late.length > 0 && !marketIndex.upsert(late)) return marketIndex.compacted(late);
    lastBuild = { axies: n, buildMs: Math.round(performance.now() - started), bytes: marketIndex.approxBytes(), from: 'store' };
    return marketIndex;
  }

  /** Empty columns for `n` built rows carrying `geneCount` genes, and `spare` rows for patches. */
  private allocate(n: number, spare: number, geneCount: number): void {
    const cap = n + spare;
    Object.assign(this, {
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
  private *finish(pause: () => Generator<void, void>): Generator<void, void> {
    const n = this.baseSize;
    const firstPriced = this.prices.subarray(0, n).findIndex((p) => !Number.isNaN(p));
    const everyRow = (emit: (row: number) => void) => {
      for (let row = 0; row < n; row++) emit(row);
    };
    const lists: Partial<Record<'byClass' | 'byBreedCount' | 'byOwner' | 'byPart' | 'byGene', Int32Array[]>> = {};
    lists.byClass = postings((push) => everyRow((row) => push(this.classCodes[row]!, row)));
    lists.byBreedCount = postings((push) => everyRow((row) => push(this.breedCounts[row]!, row)));
    lists.byOwner = postings((push) => everyRow((row) => push(this.ownerCodes[row]!, row)));
    yield* pause();
    lists.byPart = postings((push) => everyRow((row) => { for (let s = 0; s < SLOTS; s++) push(this.partCodes[row * SLOTS + s]!, row); }));
    yield* pause();
    lists.byGene = postings((push) =>
      everyRow((row) => {
        for (let g = this.geneStart[row]!; g < this.geneStart[row + 1]!; g++) push(this.geneCodes[g]!, row);
      }),
    );
    const [notForSale, sale] = postings((push) => everyRow((row) => push(this.forSale[row]!, row)));
    yield* pause();

    const order = (sort: Exclude<SortBy, 'PriceAsc'>) => {
      const compare = this.comparator(sort);
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
    Object.assign(this, { firstPriced: firstPriced < 0 ? n : firstPriced, ...lists, byAuction: { Sale: sale ?? EMPTY, NotForSale: notForSale ?? EMPTY }, orders });
  }

  /** Writes `doc` into the columns of `row`, its genes from `geneStart[row]` (after the previous row's: the next free row, or a row the batched build planned). */
  private fill(row: number, doc: IndexedAxie): void {
    this.ids[row] = doc.id;
    this.rowOfId.set(doc.id, row);
    const price = baseUnits(doc);
    this.prices[row] = price;
    const scheduled = !Number.isNaN(price) && doc.endsAt != null && doc.endPriceWei != null;
    this.endPrices[row] = scheduled ? Number(doc.endPriceWei) : NaN;
    this.endsAts[row] = scheduled ? doc.endsAt! : NaN;
    if (scheduled) this.scheduledRows++;
    if (!Number.isNaN(price)) {
      const token = this.tokens.code(doc.paymentToken ?? WETH);
      this.tokenCodes[row] = token;
      // the marketplace's rate on its newest listing of the token: the fallback when the site has no price for it
      const startedAt = doc.listedAt ?? 0;
      // (the later row on a tie, whatever order the rows are filled in)
      const seenAt = this.seenAt[token] ?? -Infinity;
      if (doc.priceUsd != null && price > 0 && (startedAt > seenAt || (startedAt === seenAt && row > (this.seenRow[token] ?? -1)))) {
        this.seenRate[token] = doc.priceUsd / (price / 1e18);
        this.seenAt[token] = startedAt;
        this.seenRow[token] = row;
      }
    }
    this.listedAts[row] = doc.listedAt ?? NaN;
    this.breedCounts[row] = doc.breedCount;
    this.stages[row] = doc.stage;
    this.sireIds[row] = doc.sireId;
    this.matronIds[row] = doc.matronId;
    for (const parent of new Set([doc.sireId, doc.matronId])) if (parent !== 0) (this.childrenOf.get(parent) ?? this.childrenOf.set(parent, []).get(parent)!).push(row);
    this.genes[row] = doc.genes;
    this.forSale[row] = doc.auctionType === 'Sale' ? 1 : 0;
    this.classCodes[row] = this.classes.code(doc.class);
    this.shapeCodes[row] = this.shapes.code(doc.bodyShape);
    this.colors[row] = doc.primaryColor;
    this.ownerCodes[row] = this.owners.code(doc.owner);
    const partClasses = new Array<string>(SLOTS);
    for (let slot = 0; slot < SLOTS; slot++) {
      const part = doc.parts[slot]!;
      const code = this.parts.code(part);
      this.partCodes[row * SLOTS + slot] = code;
      if (this.partClass[code] === undefined) {
        const entry = getPart(part);
        this.partClass[code] = entry?.class ?? '';
        const variant = entry ? partVariant(entry.specialGenes) : null;
        this.partVariantAt[code] = variant === null ? -1 : PART_VARIANTS.indexOf(variant);
        this.partGene[code] = this.geneNames.code(entry?.gen ?? part);
      }
      partClasses[slot] = this.partClass[code]!;
      if (this.partClass[code] === doc.class) this.purities[row]!++;
      if (this.partVariantAt[code]! >= 0) this.variantCounts[row * VARIANTS + this.partVariantAt[code]!]!++;
      this.dCodes[row * SLOTS + slot] = this.partGene[code]!;
      this.r1Codes[row * SLOTS + slot] = this.geneNames.code(doc.r1[slot]!);
      this.r2Codes[row * SLOTS + slot] = this.geneNames.code(doc.r2[slot]!);
    }
    const stats = statsFromClasses(doc.class, partClasses);
    for (let k = 0; k < STATS; k++) this.statValues[row * STATS + k] = stats[STAT_FIELDS[k]!];
    this.titleCodes[row] = doc.title ? AXIE_TITLES.indexOf(doc.title) + 1 : 0;
    let at = this.geneStart[row]!;
    for (const gene of doc.geneIds) this.geneCodes[at++] = this.geneNames.code(gene);
    this.geneStart[row + 1] = at;
  }

  /**
   * Patches the index in place with the current state of some axies (a listing, a sale, a
   * price change…): each one's row, if any, is retired and the axie is appended as a new row,
   * which searches scan beside the built rows. False, with nothing changed, when the spare rows
   * are used up: then `compacted(docs)` builds the next index.
   */
  upsert(docs: readonly IndexedAxie[]): boolean {
    if (this.size + docs.length > this.capacity) return false;
    for (const doc of docs) {
      const old = this.rowOfId.get(doc.id);
      if (old !== undefined) this.dead[old] = 1;
      this.fill(this.size, doc);
      this.size++;
    }
    return true;
  }

  /** Ids of every axie listed for sale. */
  listedIds(): number[] {
    return Array.from(this.match({ ...ANY_ROW, auctionType: 'Sale' }), (row) => this.ids[row]!);
  }

  /** Rows appended by patches (not yet compacted) that are current. */
  get patchedRows(): number {
    let live = 0;
    for (let row = this.baseSize; row < this.size; row++) if (!this.dead[row]) live++;
    return live;
  }

  /** Rows a patch can still append before the index must be compacted. */
  get spareLeft(): number {
    return this.capacity - this.size;
  }

  /** Rows kept for patches when the index was built. */
  get spareRows(): number {
    return this.capacity - this.baseSize;
  }

  /**
   * `compacted()` in steps (see inSteps): the rows in use when it starts are read a slice at a
   * time, so patches may go on meanwhile; those patches must then be applied to the result (the
   * rows they retire are skipped if already retired when read, and stand until re-applied otherwise).
   */
  *compactionSteps(): Generator<void, MarketIndex> {
    const end = this.size;
    const current: IndexedAxie[] = [];
    for (let row = 0; row < end; row++) {
      if (!this.dead[row]) current.push(this.docOf(row));
      if (row % BUILD_SLICE_ROWS === BUILD_SLICE_ROWS - 1) yield;
    }
    const { marketIndex, steps } = MarketIndex.inSteps(current);
    yield* steps;
    return marketIndex;
  }

  /** A fresh index of every current row and then `docs` (replacing rows of the same axies). */
  compacted(docs: readonly IndexedAxie[] = []): MarketIndex {
    const replaced = new Set(docs.map((d) => d.id));
    const current: IndexedAxie[] = [];
    for (let row = 0; row < this.size; row++) if (!this.dead[row] && !replaced.has(this.ids[row]!)) current.push(this.docOf(row));
    return new MarketIndex([...current, ...docs]);
  }

  /** The document a row was built from (the fields the index keeps). */
  docOf(row: number): IndexedAxie {
    const slots = (codes: Uint16Array, names: Codes) => Array.from(codes.subarray(row * SLOTS, row * SLOTS + SLOTS), (c) => names.values[c]!);
    const price = this.prices[row]!;
    const listedAt = this.listedAts[row]!;
    const scheduled = !Number.isNaN(this.endsAts[row]!);
    return {
      id: this.ids[row]!,
      genes: this.genes[row]!,
      class: this.classes.values[this.classCodes[row]!]!,
      stage: this.stages[row]!,
      breedCount: this.breedCounts[row]!,
      bodyShape: this.shapes.values[this.shapeCodes[row]!]!,
      primaryColor: this.colors[row]!,
      title: this.titleCodes[row] ? AXIE_TITLES[this.titleCodes[row]! - 1]! : null,
      parts: slots(this.partCodes, this.parts),
      r1: slots(this.r1Codes, this.geneNames),
      r2: slots(this.r2Codes, this.geneNames),
      geneIds: Array.from(this.geneCodes.subarray(this.geneStart[row]!, this.geneStart[row + 1]!), (c) => this.geneNames.values[c]!),
      owner: this.owners.values[this.ownerCodes[row]!]!,
      sireId: this.sireIds[row]!,
      matronId: this.matronIds[row]!,
      auctionType: this.forSale[row] ? 'Sale' : 'NotForSale',
      priceWei: Number.isNaN(price) ? null : BigInt(price).toString(),
      ...(scheduled ? { endPriceWei: BigInt(this.endPrices[row]!).toString(), endsAt: this.endsAts[row]! } : {}),
      ...(Number.isNaN(price) ? {} : { paymentToken: this.tokens.values[this.tokenCodes[row]!]! }),
      // what the marketplace's rate makes of it: the rebuilt index keeps that rate as its fallback
      priceUsd: Number.isNaN(price) ? null : this.usdAt(row, this.ratesOf(undefined), listedAt),
      listedAt: Number.isNaN(listedAt) ? null : listedAt,
    };
  }

  /**
   * True while the built price order is the USD order at any token prices: every listing in one
   * token and none on an auction schedule (the marketplace's usual case). Otherwise a price bound
   * is tested row by row and a price sort is made at the query's prices.
   */
  private get priceOrderHolds(): boolean {
    return this.tokens.values.length <= 1 && this.scheduledRows === 0;
  }

  /** USD per whole token by token code at `pricing` (the marketplace's last rate for a token it lacks; NaN: none known). */
  private ratesOf(pricing: Pricing | undefined): Float64Array {
    return Float64Array.from(this.tokens.values, (token, code) => pricing?.tokenUsd.get(token) ?? this.seenRate[code] ?? NaN);
  }

  /** The row's listing price at `at` in USD, to the cent, at `rates` (from ratesOf); NaN when not for sale. */
  private usdAt(row: number, rates: Float64Array, at: number): number {
    let units = this.prices[row]!;
    const endsAt = this.endsAts[row]!;
    if (!Number.isNaN(endsAt)) {
      const startedAt = this.listedAts[row]!;
      const share = endsAt <= startedAt ? 0 : Math.min(1, Math.max(0, (at - startedAt) / (endsAt - startedAt)));
      units += (this.endPrices[row]! - units) * share;
    }
    return Math.round((units / 1e18) * rates[this.tokenCodes[row]!]! * 100) / 100;
  }

  /** The listing's price now in USD at `pricing` (to the cent), or null when the row is not for sale. */
  usdOf(row: number, pricing?: Pricing): number | null {
    const usd = this.usdAt(row, this.ratesOf(pricing), pricing?.at ?? Date.now());
    return Number.isNaN(usd) ? null : usd;
  }

  /** The order of a sort between two rows (ties by id, like the store's sort specs); price sorts at `pricing` when the built order does not hold. */
  private comparator(sort: SortBy, pricing?: Pricing): (a: number, b: number) => number {
    const { ids, listedAts, prices } = this;
    if ((sort === 'PriceAsc' || sort === 'PriceDesc') && !this.priceOrderHolds) {
      const rates = this.ratesOf(pricing);
      const at = pricing?.at ?? Date.now();
      const usd = (row: number) => this.usdAt(row, rates, at);
      return sort === 'PriceAsc'
        ? (a, b) => compareNullsFirst(usd(a), usd(b)) || ids[a]! - ids[b]!
        : (a, b) => compareNullsFirst(usd(b), usd(a)) || ids[a]! - ids[b]!;
    }
    switch (sort) {
      case 'PriceAsc':
        return (a, b) => compareNullsFirst(prices[a]!, prices[b]!) || ids[a]! - ids[b]!;
      case 'PriceDesc':
        return (a, b) => compareNullsFirst(prices[b]!, prices[a]!) || ids[a]! - ids[b]!;
      case 'IdAsc':
        return (a, b) => ids[a]! - ids[b]!;
      case 'IdDesc':
        return (a, b) => ids[b]! - ids[a]!;
      case 'Latest':
        return (a, b) => compareNullsFirst(listedAts[b]!, listedAts[a]!) || ids[a]! - ids[b]!;
    }
  }

  /**
   * Two row lists, each in the order of `compare`, merged (ties: `a` first); the first `limit`
   * only. `b` is the few patched rows and `a` the built ones, often most of the market: each row
   * of `b` finds its place in `a` by binary search, and the runs of `a` between are copied whole,
   * so a search pays for the patches, not a comparison per matched row.
   */
  private static merge(a: Int32Array, b: Int32Array, compare: (x: number, y: number) => number, limit: number): Int32Array {
    const out = new Int32Array(Math.min(limit, a.length + b.length));
    let i = 0;
    let k = 0;
    for (let j = 0; j < b.length && k < out.length; j++) {
      // the first row of a[i..] that goes after b[j]
      let lo = i;
      let hi = a.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(a[mid]!, b[j]!) <= 0) lo = mid + 1;
        else hi = mid;
      }
      const run = Math.min(lo - i, out.length - k);
      out.set(a.subarray(i, i + run), k);
      k += run;
      i += run;
      if (k < out.length) out[k++] = b[j]!;
    }
    if (k < out.length) out.set(a.subarray(i, i + out.length - k), k);
    return out;
  }

  /** The row of an axie id, if it is in the market. */
  rowOf(id: number): number | undefined {
    return this.rowOfId.get(id);
  }

  /**
   * Rows that may be relatives of the axie (its parents, its children, and the children of its
   * parents): the only rows the engine's breeding rule can refuse besides the breed limit.
   */
  possibleRelatives(axie: { id: number; sireId: number; matronId: number }): number[] {
    const rows = [...(this.childrenOf.get(axie.id) ?? [])];
    for (const parent of [axie.sireId, axie.matronId]) {
      if (parent === 0) continue;
      const row = this.rowOfId.get(parent);
      if (row !== undefined) rows.push(row);
      rows.push(...(this.childrenOf.get(parent) ?? []));
    }
    // a patched axie has a retired row and a current one: answer the current
    return [...new Set(rows.map((row) => (this.dead[row] ? this.rowOfId.get(this.ids[row]!)! : row)))];
  }

  /** Memory held, estimated: typed arrays at their length, strings at 1 byte a character. */
  approxBytes(): number {
    const arrays = [
      this.ids, this.prices, this.tokenCodes, this.endPrices, this.endsAts, this.listedAts, this.dead, this.breedCounts, this.stages, this.sireIds, this.matronIds, this.forSale, this.classCodes, this.shapeCodes, this.colors,
      this.ownerCodes, this.partCodes, this.r1Codes, this.r2Codes, this.dCodes, this.purities, this.variantCounts, this.statValues, this.titleCodes,
      this.geneStart, this.geneCodes,
      ...this.byClass, ...this.byBreedCount, ...this.byPart, ...this.byGene, ...this.byOwner, this.byAuction.Sale, this.byAuction.NotForSale,
      ...Object.values(this.orders).flatMap((o) => [o.rows, o.rank]),
    ];
    const strings = this.genes.reduce((s, g) => s + g.length + 16, 0) + this.owners.values.reduce((s, o) => s + o.length + 16, 0);
    // the id → row map and the children lists: about 40 bytes an entry each in V8
    return arrays.reduce((s, a) => s + a.byteLength, 0) + strings + this.size * 80;
  }

  /**
   * The index as plain values (what an index file holds): every typed column, posting list and
   * sort order, the code tables and the sizes. The id → row map and the children lists are not
   * included: `fromColumns` derives them from the rows.
   */
  toColumns(): IndexColumns {
    const orders = Object.fromEntries(Object.entries(this.orders).flatMap(([sort, o]) => [[`${sort}.rows`, o.rows], [`${sort}.rank`, o.rank]]));
    return {
      sizes: { size: this.size, baseSize: this.baseSize, capacity: this.capacity, firstPriced: this.firstPriced },
      arrays: {
        ids: this.ids, prices: this.prices, tokenCodes: this.tokenCodes, endPrices: this.endPrices, endsAts: this.endsAts, breedCounts: this.breedCounts, stages: this.stages, sireIds: this.sireIds, matronIds: this.matronIds, listedAts: this.listedAts,
        dead: this.dead, forSale: this.forSale, classCodes: this.classCodes, shapeCodes: this.shapeCodes, colors: this.colors, ownerCodes: this.ownerCodes,
        partCodes: this.partCodes, r1Codes: this.r1Codes, r2Codes: this.r2Codes, dCodes: this.dCodes, purities: this.purities, variantCounts: this.variantCounts,
        statValues: this.statValues, titleCodes: this.titleCodes, geneStart: this.geneStart, geneCodes: this.geneCodes,
        'byAuction.Sale': this.byAuction.Sale, 'byAuction.NotForSale': this.byAuction.NotForSale, ...orders,
      },
      lists: { byClass: this.byClass, byBreedCount: this.byBreedCount, byPart: this.byPart, byGene: this.byGene, byOwner: this.byOwner },
      codes: { classes: this.classes.values, shapes: this.shapes.values, owners: this.owners.values, parts: this.parts.values, geneNames: this.geneNames.values, partClass: this.partClass, tokens: this.tokens.values },
      numbers: { partVariantAt: this.partVariantAt, partGene: this.partGene, seenRate: this.seenRate, seenAt: this.seenAt },
      genes: this.genes.slice(0, this.size),
    };
  }

  /** The index `toColumns` described (the arrays are used as they are, not copied). */
  static fromColumns(columns: IndexColumns): MarketIndex {
    const started = performance.now();
    const marketIndex = Object.create(MarketIndex.prototype) as MarketIndex;
    const { arrays, lists, codes, numbers } = columns;
    const orderOf = (sort: string) => ({ rows: arrays[`${sort}.rows`] as Int32Array, rank: arrays[`${sort}.rank`] as Int32Array });
    Object.assign(marketIndex, columns.sizes, {
      ...Object.fromEntries(Object.entries(arrays).filter(([name]) => !name.includes('.'))),
      genes: columns.genes,
      byAuction: { Sale: arrays['byAuction.Sale'], NotForSale: arrays['byAuction.NotForSale'] },
      orders: { PriceDesc: orderOf('PriceDesc'), IdAsc: orderOf('IdAsc'), IdDesc: orderOf('IdDesc'), Latest: orderOf('Latest') },
      ...lists,
      classes: Codes.of(codes.classes!), shapes: Codes.of(codes.shapes!), owners: Codes.of(codes.owners!), parts: Codes.of(codes.parts!), geneNames: Codes.of(codes.geneNames!),
      tokens: Codes.of(codes.tokens!), seenRate: [...numbers.seenRate!], seenAt: [...numbers.seenAt!], seenRow: [], scheduledRows: 0,
      partClass: [...codes.partClass!], partVariantAt: [...numbers.partVariantAt!], partGene: [...numbers.partGene!],
      rowOfId: new Map<number, number>(),
      childrenOf: new Map<number, number[]>(),
    });
    // as fill() made them, row after row: a patched axie's later row wins its id
    const { ids, sireIds, matronIds } = arrays as { ids: Float64Array; sireIds: Float64Array; matronIds: Float64Array };
    for (let row = 0; row < marketIndex.size; row++) {
      marketIndex.rowOfId.set(ids[row]!, row);
      if (!Number.isNaN(marketIndex.endsAts[row]!)) marketIndex.scheduledRows++;
      const sire = sireIds[row]!;
      const matron = matronIds[row]!;
      if (sire !== 0) (marketIndex.childrenOf.get(sire) ?? marketIndex.childrenOf.set(sire, []).get(sire)!).push(row);
      if (matron !== 0 && matron !== sire) (marketIndex.childrenOf.get(matron) ?? marketIndex.childrenOf.set(matron, []).get(matron)!).push(row);
    }
    lastBuild = { axies: marketIndex.size, buildMs: Math.round(performance.now() - started), bytes: marketIndex.approxBytes(), from: 'file' };
    return marketIndex;
  }

  /** The class of a row. */
  classOf(row: number): string {
    return this.classes.values[this.classCodes[row]!]!;
  }

  /** Rows matching `q`, in PriceAsc order; the first `limit` only when given. */
  match(q: RowQuery, limit = Infinity): Int32Array {
    if (!this.priceOrderHolds) {
      // the rows' order is not the USD order at the query's prices: every match, sorted at them
      const compare = this.comparator('PriceAsc', q.pricing);
      const built = this.matchBuilt(q, Infinity);
      const keep = this.predicate(q, new Set());
      const skip = new Set(q.excludeIds);
      const patched: number[] = [];
      for (let row = this.baseSize; row < this.size; row++) if (keep(row) && !skip.has(this.ids[row]!)) patched.push(row);
      const all = new Int32Array(built.length + patched.length);
      all.set(built);
      all.set(patched, built.length);
      return all.sort(compare).subarray(0, limit);
    }
    const built = this.matchBuilt(q, limit);
    if (this.size === this.baseSize) return built;
    // rows appended by patches: few, so each is tested against every condition
    const keep = this.predicate(q, new Set());
    const skip = new Set(q.excludeIds);
    const patched: number[] = [];
    for (let row = this.baseSize; row < this.size; row++) if (keep(row) && !skip.has(this.ids[row]!)) patched.push(row);
    const compare = this.comparator('PriceAsc');
    return MarketIndex.merge(built, Int32Array.from(patched).sort(compare), compare, limit);
  }

  /** The built rows matching `q`, ascending (that is, in PriceAsc order). */
  private matchBuilt(q: RowQuery, limit: number): Int32Array {
    // the price cap is a row range: rows are in price order, the priced ones from firstPriced
    let from = 0;
    let to = this.baseSize;
    const priceRange = q.maxPriceUsd !== null && this.priceOrderHolds;
    if (priceRange) {
      from = this.firstPriced;
      to = this.upperBoundPrice(q.maxPriceUsd!, q.pricing);
    }
    const inRange = (list: Int32Array) => (from === 0 && to === this.baseSize ? list : list.subarray(lowerBound(list, from), lowerBound(list, to)));
    // each source: the rows (within the range) that satisfy one condition, as one list or any of
    // several; its key names the check it makes redundant
    const sources: Array<{ key: string; rows: Int32Array | Int32Array[] }> = [];
    const codesOf = (codes: Codes, values: readonly string[]) => values.map((v) => codes.find(v)).filter((c): c is number => c !== undefined);
    const anyOf = (lists: Int32Array[]) => (lists.length === 1 ? lists[0]! : lists);
    // codes first seen in patched rows have no posting list: no built row holds them
    const posting = (lists: Int32Array[], code: number) => inRange(lists[code] ?? EMPTY);
    if (q.classes.length) sources.push({ key: 'classes', rows: codesOf(this.classes, q.classes).map((c) => posting(this.byClass, c)) });
    q.partGroups.forEach((group, i) => sources.push({ key: `part${i}`, rows: anyOf(codesOf(this.parts, group).map((c) => posting(this.byPart, c))) }));
    (q.geneGroups ?? []).forEach((group, i) => sources.push({ key: `gene${i}`, rows: anyOf(codesOf(this.geneNames, group).map((c) => posting(this.byGene, c))) }));
    if (q.owner !== null) {
      const code = this.owners.find(q.owner);
      sources.push({ key: 'owner', rows: code === undefined ? EMPTY : posting(this.byOwner, code) });
    }
    if (q.breedCount) {
      const lists = [];
      for (let b = Math.max(0, q.breedCount[0]); b <= Math.min(q.breedCount[1], this.byBreedCount.length - 1); b++) lists.push(inRange(this.byBreedCount[b] ?? EMPTY));
      sources.push({ key: 'breedCount', rows: lists });
    }
    if (q.auctionType) sources.push({ key: 'auctionType', rows: inRange(this.byAuction[q.auctionType]) });
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
    const keep = this.predicate(q, guaranteed);
    // the excluded ids as ascending rows, passed over with a cursor (a look-up per row costs more)
    const skip = Int32Array.from(new Set(q.excludeIds.map((id) => this.rowOfId.get(id) ?? -1).filter((row) => row >= 0))).sort();
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

  /** Rows from `match` in the order of `sort` (ties by id, like the store's sort specs); the first `limit` only when given. */
  ordered(rows: Int32Array, sort: SortBy, limit = Infinity, pricing?: Pricing): Int32Array {
    if (sort === 'PriceAsc') return rows.subarray(0, limit);
    if (sort === 'PriceDesc' && !this.priceOrderHolds) return Int32Array.from(rows).sort(this.comparator(sort, pricing)).subarray(0, limit);
    if (this.size === this.baseSize) return this.orderedBuilt(rows, sort, limit);
    const built = rows.filter((row) => row < this.baseSize);
    if (built.length === rows.length) return this.orderedBuilt(rows, sort, limit);
    const compare = this.comparator(sort);
    const patched = rows.filter((row) => row >= this.baseSize).sort(compare);
    return MarketIndex.merge(this.orderedBuilt(built, sort, limit), patched, compare, limit);
  }

  private orderedBuilt(rows: Int32Array, sort: Exclude<SortBy, 'PriceAsc'>, limit: number): Int32Array {
    const { rows: byRank, rank } = this.orders[sort];
    if (limit < rows.length && rows.length * 8 > this.baseSize) {
      // many rows, a short page: walk the sort's order and keep the marked rows
      const marked = new Uint8Array(this.baseSize);
      for (const row of rows) marked[row] = 1;
      const page = new Int32Array(limit);
      let found = 0;
      for (let k = 0; k < byRank.length && found < limit; k++) if (marked[byRank[k]!]) page[found++] = byRank[k]!;
      return page;
    }
    const ranks = Int32Array.from(rows, (row) => rank[row]!).sort();
    return ranks.subarray(0, limit).map((k) => byRank[k]!);
  }

  /** A set of base gene names as a table indexed by gene code (1 = in the set), for the hot loops. */
  geneTable(genes: Iterable<string>): Uint8Array {
    const table = new Uint8Array(this.geneNames.values.length);
    for (const gene of genes) {
      const code = this.geneNames.find(gene);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }

  /** How many of the row's R1/R2 genes of part type `slot` are in `genes` (0..2). */
  recessiveHits(row: number, slot: number, genes: Uint8Array): number {
    return genes[this.r1Codes[row * SLOTS + slot]!]! + genes[this.r2Codes[row * SLOTS + slot]!]!;
  }

  /** Which of the row's D/R1/R2 genes of part type `slot` are in `genes` (bit 0 D, 1 R1, 2 R2; the engine's slot mask). */
  slotMask(row: number, slot: number, genes: Uint8Array): number {
    const at = row * SLOTS + slot;
    return genes[this.dCodes[at]!]! | (genes[this.r1Codes[at]!]! << 1) | (genes[this.r2Codes[at]!]! << 2);
  }

  /**
   * Per row of `rows`, its slot masks for each of `wanted` (gene tables from geneTable) packed 3
   * bits each, first group highest: the breeding search's grouping key, in one pass.
   */
  slotKeys(rows: Int32Array, wanted: ReadonlyArray<{ slot: number; genes: Uint8Array }>): Int32Array {
    const keys = new Int32Array(rows.length);
    const { dCodes, r1Codes, r2Codes } = this;
    for (const { slot, genes } of wanted) {
      for (let i = 0; i < rows.length; i++) {
        const at = rows[i]! * SLOTS + slot;
        keys[i] = (keys[i]! << 3) | genes[dCodes[at]!]! | (genes[r1Codes[at]!]! << 1) | (genes[r2Codes[at]!]! << 2);
      }
    }
    return keys;
  }

  /** First row whose USD price at `pricing` is above `max` (rows with a price are ascending from firstPriced, in one token). */
  private upperBoundPrice(max: number, pricing: Pricing | undefined): number {
    const rates = this.ratesOf(pricing);
    let lo = this.firstPriced;
    let hi = this.baseSize;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.usdAt(mid, rates, 0) <= max) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Every condition of the query but the excluded ids (match skips those) as one check on the
   * columns, but those `guaranteed` by the candidates: one function over local tables (a test
   * per row of a scan, so no call per condition).
   */
  private predicate(q: RowQuery, guaranteed: ReadonlySet<string>): (row: number) => boolean {
    // a set of codes as a table indexed by code (1 = in the set): one array read per test
    const table = (codes: Codes, values: readonly string[]) => {
      const out = new Uint8Array(codes.values.length);
      for (const value of values) {
        const code = codes.find(value);
        if (code !== undefined) out[code] = 1;
      }
      return out;
    };
    const { forSale, breedCounts, stages, classCodes, shapeCodes, colors, ownerCodes, partCodes, geneStart, geneCodes } = this;
    const auction = q.auctionType && !guaranteed.has('auctionType') ? (q.auctionType === 'Sale' ? 1 : 0) : -1;
    const maxPrice = q.maxPriceUsd !== null && !guaranteed.has('price') ? q.maxPriceUsd : null;
    const rates = maxPrice === null ? null : this.ratesOf(q.pricing);
    const at = q.pricing?.at ?? Date.now();
    const [minBreeds, maxBreeds] = q.breedCount && !guaranteed.has('breedCount') ? q.breedCount : [-Infinity, Infinity];
    const stage = q.stage ?? -1;
    const classes = q.classes.length && !guaranteed.has('classes') ? table(this.classes, q.classes) : null;
    const shapes = q.bodyShapes.length ? table(this.shapes, q.bodyShapes) : null;
    const wantedColors = q.primaryColors.length ? new Set(q.primaryColors) : null;
    // -2: no condition; -1: an owner the market does not hold
    const owner = q.owner !== null && !guaranteed.has('owner') ? (this.owners.find(q.owner) ?? -1) : -2;
    const notOwner = q.notOwner !== undefined ? (this.owners.find(q.notOwner) ?? -1) : -2;
    const partTables = q.partGroups.filter((_, i) => !guaranteed.has(`part${i}`)).map((group) => table(this.parts, group));
    const refused = q.excludeParts.length ? table(this.parts, q.excludeParts) : null;
    const geneTables = (q.geneGroups ?? []).filter((_, i) => !guaranteed.has(`gene${i}`)).map((group) => table(this.geneNames, group));
    // the filters on the axie itself: per condition, a table of accepted values or a range
    const accepted = (values: readonly number[], size: number) => {
      const out = new Uint8Array(size);
      for (const v of values) if (v >= 0 && v < size) out[v] = 1;
      return out;
    };
    const { purities, variantCounts, statValues, titleCodes } = this;
    const purityOk = q.purities?.length ? accepted(q.purities, SLOTS + 1) : null;
    const variantChecks = (q.variantCounts ?? []).map(({ variant, counts }) => ({ at: PART_VARIANTS.indexOf(variant), ok: accepted(counts, SLOTS + 1) }));
    const statChecks = (q.stats ?? []).map(({ stat, range }) => ({ at: STAT_FIELDS.indexOf(stat), min: range[0], max: range[1] }));
    const titleOk = q.titles?.length ? accepted(q.titles.map((t) => AXIE_TITLES.indexOf(t) + 1), AXIE_TITLES.length + 1) : null;
    const showsAny = (row: number, wanted: Uint8Array) => {
      for (let at = row * SLOTS, end = at + SLOTS; at < end; at++) if (wanted[partCodes[at]!] === 1) return true;
      return false;
    };
    const { dead } = this;
    return (row) => {
      if (dead[row] === 1) return false;
      if (auction !== -1 && forSale[row] !== auction) return false;
      if (maxPrice !== null && !(this.usdAt(row, rates!, at) <= maxPrice)) return false; // NaN (no price, no rate) fails
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
}
