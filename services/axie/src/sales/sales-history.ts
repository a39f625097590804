import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { getPart } from '@criadero/genetics';
import { CpuSlices } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import type { AxieDoc, SaleDoc } from '../market/store/axie-doc';
import { AXIES, SALES, type AxiesRepository, type MarketMeta } from '../market/store/axies-repository';
import type { ChangeLogFollower } from '../market/index/change-log-follower';
import { Codes } from '../market/index/row-lists';
import { bucketFor, priceStats, type Bucket, type PriceStats, type SeriesPoint } from './stats';

export interface SalesQuery {
  classes?: string[];
  parts?: string[];
  breedCount?: number[];
  priceUsd?: number[];
  days?: number;
  page: number;
  pageSize: number;
}

/** One sale of a page, with what the answer shows of the sold axie. */
interface SaleRow {
  sale: SaleDoc;
  axie: Pick<AxieDoc, 'class' | 'breedCount'>;
}

export interface PartPrice {
  partId: string;
  name: string;
  type: string;
  class: string;
  count: number;
  medianUsd: number;
}

export interface SalesHistory {
  rows: SaleRow[];
  total: number;
  stats: PriceStats;
  bucket: Bucket;
  series: SeriesPoint[];
  byPart: PartPrice[];
  scanned: number;
  truncated: boolean;
  /** day of the newest sale in the data (YYYY-MM-DD), '' without sales: what the data is as of */
  asOf: string;
}

export const SALES_HISTORY_LIMITS = {
  /** most sales one answer's statistics cover (newest first) */
  maxScan: 50_000,
  /** parts listed in the per-part view, most sold first */
  maxParts: 30,
  /** a part needs this many sales to get a median */
  minPartSales: 3,
  /** answers kept per filter (pages of one filter are cut from the same answer) */
  cachedAnswers: 64,
  /** how long the index is trusted before the market meta is read again (ms): imports by other instances */
  metaRefreshMs: 1000,
};

const DAY = 86_400;
const PARTS_PER_AXIE = 6;

/** What one filter selects and its statistics; pages are cut from `positions`. */
interface Answer {
  positions: Int32Array;
  stats: PriceStats;
  bucket: Bucket;
  series: SeriesPoint[];
  byPart: PartPrice[];
  truncated: boolean;
}

/**
 * Every past sale of the market joined with its axie's class, breed count and shown parts, in
 * columns (typed arrays) sorted newest first, with the sales of each part and each class listed
 * (posting lists) and each sale's day, week and month precomputed. Built once when the sales data
 * lands, it answers a sales-history request by scanning columns instead of the store: a few
 * milliseconds at 20,000 axies, where joining in the store took over 20 s.
 */
export class SalesIndex {
  private readonly answers = new Map<string, Answer>();

  private constructor(
    /** sales, newest first (timestamp desc, then _id asc: the store's order) */
    private readonly sales: SaleDoc[],
    private readonly timestamp: Float64Array,
    private readonly price: Float64Array,
    private readonly classCode: Uint8Array,
    private readonly breedCount: Uint8Array,
    /** PARTS_PER_AXIE part codes per sale */
    private readonly partCode: Uint16Array,
    /** start (unix seconds) of each sale's day, week (Monday) and month */
    private readonly starts: Record<Bucket, Float64Array>,
    private readonly classes: Codes,
    private readonly parts: Codes,
    /** positions of the sales of each part code, ascending */
    private readonly byPartCode: Int32Array[],
  ) {}

  get size(): number {
    return this.sales.length;
  }

  /** Day of the newest sale (YYYY-MM-DD), '' without sales. */
  get asOf(): string {
    return this.sales.length ? new Date(this.timestamp[0]! * 1000).toISOString().slice(0, 10) : '';
  }

  /** Reads the sales and the sold axies' fields from the store and builds the index, yielding between steps. */
  static async build(store: Store): Promise<SalesIndex> {
    const saleDocs = await store.collection<SaleDoc>(SALES).find({});
    await yieldToLoop();
    const axieDocs = await store.collection<AxieDoc>(AXIES).find({}, { projection: { id: 1, class: 1, breedCount: 1, parts: 1 } });
    await yieldToLoop();
    const axies = new Map(axieDocs.map((a) => [a.id, a]));
    const sales = saleDocs.filter((s) => axies.has(s.axieId));
    sales.sort((a, b) => b.timestamp - a.timestamp || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    await yieldToLoop();

    const n = sales.length;
    const classes = new Codes();
    const parts = new Codes();
    const timestamp = new Float64Array(n);
    const price = new Float64Array(n);
    const classCode = new Uint8Array(n);
    const breedCount = new Uint8Array(n);
    const partCode = new Uint16Array(n * PARTS_PER_AXIE);
    const starts = { day: new Float64Array(n), week: new Float64Array(n), month: new Float64Array(n) };
    const monthOfDay = new Map<number, number>();
    const partCounts: number[] = [];
    // part ids carry their type (`mouth-…`), so an axie's six shown parts are six different codes
    for (let i = 0; i < n; i++) {
      const sale = sales[i]!;
      const axie = axies.get(sale.axieId)!;
      timestamp[i] = sale.timestamp;
      price[i] = sale.priceUsd;
      classCode[i] = classes.code(axie.class);
      breedCount[i] = axie.breedCount;
      for (let k = 0; k < PARTS_PER_AXIE; k++) {
        const code = parts.code(axie.parts[k] ?? '');
        partCode[i * PARTS_PER_AXIE + k] = code;
        partCounts[code] = (partCounts[code] ?? 0) + 1;
      }
      const day = Math.floor(sale.timestamp / DAY);
      starts.day[i] = day * DAY;
      starts.week[i] = (day - ((day + 3) % 7)) * DAY; // 1970-01-01 was a Thursday
      let month = monthOfDay.get(day);
      if (month === undefined) {
        const d = new Date(day * DAY * 1000);
        month = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
        monthOfDay.set(day, month);
      }
      starts.month[i] = month;
    }
    const byPartCode = partCounts.map((count) => new Int32Array(count));
    const filled = new Int32Array(partCounts.length);
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < PARTS_PER_AXIE; k++) {
        const code = partCode[i * PARTS_PER_AXIE + k]!;
        byPartCode[code]![filled[code]!++] = i;
      }
    }
    return new SalesIndex(sales, timestamp, price, classCode, breedCount, partCode, starts, classes, parts, byPartCode);
  }

  /** The sales matching the filters, newest first: a page of rows and the statistics of them all. */
  async query(q: SalesQuery): Promise<SalesHistory> {
    const answer = await this.answer(q);
    const rows = Array.from(answer.positions.subarray((q.page - 1) * q.pageSize, q.page * q.pageSize), (i) => ({
      sale: this.sales[i]!,
      axie: { class: this.classes.values[this.classCode[i]!]!, breedCount: this.breedCount[i]! },
    }));
    return {
      rows,
      total: answer.positions.length,
      stats: answer.stats,
      bucket: answer.bucket,
      series: answer.series,
      byPart: answer.byPart,
      scanned: answer.positions.length,
      truncated: answer.truncated,
      asOf: this.asOf,
    };
  }

  private async answer(q: SalesQuery): Promise<Answer> {
    const key = JSON.stringify([q.classes ? [...q.classes].sort() : null, q.parts ? [...q.parts].sort() : null, q.breedCount ?? null, q.priceUsd ?? null, q.days ?? null]);
    let answer = this.answers.get(key);
    if (answer) {
      this.answers.delete(key); // most recently used last
    } else {
      answer = await this.compute(q);
      if (this.answers.size >= SALES_HISTORY_LIMITS.cachedAnswers) this.answers.delete(this.answers.keys().next().value!);
    }
    this.answers.set(key, answer);
    return answer;
  }

  /** Each step is a few milliseconds at 20,000 axies; the loop gets a turn between steps. */
  private async compute(q: SalesQuery): Promise<Answer> {
    const slices = new CpuSlices({ sliceMs: 10 });
    const positions = this.select(q);
    await slices.tick();
    const truncated = positions.length > SALES_HISTORY_LIMITS.maxScan;
    const selected = truncated ? positions.subarray(0, SALES_HISTORY_LIMITS.maxScan) : positions;
    const n = selected.length;
    const prices = new Float64Array(n);
    for (let j = 0; j < n; j++) prices[j] = this.price[selected[j]!]!;
    const span = n ? this.timestamp[selected[0]!]! - this.timestamp[selected[n - 1]!]! : 0;
    const bucket = bucketFor(span);
    const stats = priceStats(prices);
    await slices.tick();
    const series = this.series(selected, bucket);
    await slices.tick();
    return { positions: selected, stats, bucket, series, byPart: this.partPrices(selected), truncated };
  }

  /** Positions of the matching sales, ascending (newest first). */
  private select(q: SalesQuery): Int32Array {
    const n = this.sales.length;
    // sales are newest first: "the last N days before the newest sale" is a prefix
    let end = n;
    if (q.days && n) {
      const cutoff = this.timestamp[0]! - q.days * DAY;
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.timestamp[mid]! >= cutoff) lo = mid + 1;
        else hi = mid;
      }
      end = lo;
    }
    const wantedParts: number[] = [];
    for (const part of q.parts ?? []) {
      const code = this.parts.find(part);
      if (code === undefined) return new Int32Array(0);
      if (!wantedParts.includes(code)) wantedParts.push(code);
    }
    const classSet = q.classes?.length ? new Set(q.classes.flatMap((c) => this.classes.find(c) ?? [])) : null;
    if (classSet && classSet.size === 0) return new Int32Array(0);
    // candidates: the sales of the rarest wanted part, or all of them
    const rarest = wantedParts.length ? wantedParts.reduce((a, b) => (this.byPartCode[a]!.length <= this.byPartCode[b]!.length ? a : b)) : null;
    const candidates = rarest === null ? null : this.byPartCode[rarest]!;
    const count = candidates ? candidates.length : end;
    const out = new Int32Array(count);
    let kept = 0;
    for (let c = 0; c < count; c++) {
      const i = candidates ? candidates[c]! : c;
      if (i >= end) break;
      if (classSet && !classSet.has(this.classCode[i]!)) continue;
      if (q.breedCount && (this.breedCount[i]! < q.breedCount[0]! || this.breedCount[i]! > q.breedCount[1]!)) continue;
      if (q.priceUsd && (this.price[i]! < q.priceUsd[0]! || this.price[i]! > q.priceUsd[1]!)) continue;
      if (wantedParts.length > 1 && !wantedParts.every((code) => this.hasPart(i, code))) continue;
      out[kept++] = i;
    }
    return out.subarray(0, kept);
  }

  private hasPart(i: number, code: number): boolean {
    for (let k = 0; k < PARTS_PER_AXIE; k++) if (this.partCode[i * PARTS_PER_AXIE + k] === code) return true;
    return false;
  }

  /** Median and range per time bucket, oldest first. Newest-first positions keep each bucket contiguous. */
  private series(selected: Int32Array, bucket: Bucket): SeriesPoint[] {
    const starts = this.starts[bucket];
    const points: SeriesPoint[] = [];
    for (let from = 0; from < selected.length; ) {
      const start = starts[selected[from]!]!;
      let to = from;
      while (to < selected.length && starts[selected[to]!] === start) to++;
      const prices = new Float64Array(to - from);
      for (let j = from; j < to; j++) prices[j - from] = this.price[selected[j]!]!;
      const stats = priceStats(prices);
      points.push({ start, count: stats.count, medianUsd: stats.medianUsd!, minUsd: stats.minUsd!, maxUsd: stats.maxUsd! });
      from = to;
    }
    return points.reverse();
  }

  /** Median sale price of the axies showing each part, most sold parts first (ties by part id). */
  private partPrices(selected: Int32Array): PartPrice[] {
    const counts = new Int32Array(this.parts.values.length);
    for (const i of selected) for (let k = 0; k < PARTS_PER_AXIE; k++) counts[this.partCode[i * PARTS_PER_AXIE + k]!]!++;
    const top = [...counts.keys()]
      .filter((code) => counts[code]! >= SALES_HISTORY_LIMITS.minPartSales)
      .sort((a, b) => counts[b]! - counts[a]! || this.parts.values[a]!.localeCompare(this.parts.values[b]!))
      .slice(0, SALES_HISTORY_LIMITS.maxParts);
    // the prices of the listed parts, gathered in one pass
    const slot = new Int32Array(counts.length).fill(-1);
    top.forEach((code, t) => (slot[code] = t));
    const lists = top.map((code) => new Float64Array(counts[code]!));
    const filled = new Int32Array(top.length);
    for (const i of selected) {
      for (let k = 0; k < PARTS_PER_AXIE; k++) {
        const t = slot[this.partCode[i * PARTS_PER_AXIE + k]!]!;
        if (t >= 0) lists[t]![filled[t]!++] = this.price[i]!;
      }
    }
    return top.map((code, t) => {
      const partId = this.parts.values[code]!;
      const part = getPart(partId);
      return { partId, name: part?.name ?? partId, type: part?.type ?? '', class: part?.class ?? '', count: lists[t]!.length, medianUsd: priceStats(lists[t]!).medianUsd! };
    });
  }
}

const metaKey = (meta: MarketMeta | null) => (meta ? `${meta.datasetKey}|${meta.complete}|${new Date(meta.loadedAt).getTime()}|${meta.count}` : 'none');

/** Sales the market sync adds are taken in by a rebuild at most this often. */
const SYNCED_SALES_REBUILD_MS = 60_000;

/**
 * The sales index of the market in the store, rebuilt when new sales data lands: after a load of
 * this process (`refresh`, called by the market index) or when the market meta shows an import by
 * another instance (checked at most every metaRefreshMs), and at most once a minute while the
 * market sync applies changes (its sales).
 */
export class SalesIndexes {
  private held: { key: string; seq: number; builtAt: number; index: SalesIndex } | null = null;
  private building: Promise<SalesIndex> | null = null;
  private checkedAt = -Infinity;

  constructor(
    private readonly store: Store,
    private readonly repository: AxiesRepository,
    private readonly follower: ChangeLogFollower,
  ) {}

  /** Reads the market meta now and rebuilds the index if the data changed. */
  refresh(): Promise<SalesIndex> {
    this.checkedAt = -Infinity;
    return this.current();
  }

  async current(): Promise<SalesIndex> {
    if (this.held && performance.now() - this.checkedAt < SALES_HISTORY_LIMITS.metaRefreshMs) return this.held.index;
    if (this.building) return this.building;
    this.building = (async () => {
      const key = metaKey(await this.repository.currentMeta());
      const { seq } = this.follower.freshness;
      const now = performance.now();
      this.checkedAt = now;
      const synced = this.held !== null && this.held.seq !== seq && now - this.held.builtAt > SYNCED_SALES_REBUILD_MS;
      if (this.held?.key !== key || synced) this.held = { key, seq, builtAt: now, index: await SalesIndex.build(this.store) };
      return this.held.index;
    })().finally(() => {
      this.building = null;
    });
    return this.building;
  }
}
