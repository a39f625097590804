import type { ServiceLog } from '@criadero/service-kit';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { saleDocId, toAxieDoc } from './store/axie-doc';
import type { AxiesRepository, MarketMeta } from './store/axies-repository';
import type { MarketSource, MarketSourceInfo } from './sources/types';

export interface LoadReport {
  skipped: boolean;
  axies: number;
  sales: number;
  /** axies the source gave that could not be decoded (e.g. eggs with genes 0x0) */
  rejected: number;
  ms: number;
}



/**
 * Fills the repository from a source once per process (lazily, on the first call that needs
 * it, or at start-up as a warm-up), and skips the load when the store already holds the
 * same complete dataset (a durable MongoDB). A failed load is retried on the next call.
 */
export class MarketLoader {
  private loading: Promise<LoadReport> | null = null;
  private readonly abort = new AbortController();
  lastReport: LoadReport | null = null;
  /** what the store holds, when the source serves whatever is there (`datasetKey` '*') */
  private held: MarketSourceInfo | null = null;
  private readonly loadedListeners: (() => void)[] = [];

  constructor(
    readonly repository: AxiesRepository,
    readonly source: MarketSource,
    private readonly log: ServiceLog,
  ) {}

  get info(): MarketSourceInfo {
    return this.held ?? this.source.info;
  }

  get loaded(): boolean {
    return this.lastReport !== null;
  }

  /** Calls `listener` each time a load completes (e.g. to build an index of the loaded data). */
  onLoaded(listener: () => void): void {
    this.loadedListeners.push(listener);
  }

  ensureLoaded(): Promise<LoadReport> {
    if (!this.loading) {
      this.loading = this.load().then(
        (report) => {
          this.lastReport = report;
          for (const listener of this.loadedListeners) listener();
          return report;
        },
        (error: unknown) => {
          this.loading = null;
          throw error;
        },
      );
    }
    return this.loading;
  }

  /** Stops a load in progress (app close) and waits for it to settle. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.loading?.catch(() => undefined);
  }

  private async load(): Promise<LoadReport> {
    const started = performance.now();
    await this.repository.ensureIndexes();
    const meta = await this.repository.currentMeta();
    const acceptsAny = this.info.datasetKey === '*';
    if (acceptsAny || (meta?.complete && meta.datasetKey === this.info.datasetKey)) {
      if (acceptsAny && !meta?.complete) this.log.warn({}, 'axie market: the store holds no imported market (run npm run import)');
      if (acceptsAny && meta?.complete) this.held = { ...this.source.info, asOf: this.source.info.asOf || asOfFromMeta(meta) };
      return { skipped: true, axies: meta?.count ?? 0, sales: 0, rejected: 0, ms: performance.now() - started };
    }
    await this.repository.clear(this.info);
    let axies = 0;
    let sales = 0;
    let rejected = 0;
    const kept = new Set<number>();
    const seenSales = new Set<string>();
    for await (const batch of this.source.batches(this.abort.signal)) {
      const docs = [];
      for (const [i, record] of batch.axies.entries()) {
        if (kept.has(record.id)) continue; // a listing seen twice while paging
        try {
          docs.push(toAxieDoc(record, batch.parsed?.[i]));
          kept.add(record.id);
        } catch {
          rejected++;
        }
      }
      const saleDocs = batch.sales
        .filter((s) => kept.has(s.axieId) && !seenSales.has(saleDocId(s)) && seenSales.add(saleDocId(s)))
        .map((s) => ({ ...s, _id: saleDocId(s) }));
      await this.repository.insertBatch(docs, saleDocs);
      axies += docs.length;
      sales += saleDocs.length;
      this.abort.signal.throwIfAborted();
      await yieldToLoop(); // keep the server answering while a big market loads
    }
    await this.repository.writeMeta(this.info, axies, true);
    const report = { skipped: false, axies, sales, rejected, ms: performance.now() - started };
    this.log.info({ ...report, source: this.info.kind }, 'axie market loaded');
    if (rejected) this.log.warn({ rejected }, 'axie market: records without decodable genes were left out');
    return report;
  }
}

/** The date a stored dataset stands for: its own `asOf`, else the day it was loaded (YYYY-MM-DD). */
function asOfFromMeta(meta: Pick<MarketMeta, 'asOf' | 'loadedAt'>): string {
  if (meta.asOf) return meta.asOf;
  const loaded = new Date(meta.loadedAt);
  return Number.isNaN(loaded.getTime()) ? '' : loaded.toISOString().slice(0, 10);
}
