import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '@criadero/service-kit/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { buildAxieApp } from '../src/app';
import { loadAxieConfig } from '../src/config';
import { lastMarketIndexBuild } from '../src/market/index/index-build';

/**
 * With the warm-up on (the default, as `npm start` runs), "ready" means a search answers at once:
 * the market is loaded and its index built before the app is ready, not on the first search (on
 * FerretDB under load that first search outlived the 30-second request timeout).
 */
describe('the warm-up', () => {
  const store = new EmbeddedStore();
  let app: Awaited<ReturnType<typeof buildAxieApp>> | undefined;
  afterAll(async () => app?.close());

  it('builds the market index before the app is ready', async () => {
    app = await buildAxieApp({ config: { ...loadAxieConfig({ AXIE_MARKET_SIZE: '300' }), platform: testConfig(), warmUp: true }, store, logger: false });
    expect(lastMarketIndexBuild()).toBeNull();
    await app.ready();
    expect(lastMarketIndexBuild()?.axies).toBe(300);
  });
});
