import * as Comlink from 'comlink';
import type { CompiledFilter, FilterInput } from '../analysis/filter.js';
import type { CreatureRecord } from '../pairs/table.js';
import type { RankProgress, RankResult } from '../pairs/ranker.js';
import type { LoadResult, PairsWorkerApi, WorkerRankOptions } from './api.js';

export interface ClientRankOptions extends WorkerRankOptions {
  onProgress?: (p: RankProgress) => void;
  signal?: AbortSignal;
}

export interface PairsClient {
  load(creatures: CreatureRecord[]): Promise<LoadResult>;
  /** Rejects with an AbortError when `signal` aborts; the worker stops at its next chunk. */
  rank(filter: FilterInput | CompiledFilter, options?: ClientRankOptions): Promise<RankResult>;
  /** Terminates the worker (when the endpoint is a Worker). */
  terminate(): void;
}

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? Object.assign(new Error('ranking aborted'), { name: 'AbortError' });

/** Main-thread client over any comlink endpoint (a Worker, a MessagePort...). */
export function createPairsClient(endpoint: Comlink.Endpoint): PairsClient {
  const remote = Comlink.wrap<PairsWorkerApi>(endpoint);
  let nextJob = 1;
  return {
    load: (creatures) => remote.load(creatures) as Promise<LoadResult>,
    rank(filter, options = {}) {
      const { onProgress, signal, ...rankOptions } = options;
      if (signal?.aborted) return Promise.reject(abortError(signal));
      const jobId = nextJob++;
      const progress = onProgress ? Comlink.proxy(onProgress) : undefined;
      const work = remote.rank(jobId, filter, rankOptions, progress) as Promise<RankResult>;
      if (!signal) return work;
      return new Promise<RankResult>((resolve, reject) => {
        const onAbort = () => {
          void remote.cancel(jobId);
          reject(abortError(signal));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
    terminate() {
      remote[Comlink.releaseProxy]();
      (endpoint as { terminate?: () => void }).terminate?.();
    },
  };
}

/**
 * Starts the package's worker in a browser bundle (webpack 5 resolves the `new URL` pattern)
 * and returns its client.
 */
export function spawnPairsWorker(): PairsClient {
  return createPairsClient(new Worker(new URL('./pairs.worker.ts', import.meta.url), { type: 'module' }));
}
