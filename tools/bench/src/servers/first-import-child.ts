/**
 * A first start of the axie service on an empty on-disk embedded store: it imports
 * BENCH_AXIE_SIZE generated axies (stores them, builds the search index from the store) and
 * answers its first search (a second start on that store reads back the index file this one
 * saves). Prints `{"peakRssBytes", ...}`: the process's peak resident memory
 * (getrusage ru_maxrss) over the whole import, beside the RSS and heap once it is done. With
 * BENCH_HEAP_SNAPSHOT set, writes a heap snapshot there once the index is built (to see what stays).
 */
import { writeHeapSnapshot } from 'node:v8';
import { buildAxieApp, loadAxieConfig } from '@criadero/service-axie';
import { limitHeapGrowth } from '@criadero/service-kit';
import { EmbeddedStore } from '@criadero/service-kit/store';

limitHeapGrowth(); // as the gateway's server starts

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is required (an empty folder)');
const started = performance.now();
const store = new EmbeddedStore({ dataDir });
const config = loadAxieConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  AXIE_MARKET_SIZE: process.env.BENCH_AXIE_SIZE ?? '200000',
  AXIE_WARM_UP: 'false',
  AXIE_SYNC: 'false',
});
const app = await buildAxieApp({ config, store, logger: false });
await app.ready();
await app.axieMarket.ready();
const marketIndex = await app.axieMarket.follower.catchUp();
const importMs = performance.now() - started;
// what a clean stop would write: the next start reads it back (the baseline)
await app.axieMarket.follower.saveIndex();
if (process.env.BENCH_HEAP_SNAPSHOT) writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT);
const memory = process.memoryUsage();
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    axies: marketIndex.size,
    importMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
  }),
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
