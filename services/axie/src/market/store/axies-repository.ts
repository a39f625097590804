import type { ServiceLog } from '@criadero/service-kit';
import { randomUUID } from 'node:crypto';
import type { Filter } from 'mongodb';
import { isDuplicateKeyError, type FindOptions, type Store, type StoreCollection } from '@criadero/service-kit/store';
import type { MarketSourceInfo } from '../sources/types';
import { readIndexFile, writeIndexFile, type IndexFileState } from '../index/index-file';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { MarketIndex } from '../index/market-index';
import type { SnapshotDoc } from '../index/row-query';
import type { AxieDoc, SaleDoc } from './axie-doc';
import { bulkInsert } from './bulk';
import { MarketChangesRepository, type MarketChange } from './market-changes-repository';

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
  /** how long a search trusts its in-memory index before reading the market meta and change log again (ms) */
  snapshotRefreshMs?: number;
  /**
   * A file to save the index to (beside a durable embedded store): a start reads it back and
   * applies the change log after it instead of building the index from every stored axie.
   */
  indexFile?: string;
  log?: ServiceLog;
}

/** How far this instance's index has followed the market's change log. */
export interface IndexFreshness {
  /** the last change applied to the index (0: none since the index was built) */
  seq: number;
  /** when the market last changed as this index knows it: the last applied change, else the dataset's load */
  syncedAt: Date | null;
  /** changes applied to this index since the process started */
  applied: number;
}

/** Axies read from the store per batch while the index is built from it. */
const INDEX_READ_BATCH = 2000;

/** Changes read from the log per round trip when the index catches up. */
const FOLLOW_BATCH = 500;

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
  private readonly options: AxiesRepositoryOptions;
  private held: { key: string; snapshot: MarketIndex } | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<MarketIndex> | null = null;
  private readonly changes: MarketChangesRepository;
  readonly freshness: IndexFreshness = { seq: 0, syncedAt: null, applied: 0 };

  constructor(
    private readonly store: Store,
    options: AxiesRepositoryOptions = {},
  ) {
    this.options = options;
    this.snapshotRefreshMs = options.snapshotRefreshMs ?? 1000;
    this.axies = store.collection<AxieDoc>(AXIES);
    this.sales = store.collection<SaleDoc>(SALES);
    this.meta = store.collection<MarketMeta>(META);
    this.changes = new MarketChangesRepository(store);
  }

  async ensureIndexes(): Promise<void> {
    await this.axies.createIndex({ name: 'id_1', key: { id: 1 }, unique: true });
    await this.sales.createIndex({ name: 'axieId_1_timestamp_-1', key: { axieId: 1, timestamp: -1 } });
    await this.changes.ensureIndexes();
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
    this.checkedAt = -Infinity; // this instance sees its own import on the next search
  }

  /**
   * The in-memory search index of the stored market. The market meta (one read by _id) and the
   * change log are checked at most every `snapshotRefreshMs`: a new complete generation, written
   * by an import in this process or in any other instance on the same store, makes the next
   * search rebuild the index from the store; changes the sync logged since are patched into the
   * index in place (their axies read by _id). While an import is in progress (meta incomplete)
   * the index built before it keeps answering.
   */
  snapshot(): Promise<MarketIndex> {
    if (this.held && performance.now() - this.checkedAt < this.snapshotRefreshMs) return Promise.resolve(this.held.snapshot);
    this.checking ??= this.refreshSnapshot().finally(() => (this.checking = null));
    return this.checking;
  }

  /** The index with every change logged so far applied (the sync calls it after writing changes). */
  async catchUp(): Promise<MarketIndex> {
    await this.checking?.catch(() => undefined);
    this.checkedAt = -Infinity;
    return this.snapshot();
  }

  private async refreshSnapshot(): Promise<MarketIndex> {
    const meta = await this.currentMeta();
    const key = meta ? `${meta.generation ?? String(meta.loadedAt)}:${meta.count}:${meta.complete}` : 'none';
    if (this.held && (this.held.key === key || meta?.complete === false)) {
      await this.follow(this.held);
      this.checkedAt = performance.now();
      return this.held.snapshot;
    }
    const held = (meta?.complete && !this.held && (await this.savedIndex(key))) || (await this.builtIndex(key, meta));
    this.compaction = null; // one running on the index this one replaces is dropped
    await this.follow(held);
    this.held = held;
    this.checkedAt = performance.now();
    return held.snapshot;
  }

  /** The index built from every stored axie (the log's end read first: a change logged meanwhile is replayed, replays are idempotent). */
  private async builtIndex(key: string, meta: MarketMeta | null): Promise<{ key: string; snapshot: MarketIndex }> {
    const seq = await this.changes.lastSeq();
    // read a batch at a time as the index is built (a copy of every axie at once took ~250 MB at 200,000)
    const read = (fields: readonly string[]) => this.axies.findBatches({}, { batchSize: INDEX_READ_BATCH, projection: Object.fromEntries(fields.map((field) => [field, 1 as const])) });
    const held = { key, snapshot: await MarketIndex.fromBatches(read) };
    Object.assign(this.freshness, { seq, syncedAt: this.freshness.syncedAt ?? meta?.loadedAt ?? null });
    if (meta?.complete) this.saveIndexSoon();
    return held;
  }

  /**
   * The index saved by an earlier start, when it reflects this dataset and a point of this change
   * log: then only the changes after that point are applied. Null (a full build follows) when
   * there is no file, or it is corrupt, of another version, of another dataset or ahead of the log.
   */
  private async savedIndex(key: string): Promise<{ key: string; snapshot: MarketIndex } | null> {
    if (!this.options.indexFile) return null;
    const started = performance.now();
    const read = readIndexFile(this.options.indexFile);
    const state = read.snapshot ? read.state : null;
    let why: string | null = read.snapshot ? null : read.reason;
    if (state && state.key !== key) why = 'another dataset';
    else if (state && state.seq > 0) {
      const [change] = await this.changes.readAfter(state.seq - 1, 1);
      if (await this.changes.trimmedPast(state.seq)) why = 'older than the change log kept';
      else if (change?.at.getTime() !== state.seqAt) why = 'ahead of the change log';
    }
    if (why || !read.snapshot || !state) {
      if (why !== 'missing') this.options.log?.warn({ file: this.options.indexFile, why }, 'axie market: the saved index cannot be used, building it from the store');
      return null;
    }
    Object.assign(this.freshness, { seq: state.seq, syncedAt: state.syncedAt ? new Date(state.syncedAt) : null });
    this.options.log?.info({ file: this.options.indexFile, seq: state.seq, ms: Math.round(performance.now() - started) }, 'axie market: index read from its file');
    return { key, snapshot: read.snapshot };
  }

  private saving: Promise<void> | null = null;
  /** the compaction running beside the searches, and what was patched since it began */
  private compaction: { patched: SnapshotDoc[] } | null = null;

  /**
   * Compacts the index while it keeps answering and being patched: started when half the spare
   * rows are used, built in slices of a few milliseconds with the event loop free between them;
   * the patches made meanwhile are applied to the new index, which then takes the old one's place.
   */
  private async compactBeside(held: { snapshot: MarketIndex }): Promise<void> {
    const job = { patched: [] as SnapshotDoc[] };
    this.compaction = job;
    const from = held.snapshot;
    const steps = from.compactionSteps();
    let step = steps.next();
    while (!step.done) {
      await yieldToLoop();
      if (this.compaction !== job) return; // the index was replaced meanwhile
      step = steps.next();
    }
    this.compaction = null;
    if (held.snapshot !== from) return;
    const next = step.value;
    held.snapshot = next.upsert(job.patched) ? next : next.compacted(job.patched);
    this.compactions++;
    this.saveIndexSoon();
  }

  /** compactions made beside the searches (tests, bench) */
  compactions = 0;

  /** Saves the index to its file in a later turn (after a build or compaction: off the answer that caused it). */
  private saveIndexSoon(): void {
    if (!this.options.indexFile) return;
    setTimeout(() => void this.saveIndex(), 0).unref();
  }

  /** Saves the index as it is now, with the change it reflects, to its file (when the repository has one). */
  async saveIndex(): Promise<void> {
    const path = this.options.indexFile;
    while (this.saving) await this.saving; // then save what the index is now
    if (!path || !this.held) return;
    const { seq, syncedAt } = this.freshness;
    const [change] = seq > 0 ? await this.changes.readAfter(seq - 1, 1) : [];
    if (!this.held) return;
    const state: IndexFileState = { key: this.held.key, seq, seqAt: change?.at.getTime() ?? null, syncedAt: syncedAt?.toISOString() ?? null };
    // the bytes are taken in one turn (writeIndexFile), so they are the index at `seq`
    if (seq !== this.freshness.seq) return;
    this.saving = writeIndexFile(path, this.held.snapshot, state)
      .catch((error: unknown) => this.options.log?.warn({ err: error, file: path }, 'axie market: the index could not be saved'))
      .finally(() => (this.saving = null));
    return this.saving;
  }

  /** Applies the logged changes after the index's: their axies' stored state, patched in place. */
  private async follow(held: { snapshot: MarketIndex }): Promise<void> {
    for (;;) {
      const changes = await this.changes.readAfter(this.freshness.seq, FOLLOW_BATCH);
      if (changes.length === 0) {
        // the changes after this index were removed (it fell behind longer than the log is kept): the store holds them all
        if (await this.changes.trimmedPast(this.freshness.seq)) {
          this.compaction = null;
          held.snapshot = (await this.builtIndex('', null)).snapshot;
          this.saveIndexSoon();
        }
        return;
      }
      const docs = await this.docsAsLogged(changes);
      if (held.snapshot.upsert(docs)) {
        this.compaction?.patched.push(...docs);
        if (!this.compaction && held.snapshot.spareLeft < held.snapshot.spareRows / 2) void this.compactBeside(held);
      } else {
        // the spare rows ran out before the compaction beside the searches finished: now, at once
        this.compaction = null;
        held.snapshot = held.snapshot.compacted(docs);
        this.saveIndexSoon();
      }
      const last = changes[changes.length - 1]!;
      this.freshness.seq = last.seq;
      this.freshness.syncedAt = last.at;
      this.freshness.applied += changes.length;
      if (changes.length < FOLLOW_BATCH) return;
    }
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
