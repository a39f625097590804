/**
 * `npm run bench`: /api/search latency (p50/p99) and throughput at 20,000 axies, on the
 * embedded store and on FerretDB 1.24 (started like the tests start it), plus breeding-search
 * latency and the market load time. Writes <repo>/bench-results/axie-search.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { EmbeddedStore, MongoStore, type Store } from '@criadero/service-kit/store';
import { startFerretDb, testConfig } from '@criadero/service-kit/testing';
import { CreditsLedger, PlansLedger } from '@criadero/service-users';
import { buildAxieApp } from '../src/app';
import { loadAxieConfig } from '../src/config';
import { cachedMarket } from '../src/market/sources/generated-market';

const SIZE = Number(process.env.BENCH_SIZE ?? 20_000);
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 200);
/** FerretDB 1.x scans and filters in Go (only _id look-ups reach SQLite): far fewer requests fit in a run */
const SEQUENTIAL_FERRET = Number(process.env.BENCH_FERRET_REQUESTS ?? 20);
const THROUGHPUT_MS = Number(process.env.BENCH_THROUGHPUT_MS ?? 5000);
const CONCURRENCY = 8;

const config = {
  ...loadAxieConfig({ AXIE_MARKET_SIZE: String(SIZE) }),
  platform: testConfig({ rateLimit: { max: 1_000_000, windowMs: 60_000, authMax: 1000 } }),
  warmUp: false,
};

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
const round = (n: number) => Math.round(n * 100) / 100;

/** The searches the UI sends most: defaults, class + breed count, parts, wallet import, sorts, priority. */
function workload() {
  const market = cachedMarket(config.generated);
  const listed = market.axies.map((a, i) => ({ a, g: market.parsed[i]! })).filter((x) => x.a.listing);
  const part = (i: number, type: 'eyes' | 'tail' | 'back' | 'mouth') => listed[i * 37]!.g.current[type];
  return [
    {},
    { classes: ['beast'], breedCount: [0, 2] },
    { classes: ['aquatic', 'bird'], maxPriceUSD: 40, sort: 'PriceDesc' },
    { parts: [part(1, 'eyes')] },
    { parts: [part(2, 'tail'), `!${part(3, 'back')}`], breedCount: [0, 4] },
    { parts: [part(4, 'mouth'), part(5, 'back')], auctionType: 'All', priorityOrder: ['back', 'mouth'] },
    { bodyShapes: ['Curly', 'Fuzzy'], primaryColor: [1, 2] },
    { owner: market.axies[10]!.owner, auctionType: 'All', sort: 'PriceAsc' },
    { auctionType: 'NotForSale', sort: 'IdDesc', limit: 50 },
    { sort: 'Latest', limit: 200 },
  ];
}

async function benchStore(name: string, store: Store, sequential: number, breedingRuns: number) {
  const app = await buildAxieApp({ config, store, logger: false });
  await app.ready();
  const loadStarted = performance.now();
  await app.inject({ method: 'POST', url: '/api/axie', payload: { axieId: 1 } }); // triggers the market load
  const loadMs = performance.now() - loadStarted;
  const { accountId } = await app.identity.wallets.accountForLogin(`0x${'ab'.repeat(20)}`);
  const { token } = await app.identity.sessions.create(accountId, `0x${'ab'.repeat(20)}`, 3_600_000);
  await new PlansLedger(store).grant({ accountId, level: 2, days: 30, kind: 'grant', idempotencyKey: `bench-elite-${name}` });
  await new CreditsLedger(store).append({ accountId, delta: 1, kind: 'grant', idempotencyKey: `bench-credit-${name}` });
  const headers = { authorization: `Bearer ${token}` };
  const payloads = workload();
  const search = async (k: number) => {
    const res = await app.inject({ method: 'POST', url: '/api/search', headers, payload: payloads[k % payloads.length]! });
    if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
  };

  for (let k = 0; k < payloads.length; k++) await search(k); // warm-up (JIT, caches)
  console.log(`${name}: market loaded in ${Math.round(loadMs)} ms, warmed up`);
  const latencies: number[] = [];
  for (let k = 0; k < sequential; k++) {
    const t = performance.now();
    await search(k);
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);

  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let k = worker; performance.now() - started < THROUGHPUT_MS; k += CONCURRENCY) {
        await search(k);
        done++;
      }
    }),
  );
  const elapsed = performance.now() - started;

  const market = cachedMarket(config.generated);
  const references = market.axies.filter((a) => a.stage === 4 && a.breedCount < 7).slice(0, breedingRuns);
  const breeding: number[] = [];
  for (const [k, ref] of references.entries()) {
    const g = market.parsed[market.axies.indexOf(ref)]!;
    const t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/breeding-search',
      headers,
      payload: { axieId: ref.id, parts: [g.eyes.d.partId, g.tail.d.partId], classes: k % 2 ? [g.class] : undefined },
    });
    if (res.statusCode !== 200) throw new Error(`breeding search failed: ${res.body}`);
    breeding.push(performance.now() - t);
  }
  breeding.sort((a, b) => a - b);
  await app.close();
  const result = {
    store: name,
    axies: SIZE,
    marketLoadMs: Math.round(loadMs),
    search: {
      requests: sequential,
      p50Ms: round(quantile(latencies, 0.5)),
      p99Ms: round(quantile(latencies, 0.99)),
      meanMs: round(latencies.reduce((s, x) => s + x, 0) / latencies.length),
      throughputRps: round((done / elapsed) * 1000),
      concurrency: CONCURRENCY,
      throughputWindowMs: Math.round(elapsed),
    },
    breedingSearch: { requests: breeding.length, p50Ms: round(quantile(breeding, 0.5)), p99Ms: round(quantile(breeding, 0.99)) },
  };
  console.log(JSON.stringify(result));
  return result;
}

const generationStarted = performance.now();
cachedMarket(config.generated);
const generationMs = Math.round(performance.now() - generationStarted);
console.log(`generated ${SIZE} axies in ${generationMs} ms`);

const results = [await benchStore('embedded', new EmbeddedStore(), SEQUENTIAL, 10)];
const ferret = await startFerretDb();
const mongo = await MongoStore.connect(ferret.uri, `criadero_bench_${Date.now()}`);
try {
  results.push(await benchStore('ferretdb-1.24', mongo, SEQUENTIAL_FERRET, 3));
} finally {
  await mongo.dropDatabase().catch(() => undefined);
  await mongo.close();
  await ferret.stop();
}

const out = {
  benchmark: 'axie /api/search',
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  loadAverage: os.loadavg().map((x) => round(x)),
  note: 'app.inject through the whole route (validation, session, Elite credit check, store query); sequential latency, then throughput with 8 concurrent clients; workload = 10 representative searches in rotation. The machine is shared with other work, so figures vary between runs.',
  generationMs,
  results,
};
const dir = fileURLToPath(new URL('../../../bench-results/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}axie-search.json`, `${JSON.stringify(out, null, 2)}\n`);
console.log(`written ${dir}axie-search.json`);
