import { randomUUID } from 'node:crypto';
import type { Filter } from 'mongodb';
import type { FindOptions, Store, StoreCollection } from '@criadero/service-kit/store';
import type { MarketSourceInfo } from '../market/types';
import { MarketSnapshot, SNAPSHOT_FIELDS } from '../search/market-snapshot';
import type { AxieDoc, SaleDoc } from './axie-doc';
import { bulkInsert } from './bulk';

export interface MarketMeta {
  _id: 'market';
  datasetKey: string;
  kind: MarketSourceInfo['kind'];
  label: string;
  asOf: string;
  count: number;
  complete: boolean;
  loadedAt: Date;
  /** new on every write: what the search index of any instance compares to see an import land */
  generation?: string;
}

export interface AxiesRepositoryOptions {
  /** how long a search trusts its in-memory index before reading the market meta again (ms) */
  snapshotRefreshMs?: number;
}

export const AXIES = 'axies';
export const SALES = 'axie_sales';
const META = 'axie_market_meta';

/**
 * The stored market (the system of record): axies, their sale histories and what dataset is
 * loaded. Searches answer from the in-memory index built from it (`snapshot()`), so the store
 * is read by _id only and needs no index beyond the unique id (fewer indexes: faster imports,
 * and less memory on the embedded store).
 */
export class AxiesRepository {
  private readonly axies: StoreCollection<AxieDoc>;
  private readonly sales: StoreCollection<SaleDoc>;
  private readonly meta: StoreCollection<MarketMeta>;
  private readonly snapshotRefreshMs: number;
  private held: { key: string; snapshot: MarketSnapshot } | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<MarketSnapshot> | null = null;

  constructor(
    private readonly store: Store,
    options: AxiesRepositoryOptions = {},
  ) {
    this.snapshotRefreshMs = options.snapshotRefreshMs ?? 1000;
    this.axies = store.collection<AxieDoc>(AXIES);
    this.sales = store.collection<SaleDoc>(SALES);
    this.meta = store.collection<MarketMeta>(META);
  }

  async ensureIndexes(): Promise<void> {
    await this.axies.createIndex({ name: 'id_1', key: { id: 1 }, unique: true });
    await this.sales.createIndex({ name: 'axieId_1_timestamp_-1', key: { axieId: 1, timestamp: -1 } });
  }

  currentMeta(): Promise<MarketMeta | null> {
    return this.meta.findOne({ _id: 'market' });
  }

  /** Empties the index before a new dataset is loaded (marks it incomplete first). */
  async clear(info: MarketSourceInfo): Promise<void> {
    await this.writeMeta(info, 0, false);
    await this.axies.deleteMany({});
    await this.sales.deleteMany({});
  }

  async insertBatch(axies: readonly AxieDoc[], sales: readonly SaleDoc[]): Promise<void> {
    await bulkInsert(this.store, AXIES, axies);
    await bulkInsert(this.store, SALES, sales);
  }

  async writeMeta(info: MarketSourceInfo, count: number, complete: boolean): Promise<void> {
    const doc = { datasetKey: info.datasetKey, kind: info.kind, label: info.label.es, asOf: info.asOf, count, complete, loadedAt: new Date(), generation: randomUUID() };
    await this.meta.updateOne({ _id: 'market' }, { $set: doc }, { upsert: true });
    this.checkedAt = -Infinity; // this instance sees its own import on the next search
  }

  /**
   * The in-memory search index of the stored market. The market meta (one read by _id) is
   * checked at most every `snapshotRefreshMs`; a new complete generation, written by an import in
   * this process or in any other instance on the same store, makes the next search rebuild the
   * index from the store. While an import is in progress (meta incomplete) the index built
   * before it keeps answering.
   */
  snapshot(): Promise<MarketSnapshot> {
    if (this.held && performance.now() - this.checkedAt < this.snapshotRefreshMs) return Promise.resolve(this.held.snapshot);
    this.checking ??= this.refreshSnapshot().finally(() => (this.checking = null));
    return this.checking;
  }

  private async refreshSnapshot(): Promise<MarketSnapshot> {
    const meta = await this.currentMeta();
    const key = meta ? `${meta.generation ?? String(meta.loadedAt)}:${meta.count}:${meta.complete}` : 'none';
    if (this.held && (this.held.key === key || meta?.complete === false)) {
      this.checkedAt = performance.now();
      return this.held.snapshot;
    }
    const projection = Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, 1 as const]));
    const snapshot = new MarketSnapshot(await this.axies.find({}, { projection }));
    this.held = { key, snapshot };
    this.checkedAt = performance.now();
    return snapshot;
  }

  find(filter: Record<string, unknown>, options: FindOptions = {}): Promise<AxieDoc[]> {
    return this.axies.find(filter as Filter<AxieDoc>, options);
  }

  count(filter: Record<string, unknown>): Promise<number> {
    return this.axies.countDocuments(filter as Filter<AxieDoc>);
  }

  // By _id: FerretDB 1.x pushes _id look-ups down to SQLite; other fields are filtered after a scan.
  byId(id: number): Promise<AxieDoc | null> {
    return this.axies.findOne({ _id: String(id) });
  }

  /** Only the genes of one axie (what its class and parts are read from), by _id. */
  async genesOf(id: number): Promise<string | null> {
    const doc = await this.axies.findOne({ _id: String(id) }, { projection: { genes: 1 } });
    return doc?.genes ?? null;
  }

  byIds(ids: readonly number[]): Promise<AxieDoc[]> {
    return this.axies.find({ _id: { $in: ids.map(String) } });
  }

  salesOf(axieId: number): Promise<SaleDoc[]> {
    return this.sales.find({ axieId }, { sort: { timestamp: -1 } });
  }
}
