import { testConfig } from '@criadero/service-kit/testing';
import { EmbeddedStore, type Store } from '@criadero/service-kit/store';
import { CreditsLedger } from '@criadero/service-users';
import { buildAxieApp, type BuildAxieAppOptions } from '../src/app';
import { loadAxieConfig, type AxieConfig } from '../src/config';

export const SEED = 20_250_101;

export function testAxieConfig(size = 20_000, overrides: Partial<AxieConfig> = {}): AxieConfig {
  const base = loadAxieConfig({ AXIE_MARKET_SIZE: String(size), AXIE_MARKET_SEED: String(SEED) });
  return {
    ...base,
    platform: testConfig({ rateLimit: { max: 100_000, windowMs: 60_000, authMax: 1000 } }),
    warmUp: false,
    // a still market unless a test moves it (the sync tests turn it on)
    sync: { ...base.sync, enabled: false },
    ...overrides,
  };
}

export type AxieTestApp = Awaited<ReturnType<typeof buildAxieApp>>;

export async function buildTestApp(
  options: { size?: number; store?: Store; config?: Partial<AxieConfig> } & Omit<BuildAxieAppOptions, 'config' | 'store' | 'logger'> = {},
) {
  const { size, store, config, ...rest } = options;
  const app = await buildAxieApp({ config: testAxieConfig(size, config), store: store ?? new EmbeddedStore(), logger: false, ...rest });
  await app.ready();
  return app;
}

export const balanceOf = (store: Store, accountId: string) => new CreditsLedger(store).balance(accountId);
