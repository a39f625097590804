import { randomUUID } from 'node:crypto';
import type { Filter } from 'mongodb';
import { isDuplicateKeyError, type FindOptions, type Store, type StoreCollection } from '@criadero/service-kit/store';
import type { MarketSourceInfo } from '../sources/types';
import type { AxieDoc, SaleDoc } from './axie-doc';
import { bulkInsert } from './bulk';
import { MarketChangesRepository, type ChangeLogReads, type MarketChange } from './market-changes-repository';

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

export const AXIES = 'axies';
export const SALES = 'axie_sales';
const META = 'axie_market_meta';

/**
 * The stored market (the system of record): axies, their sale histories and what dataset is
 * loaded. Searches answer from the in-memory index built from it (`ChangeLogFollower` in
 * `../index`), so the store is read by _id only and needs no index beyond the unique id (fewer
 * indexes: faster imports, and less memory on the embedded store).
 */
export class AxiesRepository {
  private readonly axies: StoreCollection<AxieDoc>;
  private readonly sales: StoreCollection<SaleDoc>;
  private readonly meta: StoreCollection<MarketMeta>;
  private readonly changes: MarketChangesRepository;
  /** the change log as the index's follower reads it: after a seq, its end, what was trimmed */
  readonly changeLog: ChangeLogReads;
  private writes = 0;

  constructor(private readonly store: Store) {
    this.axies = store.collection<AxieDoc>(AXIES);
    this.sales = store.collection<SaleDoc>(SALES);
    this.meta = store.collection<MarketMeta>(META);
    this.changes = new MarketChangesRepository(store);
    this.changeLog = this.changes;
  }

  async ensureIndexes(): Promise<void> {
    await this.axies.createIndex({ name: 'id_1', key: { id: 1 }, unique: true });
    await this.sales.createIndex({ name: 'axieId_1_timestamp_-1', key: { axieId: 1, timestamp: -1 } });
    await this.changes.ensureIndexes();
  }

  /** meta writes by this process (an import): the index's follower sees its own import on the next search */
  get metaWrites(): number {
    return this.writes;
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

  /**
   * One logged market change written to the store (the sync's only write to the axies): idempotent,
   * and an axie never goes back to an older change.
   */
  async applyChange(change: MarketChange): Promise<void> {
    if (change.sale) await this.recordSale(change.sale);
    if (!change.after) return; // logged before changes carried their content: written before it was logged
    const set = { ...change.after, changeSeq: change.seq };
    // by _id alone (the look-up FerretDB answers without a scan); the sync lease makes this instance the only regular writer
    const stored = await this.axies.findOne({ _id: change.axieId });
    if (stored && (stored.changeSeq ?? 0) >= change.seq) return;
    if (stored) await this.axies.updateOne({ _id: change.axieId }, { $set: set });
    else if (change.doc) await insertOnce(this.axies, { ...change.doc, ...set });
  }

  /** A sale kept once (a write repeated after a crash changes nothing). */
  recordSale(sale: SaleDoc): Promise<void> {
    return insertOnce(this.sales, sale);
  }

  async writeMeta(info: MarketSourceInfo, count: number, complete: boolean): Promise<void> {
    const doc = { datasetKey: info.datasetKey, kind: info.kind, label: info.label.es, asOf: info.asOf, count, complete, loadedAt: new Date(), generation: randomUUID() };
    await this.meta.updateOne({ _id: 'market' }, { $set: doc }, { upsert: true });
    this.writes++;
  }

  /**
   * The axies `changes` name as the last of them left each one: the stored document (or the one
   * a change brought, before the store holds it) with that change's listing and owner. The log
   * is written before the store, so the store may not have caught up yet.
   */
  async docsAsLogged(changes: readonly MarketChange[]): Promise<AxieDoc[]> {
    const last = new Map<number, MarketChange>();
    const brought = new Map<number, AxieDoc>();
    for (const change of changes) {
      last.set(Number(change.axieId), change);
      if (change.doc) brought.set(Number(change.axieId), change.doc);
    }
    const stored = new Map((await this.byIds([...last.keys()])).map((doc) => [doc.id, doc]));
    const docs: AxieDoc[] = [];
    for (const [id, change] of last) {
      const doc = stored.get(id) ?? brought.get(id);
      if (doc) docs.push(change.after ? { ...doc, ...change.after } : doc);
    }
    return docs;
  }

  find(filter: Record<string, unknown>, options: FindOptions = {}): Promise<AxieDoc[]> {
    return this.axies.find(filter as Filter<AxieDoc>, options);
  }

  /** Every stored axie, a batch at a time (the index is built from it without a copy of the whole market). */
  findBatches(filter: Record<string, unknown>, options: Pick<FindOptions, 'projection'> & { batchSize: number }): AsyncIterable<AxieDoc[]> {
    return this.axies.findBatches(filter as Filter<AxieDoc>, options);
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

/** Inserts a document unless one with its _id is stored (a write repeated after a crash). */
async function insertOnce<T extends { _id: string }>(collection: StoreCollection<T>, doc: T): Promise<void> {
  try {
    await collection.insertOne(doc);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}
