import { expect } from 'vitest';
import { Leases } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { GeneratedMarketSource } from '../src/market/sources/generated-market';
import { MarketLoader } from '../src/market/market-loader';
import { GeneratedMarketFeed } from '../src/market/sync/generated-feed';
import { MarketSync } from '../src/market/sync/market-sync';
import { AxiesRepository } from '../src/market/store/axies-repository';
import { ChangeLogFollower, type ChangeLogFollowerOptions } from '../src/market/index/change-log-follower';
import { testAxieConfig } from './helpers';

export const SIZE = 1500;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The sample market loaded in `store`, and a sync over it driven by a clock the test moves. */
export async function movingMarket(store: Store, changesPerSecond = 50, options: ChangeLogFollowerOptions = {}) {
  const config = testAxieConfig(SIZE).generated;
  const repository = new AxiesRepository(store);
  const follower = new ChangeLogFollower(repository, options);
  await new MarketLoader(repository, new GeneratedMarketSource(config), quiet).ensureLoaded();
  let now = Date.UTC(2026, 0, 1);
  const feed = new GeneratedMarketFeed(config, { changesPerSecond, now: () => now });
  const sync = new MarketSync(store, repository, follower, feed, new Leases(store), { pollMs: 10, log: quiet });
  await sync.tick(); // the first poll sets the cursor's time
  return {
    repository,
    follower,
    sync,
    /** `seconds` of market time, one poll a second */
    advance: async (seconds: number) => {
      for (let s = 0; s < seconds; s++) {
        now += 1000;
        expect(await sync.tick()).toBe(true);
      }
    },
  };
}

