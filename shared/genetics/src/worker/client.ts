import * as Comlink from 'comlink';
import type { CompiledFilter, FilterInput } from '../analysis/filter.js';
import { CreatureTableBuilder, type CreatureRecord, type DecodedRows } from '../pairs/table.js';
import { mergeShards, type RankProgress, type RankResult, type ShardResult } from '../pairs/ranker.js';
import type { OutlookRequest, TwoGenerationOutlook } from '../generations/plan.js';
import type { LoadResult, PairsWorkerApi, WorkerRankOptions } from './api.js';

export interface ClientRankOptions extends WorkerRankOptions {
  onProgress?: (p: RankProgress) => void;
  signal?: AbortSignal;
}

export interface PairsClient {
  load(creatures: CreatureRecord[]): Promise<LoadResult>;
  /** Rejects with an AbortError when `signal` aborts; the worker stops at its next chunk. */
  rank(filter: FilterInput | CompiledFilter, options?: ClientRankOptions): Promise<RankResult>;
  /** Two generations over the loaded creatures; one worker answers (a pass over the table's rows, milliseconds). */
  outlook(request: OutlookRequest): Promise<TwoGenerationOutlook>;
  /** Terminates the worker (when the endpoint is a Worker). */
  terminate(): void;
}

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? Object.assign(new Error('ranking aborted'), { name: 'AbortError' });

/** Main-thread client over any comlink endpoint (a Worker, a MessagePort...). */
export function createPairsClient(endpoint: Comlink.Endpoint): PairsClient {
  return createPairsPool([endpoint]);
}

/**
 * One client over several workers. Loading, each worker decodes an equal share of the creatures
 * (decoding is most of a load: ~50 ms per 1,000), the pool builds the one table from the shares
 * (typed columns, a few milliseconds) and every worker gets a copy; no creature is decoded twice.
 * Ranking, each worker ranks a shard of the rows
 * (row i, i + n, i + 2n… for worker i of n, so the shards cost the same), and the shards are
 * merged into the ranking one worker would give (mergeShards). Progress sums the shards; it stops
 * once the ranking settles (a shard's last report can arrive after its result: comlink sends the
 * callback's calls on a port of their own) with a last report of every pair, and an abort
 * cancels every shard.
 */
export function createPairsPool(endpoints: readonly Comlink.Endpoint[]): PairsClient {
  if (!endpoints.length) throw new RangeError('a pool needs at least one worker');
  const remotes = endpoints.map((e) => Comlink.wrap<PairsWorkerApi>(e));
  let nextJob = 1;
  return {
    async load(creatures) {
      if (remotes.length === 1) return remotes[0]!.load(creatures) as Promise<LoadResult>;
      const share = Math.ceil(creatures.length / remotes.length);
      const slices = remotes.map((_, i) => creatures.slice(i * share, (i + 1) * share));
      // on the page's thread, one step per task (each ~10 ms at 20,000): a share sent, a share added, a copy sent
      const decoding: Promise<DecodedRows>[] = [];
      for (const [i, r] of remotes.entries()) {
        decoding.push(r.decode(slices[i]!) as Promise<DecodedRows>);
        await nextTask();
      }
      const decoded = await Promise.all(decoding);
      const builder = new CreatureTableBuilder(creatures.length);
      for (const [i, slice] of slices.entries()) {
        builder.addDecoded(slice, decoded[i]!);
        await nextTask();
      }
      const table = builder.build();
      const answers: Promise<LoadResult>[] = [];
      for (const r of remotes) {
        answers.push(r.loadTable(table) as Promise<LoadResult>);
        await nextTask();
      }
      const [first] = await Promise.all(answers);
      return first!;
    },
    rank(filter, options = {}) {
      const { onProgress, signal, ...rankOptions } = options;
      if (signal?.aborted) return Promise.reject(abortError(signal));
      const jobId = nextJob++;
      let settled = false;
      const done = remotes.map(() => 0);
      const totals = remotes.map(() => 0);
      const report = (shard: number) => (p: RankProgress) => {
        if (settled) return;
        done[shard] = p.done;
        totals[shard] = p.total;
        onProgress?.({ done: sum(done), total: sum(totals) });
      };
      const count = remotes.length;
      const work = Promise.all(
        remotes.map((r, index) => r.rankShard(jobId, filter, { ...rankOptions, shard: { index, count } }, onProgress ? Comlink.proxy(report(index)) : undefined) as Promise<ShardResult>),
      ).then(mergeShards);
      return new Promise<RankResult>((resolve, reject) => {
        const onAbort = () => {
          if (settled) return;
          settled = true;
          for (const r of remotes) void r.cancel(jobId);
          reject(abortError(signal!));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        work.then(
          (result) => {
            if (settled) return;
            settled = true;
            const all = (result.eligible * (result.eligible - 1)) / 2;
            onProgress?.({ done: all, total: all });
            resolve(result);
          },
          (error: unknown) => {
            if (settled) return;
            settled = true;
            for (const r of remotes) void r.cancel(jobId);
            reject(error);
          },
        ).finally(() => signal?.removeEventListener('abort', onAbort));
      });
    },
    outlook(request) {
      return remotes[0]!.outlook(request) as Promise<TwoGenerationOutlook>;
    },
    terminate() {
      remotes.forEach((r, i) => {
        r[Comlink.releaseProxy]();
        (endpoints[i] as { terminate?: () => void }).terminate?.();
      });
    },
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
