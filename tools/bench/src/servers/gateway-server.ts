/**
 * The gateway (every service) in its own process for the load test: embedded store, rate
 * limits out of the way, the generated Axie market loaded before it reports ready, and an
 * Elite session so /api/search measures the search, not the 402. Prints `{"url", "token"}`.
 */
import { lastMarketIndexBuild } from '@criadero/service-axie';
import { EmbeddedStore, MongoStore } from '@criadero/service-kit/store';
import { benchGateway } from './bench-gateway';

// BENCH_MONGODB_URI: a MongoDB/FerretDB server instead of the embedded store (search-scale measure);
// BENCH_DATA_DIR: the embedded store on disk there, so a second start finds the market stored (market-sync measure)
const store = process.env.BENCH_MONGODB_URI
  ? await MongoStore.connect(process.env.BENCH_MONGODB_URI, `criadero_bench_${process.pid}`)
  : new EmbeddedStore(process.env.BENCH_DATA_DIR ? { dataDir: process.env.BENCH_DATA_DIR } : {});
const { app, token } = await benchGateway(store);
// the first search loads the market; its first result is the axie /api/axie asks for
const found = await app.inject({ method: 'POST', url: '/api/search', headers: { authorization: `Bearer ${token}` }, payload: {} });
const axieId = Number(String(found.json().axies ?? '').split(' ')[0]);
if (found.statusCode !== 200 || !axieId) throw new Error(`market warm-up failed: ${found.statusCode} ${found.body}`);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const memory = process.memoryUsage();
const cpu = process.cpuUsage(); // the process's CPU time from its start (a shared machine does not inflate it)
console.log(JSON.stringify({ url, token, axieId, marketIndex: lastMarketIndexBuild(), heapUsedBytes: memory.heapUsed, rssBytes: memory.rss, cpuMs: (cpu.user + cpu.system) / 1000 }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
