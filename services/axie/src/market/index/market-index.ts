import { AXIE_TITLES } from '@criadero/genetics';
import type { SortBy } from '@criadero/api-contracts/axie';
import { BUILD_SLICE_ROWS, SLOTS, approxBytes, buildSteps, defaultSpare, fillFromBatches, fillRow } from './index-build';
import type { Codes } from './row-lists';
import { match } from './row-match';
import { ordered } from './row-order';
import { ratesOf, usdAt } from './row-prices';
import { ANY_ROW, type Pricing, type RowQuery, type IndexedAxie } from './row-query';
import { fillFromColumns, toColumns, type IndexColumns } from './saved-columns';

/**
 * An in-memory index of one market dataset, built from the store's documents (the store stays
 * the system of record): columns in typed arrays with rows in PriceAsc order (price ascending,
 * no price first, then id), posting lists per class, breed count, shown part, carried gene,
 * owner and listing state, and the row order of every other sort. A search picks its most
 * selective posting list, checks the other conditions on the columns and orders by rank, so it
 * never reads the whole market.
 *
 * This file holds the columns and the calls; the work is done beside it: the build
 * (index-build.ts), the saved columns (saved-columns.ts), the matching (row-match.ts), the orders
 * (row-order.ts) and the prices (row-prices.ts). Those read and fill the columns directly, so the
 * columns are not private; outside this folder, use the methods.
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
  readonly tokenCodes!: Uint8Array;
  /** an auction's end price (base units) and end time (unix ms); NaN for a fixed price */
  readonly endPrices!: Float64Array;
  readonly endsAts!: Float64Array;
  readonly tokens!: Codes;
  /** per token code, the USD per token the marketplace showed on its newest listing, and that listing's start */
  readonly seenRate!: number[];
  readonly seenAt!: number[];
  /** the row that rate was read from, while the index is built (after a read from a file: none, a later row wins a tie) */
  readonly seenRow!: number[];
  /** rows with an auction schedule (their price moves with time; retired rows included) */
  scheduledRows!: number;
  readonly breedCounts!: Uint8Array;
  readonly stages!: Uint8Array;
  readonly sireIds!: Float64Array;
  readonly matronIds!: Float64Array;
  readonly genes!: string[];
  readonly listedAts!: Float64Array;
  /** 1 = the row was replaced by a newer one of the same axie (a patch) */
  readonly dead!: Uint8Array;
  readonly forSale!: Uint8Array;
  readonly classCodes!: Uint8Array;
  readonly shapeCodes!: Uint8Array;
  readonly colors!: Int32Array;
  readonly ownerCodes!: Int32Array;
  /** per row, SLOTS shown-part codes, then recessive gene codes (PART_TYPES order) */
  readonly partCodes!: Uint16Array;
  readonly r1Codes!: Uint16Array;
  readonly r2Codes!: Uint16Array;
  /** per row, the base gene of the shown part (the D slot), as a gene code */
  readonly dCodes!: Uint16Array;
  /** per row, shown parts of its class (0..6) */
  readonly purities!: Uint8Array;
  /** per row, VARIANTS counts of shown variant parts (PART_VARIANTS order) */
  readonly variantCounts!: Uint8Array;
  /** per row, STATS classic stats (STAT_FIELDS order) */
  readonly statValues!: Uint8Array;
  /** per row, 0 = no title, else 1 + index in AXIE_TITLES */
  readonly titleCodes!: Uint8Array;
  /** carried genes (geneIds) of row r: geneCodes[geneStart[r] .. geneStart[r + 1]) */
  readonly geneStart!: Int32Array;
  readonly geneCodes!: Uint16Array;
  readonly classes!: Codes;
  readonly shapes!: Codes;
  readonly owners!: Codes;
  readonly parts!: Codes;
  readonly geneNames!: Codes;
  /** per shown part code: its class, its variant's index (-1 = none) and its base gene's code */
  readonly partClass!: string[];
  readonly partVariantAt!: number[];
  readonly partGene!: number[];
  readonly byClass!: Int32Array[];
  readonly byBreedCount!: Int32Array[];
  readonly byPart!: Int32Array[];
  readonly byGene!: Int32Array[];
  readonly byOwner!: Int32Array[];
  readonly byAuction!: Record<'Sale' | 'NotForSale', Int32Array>;
  readonly rowOfId!: Map<number, number>;
  /** rows whose sire or matron is the key (an axie id) */
  readonly childrenOf!: Map<number, number[]>;
  /** rows with a price: [firstPriced, baseSize), ascending price */
  readonly firstPriced!: number;
  /** per sort: rank → row, and row → rank (built rows only) */
  readonly orders!: Record<Exclude<SortBy, 'PriceAsc'>, { rows: Int32Array; rank: Int32Array }>;

  /**
   * Builds the index of `docs`. `spare` rows are kept free for patches (`upsert`): by default an
   * eighth of the market, at least 4,096. `recordBuild: false`: a scratch index (the alerts' few
   * changed listings) that the bench's figures must not report.
   */
  constructor(docs: readonly IndexedAxie[], spare = defaultSpare(docs.length), options: { recordBuild?: boolean } = {}) {
    const steps = buildSteps(this, docs, spare, options);
    while (!steps.next().done); // all of it, now
  }

  /**
   * The index `new MarketIndex(docs, spare)` gives, built a slice at a time: the caller runs
   * `steps` (a few milliseconds each at 200,000 axies) and may let other work run between them.
   */
  static inSteps(docs: readonly IndexedAxie[], spare = defaultSpare(docs.length)): { marketIndex: MarketIndex; steps: Generator<void, void> } {
    const marketIndex = Object.create(MarketIndex.prototype) as MarketIndex;
    return { marketIndex, steps: buildSteps(marketIndex, docs, spare, {}) };
  }

  /** The index of the documents `read` gives, built batch by batch as they are read, never all held at once (see fillFromBatches). */
  static fromBatches(read: (fields: readonly (keyof IndexedAxie)[]) => AsyncIterable<readonly IndexedAxie[]>, spareRows?: number): Promise<MarketIndex> {
    return fillFromBatches(Object.create(MarketIndex.prototype) as MarketIndex, read, spareRows);
  }

  /** The index as plain values, what an index file holds (see saved-columns.ts). */
  toColumns(): IndexColumns {
    return toColumns(this);
  }

  /** The index `toColumns` described (the arrays are used as they are, not copied). */
  static fromColumns(columns: IndexColumns): MarketIndex {
    return fillFromColumns(Object.create(MarketIndex.prototype) as MarketIndex, columns);
  }

  /** Memory held, estimated: typed arrays at their length, strings at 1 byte a character. */
  approxBytes(): number {
    return approxBytes(this);
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
      fillRow(this, this.size, doc);
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
      priceUsd: Number.isNaN(price) ? null : usdAt(this, row, ratesOf(this, undefined), listedAt),
      listedAt: Number.isNaN(listedAt) ? null : listedAt,
    };
  }


  /** The listing's price now in USD at `pricing` (to the cent), or null when the row is not for sale. */
  usdOf(row: number, pricing?: Pricing): number | null {
    const usd = usdAt(this, row, ratesOf(this, pricing), pricing?.at ?? Date.now());
    return Number.isNaN(usd) ? null : usd;
  }

  /** Rows matching `q`, in PriceAsc order; the first `limit` only when given. */
  match(q: RowQuery, limit = Infinity): Int32Array {
    return match(this, q, limit);
  }

  /** Rows from `match` in the order of `sort` (ties by id, like the store's sort specs); the first `limit` only when given. */
  ordered(rows: Int32Array, sort: SortBy, limit = Infinity, pricing?: Pricing): Int32Array {
    return ordered(this, rows, sort, limit, pricing);
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

  /** The class of a row. */
  classOf(row: number): string {
    return this.classes.values[this.classCodes[row]!]!;
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

}
