/**
 * The gateway (every service) in its own process for the load test: embedded store, rate
 * limits out of the way, the generated Axie market loaded before it reports ready, and an
 * Elite session so /api/search measures the search, not the 402. Prints `{"url", "token"}`.
 */
import { buildGateway, loadGatewayConfig } from '@criadero/gateway';
import { lastMarketIndexBuild } from '@criadero/service-axie';
import { EmbeddedStore, MongoStore } from '@criadero/service-platform/store';
import { PlansLedger } from '@criadero/service-users';

const config = loadGatewayConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  RATE_LIMIT_MAX: '1000000000',
  AXIE_MARKET_SIZE: process.env.BENCH_AXIE_SIZE ?? '20000',
  AXIE_WARM_UP: 'false',
});
// BENCH_MONGODB_URI: a MongoDB/FerretDB server instead of the embedded store (search-scale measure)
const store = process.env.BENCH_MONGODB_URI ? await MongoStore.connect(process.env.BENCH_MONGODB_URI, `criadero_bench_${process.pid}`) : new EmbeddedStore();
// load shedding off: a saturated server sheds by design (503 BUSY); the bench measures the routes
const app = await buildGateway({ config, store, logger: false, underPressure: false });
await app.ready();
const address = `0x${'be'.repeat(20)}`;
const { accountId } = await app.identity.wallets.accountForLogin(address);
const { token } = await app.identity.sessions.create(accountId, address, 24 * 3_600_000);
await new PlansLedger(app.store).grant({ accountId, level: 2, days: 30, kind: 'grant', idempotencyKey: 'bench-elite' });
// the first search loads the market; its first result is the axie /api/axie asks for
const found = await app.inject({ method: 'POST', url: '/api/search', headers: { authorization: `Bearer ${token}` }, payload: {} });
const axieId = Number(String(found.json().axies ?? '').split(' ')[0]);
if (found.statusCode !== 200 || !axieId) throw new Error(`market warm-up failed: ${found.statusCode} ${found.body}`);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url, token, axieId, marketIndex: lastMarketIndexBuild(), heapUsedBytes: process.memoryUsage().heapUsed }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
