import type { CompiledFilter, FilterInput } from '../analysis/filter.js';
import { buildCreatureTable, decodeRows, type CreatureRecord, type CreatureTable, type DecodedRows } from '../pairs/table.js';
import * as Comlink from 'comlink';
import { outlookInTable, type OutlookRequest, type TwoGenerationOutlook } from '../generations/plan.js';
import { PairRanker, type RankOptions, type RankProgress, type RankResult, type ShardResult } from '../pairs/ranker.js';

export interface LoadResult {
  loaded: number;
  errors: CreatureTable['errors'];
}

export interface WorkerRankOptions extends RankOptions {
  /** Pairs ranked per step (default 100,000). */
  chunkPairs?: number;
  /** Work time (ms) between progress reports and yields to the event loop (default 25). */
  sliceMs?: number;
}

/**
 * A full event-loop turn, so a queued cancel() message is handled. setTimeout is clamped to
 * ~4 ms in browsers when nested, which is why the worker yields per time slice, not per step.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What the pairs worker exposes over comlink. */
export interface PairsWorkerApi {
  load(creatures: CreatureRecord[]): LoadResult;
  /** Decodes a share of the creatures for a pool (its arrays transferred); the pool builds the table once and gives it to every worker. */
  decode(creatures: CreatureRecord[]): DecodedRows;
  /** Holds a table built by the pool from every worker's `decode`. */
  loadTable(table: CreatureTable): LoadResult;
  rank(jobId: number, filter: FilterInput | CompiledFilter, options: WorkerRankOptions, onProgress?: (p: RankProgress) => void): Promise<RankResult>;
  /** One shard of a ranking shared by several workers (`options.shard`), its arrays transferred. */
  rankShard(jobId: number, filter: FilterInput | CompiledFilter, options: WorkerRankOptions, onProgress?: (p: RankProgress) => void): Promise<ShardResult>;
  cancel(jobId: number): void;
  /** Two generations: the future child of a pair and its partners among the loaded adults (see generations/plan). */
  outlook(request: OutlookRequest): TwoGenerationOutlook;
}

class RankCancelledError extends Error {
  override name = 'AbortError';
}

/** The worker's logic, independent of any transport (tested in-process). */
export function createPairsWorkerApi(): PairsWorkerApi {
  let table: CreatureTable | null = null;
  const cancelled = new Set<number>();
  /** Ranks in time slices, reporting progress after each and stopping at the first slice after cancel(jobId). */
  async function run(jobId: number, filter: FilterInput | CompiledFilter, options: WorkerRankOptions, onProgress?: (p: RankProgress) => void): Promise<PairRanker> {
    if (!table) throw new Error('no creatures loaded: call load() first');
    const ranker = new PairRanker(table, filter, options);
    const chunk = options.chunkPairs ?? 100_000;
    const sliceMs = options.sliceMs ?? 25;
    try {
      for (;;) {
        const sliceStart = performance.now();
        let finished = false;
        do finished = ranker.step(chunk);
        while (!finished && performance.now() - sliceStart < sliceMs);
        onProgress?.({ done: ranker.done, total: ranker.total });
        if (finished) return ranker;
        await yieldToEventLoop();
        if (cancelled.has(jobId)) throw new RankCancelledError(`ranking job ${jobId} cancelled`);
      }
    } finally {
      cancelled.delete(jobId);
    }
  }
  return {
    load(creatures) {
      table = buildCreatureTable(creatures);
      return { loaded: table.size, errors: table.errors };
    },
    decode(creatures) {
      const rows = decodeRows(creatures);
      return Comlink.transfer(rows, [rows.ok.buffer, rows.classCode.buffer, rows.genes.buffer]);
    },
    loadTable(loaded) {
      table = loaded;
      return { loaded: table.size, errors: table.errors };
    },
    async rank(jobId, filter, options, onProgress) {
      return (await run(jobId, filter, options, onProgress)).result();
    },
    async rankShard(jobId, filter, options, onProgress) {
      const shard = (await run(jobId, filter, options, onProgress)).shardResult();
      return Comlink.transfer(shard, [shard.a.buffer, shard.b.buffer, shard.score.buffer, shard.factors.buffer]);
    },
    cancel(jobId) {
      cancelled.add(jobId);
    },
    outlook(request) {
      if (!table) throw new Error('no creatures loaded: call load() first');
      return outlookInTable(table, request);
    },
  };
}
