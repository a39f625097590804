import { testConfig } from '@criadero/service-kit/testing';
import { EmbeddedStore, type Store } from '@criadero/service-kit/store';
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
