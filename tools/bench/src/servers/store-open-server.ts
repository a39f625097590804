/**
 * The floor under a gateway start on an embedded store: a process that only opens the store in
 * BENCH_DATA_DIR (replays its journal) and reports its time, CPU time and memory. Prints one JSON line.
 */
import { EmbeddedStore } from '@criadero/service-kit/store';

const cpu = process.cpuUsage();
const started = performance.now();
const store = new EmbeddedStore({ dataDir: process.env.BENCH_DATA_DIR! });
const openMs = performance.now() - started;
const used = process.cpuUsage(cpu);
const memory = process.memoryUsage();
console.log(JSON.stringify({ openMs, cpuMs: (used.user + used.system) / 1000, rssBytes: memory.rss, heapUsedBytes: memory.heapUsed }));
process.on('SIGTERM', () => void store.close().then(() => process.exit(0)));
