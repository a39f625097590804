import { describe, expect, it } from 'vitest';
import { ListingRecheck, RECHECK_CACHE_MAX } from '../src/market/sync/listing-recheck';
import type { AxiesRepository } from '../src/market/store/axies-repository';
import type { ChangeLogFollower } from '../src/market/index/change-log-follower';

/**
 * The re-check's answers are kept briefly and in bounded number. Over the generated market the
 * store is the marketplace: a store that counts its look-ups stands in for it here.
 */
function storeWithListing(priceUsd: number) {
  const listing = { priceUsd, priceWei: '1000', lookUps: 0 };
  const repository = {
    byId: async (id: number) => {
      listing.lookUps += 1;
      return { id, auctionType: 'Sale', priceUsd: listing.priceUsd, priceWei: listing.priceWei };
    },
    salesOf: async () => [],
  } as unknown as AxiesRepository;
  const follower = { catchUp: async () => undefined } as unknown as ChangeLogFollower;
  return { listing, repository, follower };
}

describe('the listing re-check cache', () => {
  it('answers again from its cache within the TTL, and looks up the new price after it', async () => {
    let now = 1_000_000;
    const { listing, repository, follower } = storeWithListing(10);
    const recheck = new ListingRecheck(repository, follower, null, null, { ttlMs: 30_000, now: () => now });
    expect(await recheck.check(7)).toMatchObject({ status: 'listed', priceUsd: 10, priceWei: '1000' });
    Object.assign(listing, { priceUsd: 12, priceWei: '1200' });
    now += 29_999;
    expect(await recheck.check(7)).toMatchObject({ priceUsd: 10 });
    expect(listing.lookUps).toBe(1);
    now += 1;
    expect(await recheck.check(7)).toMatchObject({ status: 'listed', priceUsd: 12, priceWei: '1200', checkedAt: new Date(now).toISOString() });
    expect(listing.lookUps).toBe(2);
  });

  it(`keeps at most ${RECHECK_CACHE_MAX} answers, dropping the oldest first`, async () => {
    let now = 0;
    const { listing, repository, follower } = storeWithListing(10);
    const recheck = new ListingRecheck(repository, follower, null, null, { ttlMs: 60_000, now: () => now });
    for (let id = 1; id <= RECHECK_CACHE_MAX; id++) await recheck.check(id);
    now += 1;
    await recheck.check(1); // renewed? no: still fresh, answered from the cache, stays the oldest
    await recheck.check(RECHECK_CACHE_MAX + 1);
    expect(recheck.cached).toBe(RECHECK_CACHE_MAX);
    const before = listing.lookUps;
    await recheck.check(2); // kept
    expect(listing.lookUps).toBe(before);
    await recheck.check(1); // the oldest, dropped: looked up again
    expect(listing.lookUps).toBe(before + 1);
  });
});
