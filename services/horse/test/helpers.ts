import { testConfig } from '@criadero/service-platform/testing';
import { EmbeddedStore, type Store } from '@criadero/service-platform/store';
import { CreditsLedger, PlansLedger } from '@criadero/service-users';
import { buildHorseApp } from '../src/app';
import { loadHorseConfig } from '../src/config';
import type { HorseMarketSource } from '../src/market/horse-market';

export type HorseApp = Awaited<ReturnType<typeof buildHorseApp>>;

export async function buildTestApp(options: { store?: Store; market?: HorseMarketSource } = {}) {
  const store = options.store ?? new EmbeddedStore();
  // the all-pairs checks send thousands of requests; rate limiting has its own tests in the platform
  const platform = testConfig({ rateLimit: { max: 100_000, windowMs: 60_000, authMax: 1000 } });
  const app = await buildHorseApp({ config: { ...loadHorseConfig({}), platform }, store, market: options.market, logger: false });
  await app.ready();
  return { app, store };
}

let accounts = 0;

/** A signed-in account (a real session in the store) with `credits` Plus Coins and, optionally, a plan. */
export async function signedIn(app: HorseApp, store: Store, options: { credits?: number; plan?: 1 | 2 } = {}) {
  const accountId = `acc-${++accounts}`;
  const address = `0x${accounts.toString(16).padStart(40, '0')}`;
  const { token } = await app.identity.sessions.create(accountId, address, 60 * 60_000);
  const credits = new CreditsLedger(store);
  if (options.credits) await credits.append({ accountId, delta: options.credits, kind: 'grant', idempotencyKey: `grant:${accountId}` });
  if (options.plan) await new PlansLedger(store).grant({ accountId, level: options.plan, days: 30, kind: 'grant', idempotencyKey: `plan:${accountId}` });
  return { accountId, headers: { authorization: `Bearer ${token}` }, balance: () => credits.balance(accountId) };
}
