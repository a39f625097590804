import type { ServiceLog } from '@criadero/service-kit';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { AxiesRepository, MarketMeta } from '../store/axies-repository';
import { readIndexFile, writeIndexFile, type IndexFileState } from './index-file';
import { MarketIndex } from './market-index';
import type { IndexedAxie } from './row-query';

/** What the follower reads of the stored market: its meta, its axies, and the change log after a seq. */
export type FollowedMarket = Pick<AxiesRepository, 'currentMeta' | 'metaWrites' | 'find' | 'findBatches' | 'docsAsLogged' | 'changeLog'>;

export interface ChangeLogFollowerOptions {
  /** how long a search trusts the in-memory index before reading the market meta and change log again (ms) */
  refreshMs?: number;
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

interface HeldIndex {
  key: string;
  index: MarketIndex;
}

/**
 * The in-memory search index of the stored market, kept current by following the change log.
 * The market meta (one read by _id) and the change log are checked at most every `refreshMs`: a
 * new complete generation, written by an import in this process or in any other instance on the
 * same store, makes the next search rebuild the index from the store; changes the sync logged
 * since are patched into the index in place (their axies read by _id). While an import is in
 * progress (meta incomplete) the index built before it keeps answering.
 */
export class ChangeLogFollower {
  private readonly refreshMs: number;
  private held: HeldIndex | null = null;
  private checkedAt = -Infinity;
  /** the repository's meta writes this index has seen: an import in this process is seen on the next search */
  private metaWritesSeen = 0;
  private checking: Promise<MarketIndex> | null = null;
  private saving: Promise<void> | null = null;
  /** the compaction running beside the searches, and what was patched since it began */
  private compaction: { patched: IndexedAxie[] } | null = null;
  readonly freshness: IndexFreshness = { seq: 0, syncedAt: null, applied: 0 };
  /** compactions made beside the searches (tests, bench) */
  compactions = 0;

  constructor(
    private readonly market: FollowedMarket,
    private readonly options: ChangeLogFollowerOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 1000;
    this.metaWritesSeen = market.metaWrites;
  }

  /** The index, with the changes logged up to the last check applied. */
  index(): Promise<MarketIndex> {
    const fresh = performance.now() - this.checkedAt < this.refreshMs && this.market.metaWrites === this.metaWritesSeen;
    if (this.held && fresh) return Promise.resolve(this.held.index);
    this.checking ??= this.refresh().finally(() => (this.checking = null));
    return this.checking;
  }

  /** The index with every change logged so far applied (the sync calls it after writing changes). */
  async catchUp(): Promise<MarketIndex> {
    await this.checking?.catch(() => undefined);
    this.checkedAt = -Infinity;
    return this.index();
  }

  private async refresh(): Promise<MarketIndex> {
    this.metaWritesSeen = this.market.metaWrites;
    const meta = await this.market.currentMeta();
    const key = meta ? `${meta.generation ?? String(meta.loadedAt)}:${meta.count}:${meta.complete}` : 'none';
    if (this.held && (this.held.key === key || meta?.complete === false)) {
      await this.follow(this.held);
      this.checkedAt = performance.now();
      return this.held.index;
    }
    const held = (meta?.complete && !this.held && (await this.savedIndex(key))) || (await this.builtIndex(key, meta));
    this.compaction = null; // one running on the index this one replaces is dropped
    await this.follow(held);
    this.held = held;
    this.checkedAt = performance.now();
    return held.index;
  }

  /** The index built from every stored axie (the log's end read first: a change logged meanwhile is replayed, replays are idempotent). */
  private async builtIndex(key: string, meta: MarketMeta | null): Promise<HeldIndex> {
    const seq = await this.market.changeLog.lastSeq();
    // read a batch at a time as the index is built (a copy of every axie at once took ~250 MB at 200,000)
    const read = (fields: readonly string[]) => this.market.findBatches({}, { batchSize: INDEX_READ_BATCH, projection: Object.fromEntries(fields.map((field) => [field, 1 as const])) });
    const held = { key, index: await MarketIndex.fromBatches(read) };
    Object.assign(this.freshness, { seq, syncedAt: this.freshness.syncedAt ?? meta?.loadedAt ?? null });
    if (meta?.complete) this.saveIndexSoon();
    return held;
  }

  /**
   * The index saved by an earlier start, when it reflects this dataset and a point of this change
   * log: then only the changes after that point are applied. Null (a full build follows) when
   * there is no file, or it is corrupt, of another version, of another dataset or ahead of the log.
   */
  private async savedIndex(key: string): Promise<HeldIndex | null> {
    if (!this.options.indexFile) return null;
    const started = performance.now();
    const read = readIndexFile(this.options.indexFile);
    const state = read.marketIndex ? read.state : null;
    let why: string | null = read.marketIndex ? null : read.reason;
    if (state && state.key !== key) why = 'another dataset';
    else if (state && state.seq > 0) {
      const [change] = await this.market.changeLog.readAfter(state.seq - 1, 1);
      if (await this.market.changeLog.trimmedPast(state.seq)) why = 'older than the change log kept';
      else if (change?.at.getTime() !== state.seqAt) why = 'ahead of the change log';
    }
    if (why || !read.marketIndex || !state) {
      if (why !== 'missing') this.options.log?.warn({ file: this.options.indexFile, why }, 'axie market: the saved index cannot be used, building it from the store');
      return null;
    }
    Object.assign(this.freshness, { seq: state.seq, syncedAt: state.syncedAt ? new Date(state.syncedAt) : null });
    this.options.log?.info({ file: this.options.indexFile, seq: state.seq, ms: Math.round(performance.now() - started) }, 'axie market: index read from its file');
    return { key, index: read.marketIndex };
  }

  /**
   * Compacts the index while it keeps answering and being patched: started when half the spare
   * rows are used, built in slices of a few milliseconds with the event loop free between them;
   * the patches made meanwhile are applied to the new index, which then takes the old one's place.
   */
  private async compactBeside(held: HeldIndex): Promise<void> {
    const job = { patched: [] as IndexedAxie[] };
    this.compaction = job;
    const from = held.index;
    const steps = from.compactionSteps();
    let step = steps.next();
    while (!step.done) {
      await yieldToLoop();
      if (this.compaction !== job) return; // the index was replaced meanwhile
      step = steps.next();
    }
    this.compaction = null;
    if (held.index !== from) return;
    const next = step.value;
    held.index = next.upsert(job.patched) ? next : next.compacted(job.patched);
    this.compactions++;
    this.saveIndexSoon();
  }

  /** Saves the index to its file in a later turn (after a build or compaction: off the answer that caused it). */
  private saveIndexSoon(): void {
    if (!this.options.indexFile) return;
    setTimeout(() => void this.saveIndex(), 0).unref();
  }

  /** Saves the index as it is now, with the change it reflects, to its file (when the follower has one). */
  async saveIndex(): Promise<void> {
    const path = this.options.indexFile;
    while (this.saving) await this.saving; // then save what the index is now
    if (!path || !this.held) return;
    const { seq, syncedAt } = this.freshness;
    const [change] = seq > 0 ? await this.market.changeLog.readAfter(seq - 1, 1) : [];
    if (!this.held) return;
    const state: IndexFileState = { key: this.held.key, seq, seqAt: change?.at.getTime() ?? null, syncedAt: syncedAt?.toISOString() ?? null };
    // the bytes are taken in one turn (writeIndexFile), so they are the index at `seq`
    if (seq !== this.freshness.seq) return;
    this.saving = writeIndexFile(path, this.held.index, state)
      .catch((error: unknown) => this.options.log?.warn({ err: error, file: path }, 'axie market: the index could not be saved'))
      .finally(() => (this.saving = null));
    return this.saving;
  }

  /** Applies the logged changes after the index's: their axies' stored state, patched in place. */
  private async follow(held: HeldIndex): Promise<void> {
    for (;;) {
      const changes = await this.market.changeLog.readAfter(this.freshness.seq, FOLLOW_BATCH);
      if (changes.length === 0) {
        // the changes after this index were removed (it fell behind longer than the log is kept): the store holds them all
        if (await this.market.changeLog.trimmedPast(this.freshness.seq)) {
          this.compaction = null;
          held.index = (await this.builtIndex('', null)).index;
          this.saveIndexSoon();
        }
        return;
      }
      const docs = await this.market.docsAsLogged(changes);
      if (held.index.upsert(docs)) {
        this.compaction?.patched.push(...docs);
        if (!this.compaction && held.index.spareLeft < held.index.spareRows / 2) void this.compactBeside(held);
      } else {
        // the spare rows ran out before the compaction beside the searches finished: now, at once
        this.compaction = null;
        held.index = held.index.compacted(docs);
        this.saveIndexSoon();
      }
      const last = changes[changes.length - 1]!;
      this.freshness.seq = last.seq;
      this.freshness.syncedAt = last.at;
      this.freshness.applied += changes.length;
      if (changes.length < FOLLOW_BATCH) return;
    }
  }
}
