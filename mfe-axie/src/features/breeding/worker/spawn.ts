import { createPairsPool, type PairsClient } from '@criadero/genetics/worker-client';
import { CrossOriginWorker } from './cross-origin-worker';
import { createInPageClient } from './in-page-client';

export type EngineMode = 'worker' | 'page';

/** How long the workers may take to answer their first call before we give up on them. */
const WORKER_START_TIMEOUT_MS = 5_000;
/** A bound on the pool whatever a browser reports (each worker holds its own table). */
const MAX_WORKERS = 16;

/** One worker per core the browser reports. */
const poolSize = (cores: number | undefined = globalThis.navigator?.hardwareConcurrency): number =>
  Math.max(1, Math.min(MAX_WORKERS, Math.floor(cores || 1)));

/**
 * Starts the pairs-ranking workers (comlink), one per core the browser reports: each ranks a
 * shard of the pairs and the pool merges them into the one ranking. If the browser refuses a
 * worker (it fires `error`, e.g. a CSP that does not allow blob: workers) or they do not answer,
 * falls back to the in-page engine that works in short slices.
 */
export async function startPairsEngine(): Promise<{ client: PairsClient; mode: EngineMode; workers: number }> {
  const workers: Worker[] = [];
  try {
    for (let i = 0; i < poolSize(); i++)
      workers.push(new CrossOriginWorker(/* webpackChunkName: "breeding-pairs-worker" */ new URL('./pairs.worker.ts', import.meta.url)));
  } catch (error) {
    for (const w of workers) w.terminate();
    console.warn('[axie.breeding] worker unavailable, ranking on the page', error);
    return { client: createInPageClient(), mode: 'page', workers: 0 };
  }
  const client = createPairsPool(workers);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ok = await Promise.race([
    client.load([]).then(() => true, () => false),
    ...workers.map((w) => new Promise<false>((resolve) => w.addEventListener('error', () => resolve(false), { once: true }))),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), WORKER_START_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (ok) return { client, mode: 'worker', workers: workers.length };
  client.terminate();
  console.warn('[axie.breeding] worker did not start (Content-Security-Policy worker-src?), ranking on the page');
  return { client: createInPageClient(), mode: 'page', workers: 0 };
}
