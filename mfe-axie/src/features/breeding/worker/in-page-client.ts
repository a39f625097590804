import { CreatureTableBuilder, outlookInTable, PairRanker, type CreatureRecord, type CreatureTable } from '@criadero/genetics';
import type { PairsClient } from '@criadero/genetics/worker-client';
import { parsedGenesOf } from '../domain/genes';

/** Work per main-thread task before yielding: well under the 50 ms long-task threshold. */
const IN_PAGE_SLICE_MS = 8;
/** Pairs per ranker step (a step of 5,000 pairs takes well under a millisecond). */
const STEP_PAIRS = 5_000;
/** Creatures per table piece (building the table for 1,000 at once takes 20-70 ms). */
const TABLE_PIECE = 100;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const aborted = () => Object.assign(new Error('ranking aborted'), { name: 'AbortError' });

/**
 * The worker's job done on the page in short slices, for when the page may not start a worker
 * (a Content-Security-Policy without `worker-src blob:` blocks our cross-origin shim). Genes are
 * decoded in slices (decoding 1,000 at once would block ~50 ms), the ranking yields every 8 ms,
 * reports progress, and stops at the next slice when the signal aborts. Same engine
 * (the engine's CreatureTableBuilder + PairRanker), same results as the worker.
 */
export function createInPageClient(): PairsClient {
  let table: CreatureTable | null = null;
  return {
    async load(creatures: CreatureRecord[]) {
      const decoded: CreatureRecord[] = [];
      let sliceStart = performance.now();
      for (const c of creatures) {
        decoded.push(typeof c.genes === 'string' ? { ...c, genes: parsedGenesOf({ genes: c.genes }) ?? c.genes } : c);
        if (performance.now() - sliceStart > IN_PAGE_SLICE_MS) {
          await nextTask();
          sliceStart = performance.now();
        }
      }
      const builder = new CreatureTableBuilder(decoded.length);
      for (let i = 0; i < decoded.length; i += TABLE_PIECE) {
        builder.add(decoded.slice(i, i + TABLE_PIECE));
        await nextTask();
      }
      table = builder.build();
      return { loaded: table.size, errors: table.errors };
    },
    async rank(filter, options = {}) {
      const { onProgress, signal, ...rankOptions } = options;
      if (!table) throw new Error('no creatures loaded: call load() first');
      const ranker = new PairRanker(table, filter, rankOptions);
      for (;;) {
        if (signal?.aborted) throw aborted();
        const sliceStart = performance.now();
        let finished: boolean;
        do finished = ranker.step(STEP_PAIRS);
        while (!finished && performance.now() - sliceStart < IN_PAGE_SLICE_MS);
        onProgress?.({ done: ranker.done, total: ranker.total });
        if (finished) return ranker.result();
        await nextTask();
      }
    },
    async outlook(request) {
      if (!table) throw new Error('no creatures loaded: call load() first');
      return outlookInTable(table, request);
    },
    terminate() {},
  };
}
