import type { Filter } from 'mongodb';
import type { FindOptions, Store, StoreCollection } from '@criadero/service-platform/store';
import type { MarketSourceInfo } from '../market/types';
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
}

export const AXIES = 'axies';
export const SALES = 'axie_sales';
const META = 'axie_market_meta';

/**
 * The marketplace index: axies, their sale histories and what dataset is loaded.
 * Indexes follow the searches: listing state + class + breed count + price for the
 * market search, owner + price for wallet import and floors, part ids (multikey) for
 * part filters, gene ids for breeding partners, parents for family lookups.
 */
export class AxiesRepository {
  private readonly axies: StoreCollection<AxieDoc>;
  private readonly sales: StoreCollection<SaleDoc>;
  private readonly meta: StoreCollection<MarketMeta>;

  constructor(private readonly store: Store) {
    this.axies = store.collection<AxieDoc>(AXIES);
    this.sales = store.collection<SaleDoc>(SALES);
    this.meta = store.collection<MarketMeta>(META);
  }

  async ensureIndexes(): Promise<void> {
    const indexes: { name: string; key: Record<string, 1 | -1>; unique?: boolean }[] = [
      { name: 'id_1', key: { id: 1 }, unique: true },
      { name: 'auctionType_1_class_1_breedCount_1_priceUsd_1', key: { auctionType: 1, class: 1, breedCount: 1, priceUsd: 1 } },
      { name: 'auctionType_1_priceUsd_1_id_1', key: { auctionType: 1, priceUsd: 1, id: 1 } },
      { name: 'auctionType_1_listedAt_-1', key: { auctionType: 1, listedAt: -1 } },
      { name: 'owner_1_priceUsd_1', key: { owner: 1, priceUsd: 1 } },
      { name: 'parts_1_priceUsd_1', key: { parts: 1, priceUsd: 1 } },
      { name: 'geneIds_1', key: { geneIds: 1 } },
      { name: 'sireId_1', key: { sireId: 1 } },
      { name: 'matronId_1', key: { matronId: 1 } },
    ];
    for (const index of indexes) await this.axies.createIndex(index);
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
    const doc = { datasetKey: info.datasetKey, kind: info.kind, label: info.label, asOf: info.asOf, count, complete, loadedAt: new Date() };
    await this.meta.updateOne({ _id: 'market' }, { $set: doc }, { upsert: true });
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

  /** The cheapest axie on sale of a class and breed count, not owned by `owner`. */
  floor(cls: string, breedCount: number, owner: string): Promise<AxieDoc | null> {
    return this.axies.findOne(
      { auctionType: 'Sale', class: cls, breedCount, owner: { $ne: owner } },
      { sort: { priceUsd: 1, id: 1 } },
    );
  }

  salesOf(axieId: number): Promise<SaleDoc[]> {
    return this.sales.find({ axieId }, { sort: { timestamp: -1 } });
  }
}
