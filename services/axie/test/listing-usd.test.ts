import { describe, expect, it } from 'vitest';
import { ListingUsd, type SiteTokenPrices } from '../src/market/listing-usd';
import type { AxieDoc } from '../src/market/store/axie-doc';

const WETH = '0xc99a6a985ed2cac1ef41640596c5a5f9f4e19ef5';
const HOUR = 3_600_000;

/** The site's token prices as the token-prices service answers them (its `prices(tokens)` and catalogue), at a rate the test moves. */
function siteAt(rates: Record<string, number>): SiteTokenPrices {
  return {
    tokens: Object.keys(rates).map((key) => ({ key })),
    prices: async (tokens) => new Map(tokens.map((t) => [t.key, { usd: rates[t.key]! }])),
  };
}

const listed = (over: Partial<AxieDoc>): AxieDoc =>
  ({ id: 1, auctionType: 'Sale', priceWei: '10000000000000000', priceUsd: 30, listedAt: 0, paymentToken: WETH, endPriceWei: null, endsAt: null, ...over }) as AxieDoc;

describe('listing prices in USD, derived when answering from the price in the token', () => {
  it('follows the site ETH/USD; the stored price in wei does not move', async () => {
    const rates = { ethereum: 3050, ronin: 2 };
    const usd = new ListingUsd(siteAt(rates));
    const doc = listed({});
    expect((await usd.pricer())(doc)).toEqual({ currentPrice: '10000000000000000', currentPriceUsd: 30.5 });
    rates.ethereum = 3100;
    expect((await usd.pricer())(doc)).toEqual({ currentPrice: '10000000000000000', currentPriceUsd: 31 });
    expect(doc.priceWei).toBe('10000000000000000');
    // a listing in WRON is priced at RON/USD
    expect((await usd.pricer())(listed({ paymentToken: '0xe514d9deb7966c8be0ca922de8a064264ea6bcd4', priceWei: '5000000000000000000' }))!.currentPriceUsd).toBe(10);
  });

  it("an auction's price is its schedule at the moment asked: half-way, half-way between start and end", async () => {
    const usd = new ListingUsd(siteAt({ ethereum: 3000 }));
    const auction = listed({ priceWei: '20000000000000000', endPriceWei: '10000000000000000', listedAt: 0, endsAt: 2 * HOUR });
    expect((await usd.pricer(0))(auction)).toEqual({ currentPrice: '20000000000000000', currentPriceUsd: 60 });
    expect((await usd.pricer(HOUR))(auction)).toEqual({ currentPrice: '15000000000000000', currentPriceUsd: 45 });
    expect((await usd.pricer(5 * HOUR))(auction)).toEqual({ currentPrice: '10000000000000000', currentPriceUsd: 30 });
  });

  it('without the site prices (the axie service alone), at the rate the marketplace used when it last showed the listing; not for sale: no order', async () => {
    const alone = new ListingUsd(null);
    expect((await alone.pricer())(listed({ priceUsd: 29.9 }))).toEqual({ currentPrice: '10000000000000000', currentPriceUsd: 29.9 });
    expect((await alone.pricer())(listed({ auctionType: 'NotForSale', priceWei: null, priceUsd: null, listedAt: null }))).toBeNull();
    // the site's prices failing: the marketplace's rate again
    const failing: SiteTokenPrices = { tokens: [{ key: 'ethereum' }], prices: () => Promise.reject(new Error('no price available')) };
    expect((await new ListingUsd(failing).pricer())(listed({ priceUsd: 29.9 }))!.currentPriceUsd).toBe(29.9);
  });
});
