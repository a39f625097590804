import { buildGateway, loadGatewayConfig } from '@criadero/gateway';
import type { Store } from '@criadero/service-kit/store';
import { PlansLedger } from '@criadero/service-users';

/**
 * The gateway as the bench measures it, in this process: every service on `store`, rate limits
 * out of the way, load shedding off (a saturated server sheds by design: 503 BUSY; the bench
 * measures the routes), BENCH_AXIE_SIZE generated axies, and an Elite session so a paid search
 * measures the search, not the 402. Not listening yet.
 */
export async function benchGateway(store: Store) {
  const config = loadGatewayConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    RATE_LIMIT_MAX: '1000000000',
    AXIE_MARKET_SIZE: process.env.BENCH_AXIE_SIZE ?? '20000',
    AXIE_WARM_UP: 'false',
  });
  const app = await buildGateway({ config, store, logger: false, underPressure: false });
  await app.ready();
  const address = `0x${'be'.repeat(20)}`;
  const { accountId } = await app.identity.wallets.accountForLogin(address);
  const { token } = await app.identity.sessions.create(accountId, address, 24 * 3_600_000);
  await new PlansLedger(app.store).grant({ accountId, level: 2, days: 30, kind: 'grant', idempotencyKey: 'bench-elite' });
  return { app, token };
}
