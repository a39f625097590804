import { describe, expect, it } from 'vitest';
import { Leases } from '@criadero/service-kit';
import { EmbeddedStore, type Store, type StoreCollection, type StoredDoc } from '@criadero/service-kit/store';
import { GeneratedMarketSource } from '../src/market/sources/generated-market';
import { MarketLoader } from '../src/market/market-loader';
import type { MarketFeed, Observation } from '../src/market/sync/feed';
import { MarketSync } from '../src/market/sync/market-sync';
import { AxiesRepository } from '../src/market/store/axies-repository';
import { ChangeLogFollower } from '../src/market/index/change-log-follower';
import { MarketChangesRepository } from '../src/market/store/market-changes-repository';
import { testAxieConfig } from './helpers';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const WRITES = new Set(['insertOne', 'updateOne', 'deleteOne', 'deleteMany']);

/**
 * `store` as a process sees it until it dies: once `armed`, the first write of an axie or of a
 * market change goes through and every later write throws, as if the process were killed right
 * after that first write (the embedded journal has it; nothing after it happens).
 */
function dyingAfterOneWrite(store: Store) {
  const state = { armed: false, written: 0 };
  const wrapped: Store = {
    kind: store.kind,
    durable: store.durable,
    ping: () => store.ping(),
    close: () => store.close(),
    collection<T extends StoredDoc>(name: string): StoreCollection<T> {
      const real = store.collection<T>(name);
      if (name !== 'axies' && name !== 'axie_market_changes') return real;
      return new Proxy(real, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (typeof value !== 'function' || !WRITES.has(String(key))) return typeof value === 'function' ? value.bind(target) : value;
          return (...args: unknown[]) => {
            if (state.armed && state.written++ > 0) return Promise.reject(new Error('killed'));
            return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          };
        },
      });
    },
  };
  return { store: wrapped, state };
}

const feedOf = (observations: Observation[]): MarketFeed => ({ kind: 'generated', poll: async () => ({ observations, cursor: { made: 0, until: 0 } }) });

describe('a crash between the two writes of a market change', () => {
  it('loses nothing: the next sync finds the change in the log and the axie as it left it, and followers see it', { timeout: 120_000 }, async () => {
    const store = new EmbeddedStore();
    const repository = new AxiesRepository(store);
    await new MarketLoader(repository, new GeneratedMarketSource(testAxieConfig(300).generated), quiet).ensureLoaded();
    const follower = new ChangeLogFollower(new AxiesRepository(store), { refreshMs: 0 });
    await follower.index();
    const [unlisted] = await repository.find({ auctionType: 'NotForSale', stage: 4 }, { limit: 1 });
    const listing = { priceUsd: 1.23, priceWei: '410000000000000', startedAt: Date.UTC(2026, 0, 1) };
    const seen: Observation = { axieId: unlisted!.id, listing };

    const dying = dyingAfterOneWrite(store);
    const dyingRepository = new AxiesRepository(dying.store);
    const crashed = new MarketSync(dying.store, dyingRepository, new ChangeLogFollower(dyingRepository), feedOf([seen]), new Leases(store), { pollMs: 10, log: quiet });
    dying.state.armed = true;
    expect(await crashed.tick()).toBe(false); // the process died after one of the two writes
    expect(dying.state.written).toBe(2);

    // the next start (any instance) polls again from the stored cursor: the feed shows the same listing
    const restartedRepository = new AxiesRepository(store);
    const restarted = new MarketSync(store, restartedRepository, new ChangeLogFollower(restartedRepository), feedOf([seen]), new Leases(store), { pollMs: 10, log: quiet });
    expect(await restarted.tick()).toBe(true);
    const log = await new MarketChangesRepository(store).readAfter(0, 10);
    expect(log.map((c) => [c.kind, c.axieId, c.priceUsd])).toEqual([['listed', String(unlisted!.id), 1.23]]);
    expect(await repository.byId(unlisted!.id)).toMatchObject({ auctionType: 'Sale', priceUsd: 1.23, listedAt: listing.startedAt });
    const index = await follower.index();
    expect(index.usdOf(index.rowOf(unlisted!.id)!)).toBe(1.23);
  });
});
