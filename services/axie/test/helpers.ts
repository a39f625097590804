import { afterAll, beforeAll } from 'vitest';
import { testConfig, type storeTargets } from '@criadero/service-kit/testing';
import { EmbeddedStore, MongoStore, type Store } from '@criadero/service-kit/store';
import { CreditsLedger } from '@criadero/service-users';
import { buildAxieApp, type BuildAxieAppOptions } from '../src/app';
import { loadAxieConfig, type AxieConfig } from '../src/config';
import { GeneratedMarketSource } from '../src/market/sources/generated-market';
import { MARKET_LABELS } from '../src/market/sources/labels';
import type { MarketSource } from '../src/market/sources/types';

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

/**
 * A test app of `size` generated axies on `target`'s store, for one `describe`: opened before its
 * tests, closed (and the store disposed) after them. Read `app` and `store` inside the tests.
 */
export function useAppOnStore(target: ReturnType<typeof storeTargets>[number], size = 200): { readonly app: AxieTestApp; readonly store: Store } {
  const opened: { app?: AxieTestApp; store?: Store } = {};
  beforeAll(async () => {
    opened.store = await target.open();
    opened.app = await buildTestApp({ size, store: opened.store });
  });
  afterAll(async () => {
    await opened.app?.close();
    if (opened.store) await target.dispose(opened.store);
  });
  return {
    get app() { return opened.app!; },
    get store() { return opened.store!; },
  };
}

export const balanceOf = (store: Store, accountId: string) => new CreditsLedger(store).balance(accountId);

/**
 * The generated market of `size` axies served as if the marketplace import had answered it
 * (source kind 'graphql'): its searches are paid, as over the real marketplace.
 */
export function importedMarket(size: number): MarketSource {
  const generated = new GeneratedMarketSource(testAxieConfig(size).generated);
  const info = { ...generated.info, kind: 'graphql' as const, label: MARKET_LABELS.graphql, datasetKey: `imported:${generated.info.datasetKey}` };
  return { info, batches: (signal) => generated.batches(signal) };
}

/** A store opened before the suite's tests and closed after them (a server database dropped first). */
export function useStore(open: () => Promise<Store>): { readonly store: Store } {
  let store: Store | undefined;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    if (store instanceof MongoStore) await store.dropDatabase();
    await store?.close();
  });
  return {
    get store() {
      if (!store) throw new Error('the store opens before the tests');
      return store;
    },
  };
}
