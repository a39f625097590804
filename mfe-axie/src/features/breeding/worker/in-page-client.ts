import { buildCreatureTable, PairRanker, type CreatureRecord, type CreatureTable } from '@criadero/genetics';
import type { PairsClient } from '@criadero/genetics/worker-client';
import { parsedGenesOf } from '../domain/genes';

/** Work per main-thread task before yielding: well under the 50 ms long-task threshold. */
export const IN_PAGE_SLICE_MS = 8;
/** Pairs per ranker step (a step of 5,000 pairs takes well under a millisecond). */
const STEP_PAIRS = 5_000;
/** Creatures per table piece (building the table for 1,000 at once takes 20-70 ms). */
const TABLE_PIECE = 100;

const lineageKey = (id: CreatureRecord['id'] | null | undefined) => (id === null || id === undefined || id === 0 || id === '0' || id === '' ? null : String(id));

/**
 * Joins tables built from consecutive pieces of `records` into one. Gene, class, breed-count and
 * stage columns are copied; lineage codes are per table, so they are recomputed over all creatures
 * with the table's rule (equal ids share a code, 0 = unknown).
 */
export function joinTables(pieces: readonly CreatureTable[], offsets: readonly number[], records: readonly CreatureRecord[]): CreatureTable {
  const n = pieces.reduce((sum, t) => sum + t.size, 0);
  const out: CreatureTable = {
    size: n,
    ids: [],
    sourceIndex: new Int32Array(n),
    classCode: new Uint8Array(n),
    breedCount: new Uint8Array(n),
    adult: new Uint8Array(n),
    genes: new Uint16Array(n * 24),
    idCode: new Int32Array(n),
    sireCode: new Int32Array(n),
    matronCode: new Int32Array(n),
    errors: [],
  };
  const codes = new Map<string, number>();
  const code = (id: CreatureRecord['id'] | null | undefined) => {
    const key = lineageKey(id);
    if (key === null) return 0;
    let c = codes.get(key);
    if (c === undefined) codes.set(key, (c = codes.size + 1));
    return c;
  };
  let row = 0;
  pieces.forEach((t, p) => {
    out.classCode.set(t.classCode, row);
    out.breedCount.set(t.breedCount, row);
    out.adult.set(t.adult, row);
    out.genes.set(t.genes, row * 24);
    for (let i = 0; i < t.size; i++) {
      const source = offsets[p]! + t.sourceIndex[i]!;
      const rec = records[source]!;
      out.ids.push(t.ids[i]!);
      out.sourceIndex[row + i] = source;
      out.idCode[row + i] = code(rec.id);
      out.sireCode[row + i] = code(rec.sireId);
      out.matronCode[row + i] = code(rec.matronId);
    }
    out.errors.push(...t.errors.map((e) => ({ ...e, index: offsets[p]! + e.index })));
    row += t.size;
  });
  return out;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const aborted = () => Object.assign(new Error('ranking aborted'), { name: 'AbortError' });

/**
 * The worker's job done on the page in short slices, for when the page may not start a worker
 * (a Content-Security-Policy without `worker-src blob:` blocks our cross-origin shim). Genes are
 * decoded in slices (decoding 1,000 at once would block ~50 ms), the ranking yields every 8 ms,
 * reports progress, and stops at the next slice when the signal aborts. Same engine
 * (buildCreatureTable + PairRanker), same results as the worker.
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
      const pieces: CreatureTable[] = [];
      const offsets: number[] = [];
      for (let i = 0; i < decoded.length; i += TABLE_PIECE) {
        pieces.push(buildCreatureTable(decoded.slice(i, i + TABLE_PIECE)));
        offsets.push(i);
        await nextTask();
      }
      table = joinTables(pieces, offsets, decoded);
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
    terminate() {},
  };
}
