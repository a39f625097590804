import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import { GeneratedMarketSource } from '../src/market/sources/generated-market';
import { MarketLoader } from '../src/market/market-loader';
import { AxiesRepository } from '../src/market/store/axies-repository';
import { ChangeLogFollower } from '../src/market/index/change-log-follower';
import { normalizeCriteria, type FilterBody } from '../src/search/criteria';
import { searchMarket } from '../src/search/market-search';
import { testAxieConfig } from './helpers';
import { storeSearch } from './store-query';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const marketOf = (seed: number, size: number) => new GeneratedMarketSource({ ...testAxieConfig(size).generated, seed });
const everything = normalizeCriteria({ auctionType: 'All', limit: 1000 } as Record<string, unknown> as FilterBody, { limit: 1000 });

/**
 * Several gateway instances share one store: an import run by one of them must reach the
 * others' market indexes (through the market meta's generation), not only in-process events.
 */
describe.each(storeTargets().filter((t) => t.name !== 'embedded-on-disk'))('market index across instances on $name', (target) => {
  let store: Store;
  beforeAll(async () => {
    store = await target.open();
  });
  afterAll(async () => target.dispose(store));

  it('an import by one instance reaches the other (new generation), and an import in progress does not', { timeout: 120_000 }, async () => {
    const importer = new AxiesRepository(store);
    // the importing instance's own index checks the meta once an hour: only its own import's meta write makes it look again
    const importerIndex = new ChangeLogFollower(importer, { refreshMs: 3_600_000 });
    const other = new ChangeLogFollower(new AxiesRepository(store), { refreshMs: 0 });
    const lazy = new ChangeLogFollower(new AxiesRepository(store), { refreshMs: 3_600_000 });
    await new MarketLoader(importer, marketOf(11, 300), quiet).ensureLoaded();
    const first = await storeSearch(importer, everything);
    // a market search answers the adults (eggs cannot be bought to breed)
    const adultsOf = async () => (await importer.find({ stage: 4 })).length;
    expect(first.total).toBe(await adultsOf());
    expect(first.total).toBeGreaterThan(290);
    expect(await searchMarket(other, everything)).toEqual(first);
    expect(await searchMarket(lazy, everything)).toEqual(first);
    expect(await searchMarket(importerIndex, everything)).toEqual(first);

    // an import starts elsewhere: the store is being emptied and refilled, the index keeps answering
    const second = marketOf(12, 200);
    await importer.clear(second.info);
    expect(await searchMarket(other, everything)).toEqual(first);

    await new MarketLoader(importer, second, quiet).ensureLoaded();
    const next = await storeSearch(importer, everything);
    expect(next.total).toBe(await adultsOf());
    expect(next.total).toBeGreaterThan(190);
    expect(next.ids).not.toEqual(first.ids.slice(0, 200));
    // the importing instance sees its own import at once, the other on its next meta check
    expect(await searchMarket(importerIndex, everything)).toEqual(next);
    expect(await searchMarket(other, everything)).toEqual(next);
    // an instance checks the meta at most once per refresh interval: until then, its index
    expect(await searchMarket(lazy, everything)).toEqual(first);
  });
});
