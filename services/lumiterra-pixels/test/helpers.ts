import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadPlatformConfig } from '@criadero/service-platform';
import { EmbeddedStore, type Store } from '@criadero/service-platform/store';
import { CreditsLedger, PlansLedger } from '@criadero/service-users';
import { buildLumiterraPixelsApp } from '../src/app';
import type { PriceSource } from '../src/prices/price-source';
import { SamplePriceSource } from '../src/prices/sample-price-source';

/** The shipped sample prices reported as a live market's (what a configured live adapter does). */
export function livePrices(): PriceSource {
  const sample = new SamplePriceSource();
  return { provenance: () => ({ source: 'lumiterra-market', sample: false, currency: 'RON', asOf: '2026-11-20' }), prices: (ids) => sample.prices(ids) };
}

export async function buildTestApp(store: Store = new EmbeddedStore(), priceSource?: PriceSource) {
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'lumiterra-test-secret-lumiterra-test-0000' };
  const platform = { ...loadPlatformConfig(env), rateLimit: { max: 10_000, windowMs: 60_000, authMax: 10_000 } };
  const app = await buildLumiterraPixelsApp({ config: { platform, port: 0, host: '127.0.0.1' }, store, logger: false, priceSource });
  await app.ready();
  return { app, store };
}

/**
 * A signed-in player: account and session are created through the platform's
 * identity repositories (the same ones SIWE login writes), with the given
 * credits and plan.
 */
export async function player(app: FastifyInstance, store: Store, options: { credits?: number; plan?: 1 | 2 } = {}) {
  const address = `0x${randomBytes(20).toString('hex')}`;
  const { accountId } = await app.identity.wallets.accountForLogin(address);
  const { token } = await app.identity.sessions.create(accountId, address, 3_600_000);
  if (options.credits) {
    await new CreditsLedger(store).append({ accountId, delta: options.credits, kind: 'grant', idempotencyKey: `grant:${accountId}` });
  }
  if (options.plan) {
    await new PlansLedger(store).grant({ accountId, level: options.plan, days: 30, kind: 'grant', idempotencyKey: `plan:${accountId}` });
  }
  return { accountId, headers: { authorization: `Bearer ${token}` }, balance: () => new CreditsLedger(store).balance(accountId) };
}
