import { loadPlatformConfig } from '@criadero/service-kit';
import { EmbeddedStore, type Store } from '@criadero/service-kit/store';
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
