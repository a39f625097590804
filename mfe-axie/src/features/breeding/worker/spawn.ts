import { createPairsClient, type PairsClient } from '@criadero/genetics/worker-client';
import { CrossOriginWorker } from './cross-origin-worker';
import { createInPageClient } from './in-page-client';

export type EngineMode = 'worker' | 'page';

/** How long a worker may take to answer its first call before we give up on it. */
const WORKER_START_TIMEOUT_MS = 5_000;

/**
 * Starts the pairs-ranking worker (comlink). If the browser refuses it (the worker fires
 * `error`, e.g. a CSP that does not allow blob: workers) or it does not answer, falls back to
 * the in-page engine that works in short slices.
 */
export async function startPairsEngine(): Promise<{ client: PairsClient; mode: EngineMode }> {
  let worker: Worker;
  try {
    worker = new CrossOriginWorker(/* webpackChunkName: "breeding-pairs-worker" */ new URL('./pairs.worker.ts', import.meta.url));
  } catch (error) {
    console.warn('[axie.breeding] worker unavailable, ranking on the page', error);
    return { client: createInPageClient(), mode: 'page' };
  }
  const client = createPairsClient(worker);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ok = await Promise.race([
    client.load([]).then(() => true, () => false),
    new Promise<false>((resolve) => worker.addEventListener('error', () => resolve(false), { once: true })),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), WORKER_START_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (ok) return { client, mode: 'worker' };
  client.terminate();
  console.warn('[axie.breeding] worker did not start (Content-Security-Policy worker-src?), ranking on the page');
  return { client: createInPageClient(), mode: 'page' };
}
