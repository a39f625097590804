import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what the last full collection kept, in percent. V8's own
 * factor goes up to 4× when collections are fast next to the allocations, so a first import of
 * 200,000 axies (about 300 MB kept, the rest garbage of the batches) reached a 1 GB heap and
 * ~1.3 GB resident; at 1.5× (and with the index built a batch at a time) it stays under 1 GB, for
 * ~20 % more CPU during the import. A server with memory to spare can set its own
 * `--heap-growing-percent` (the command line or NODE_OPTIONS): then this leaves it alone.
 */
const HEAP_GROWING_PERCENT = 50;

/**
 * Sets the heap's growth for a server process (the gateway's and the axie service's servers call
 * it first). V8 reads the flag at each collection, so setting it while running takes effect.
 */
export function limitHeapGrowth(): void {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) => /^--heap[-_]growing[-_]percent/.test(arg));
  if (!given) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
