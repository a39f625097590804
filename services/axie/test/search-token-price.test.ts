import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { searchCreditsPlugin } from '@criadero/service-users/search-credits';
import { testPlayer } from '@criadero/service-users/testing';
import { axiePlugin } from '../src/axie-plugin';
import { MarketIndex } from '../src/market/index/market-index';
import { ANY_ROW, type Pricing } from '../src/market/index/row-query';
import type { SiteTokenPrices } from '../src/market/listing-usd';
import { WETH } from '../src/market/sources/types';
import { toAxieDoc } from '../src/market/store/axie-doc';
import { cachedMarket } from '../src/market/sources/generated-market';
import { importedMarket, testAxieConfig } from './helpers';

const SIZE = 400;
const MAX_USD = 20;
const market = cachedMarket(testAxieConfig(SIZE).generated);

/**
 * The site's ETH/USD as the token-prices service serves it in the gateway (`app.prices`, registered
 * in the `/api` scope before the axie plugin), at a rate the test moves.
 */
const site = { ethUsd: 3000 };
const sitePrices: SiteTokenPrices = {
  tokens: [{ key: 'ethereum' }],
  prices: async (tokens) => new Map(tokens.filter((t) => t.key === 'ethereum').map((t) => [t.key, { usd: site.ethUsd }])),
};

/** The adults on sale whose price in WETH is worth at most `maxUsd` at `ethUsd` (to the cent, as answered), cheapest first (ties by id). */
function expectedAt(ethUsd: number, maxUsd: number): string[] {
  return market.axies
    .filter((a) => a.stage === 4 && a.listing && Math.round((Number(a.listing.priceWei) / 1e18) * ethUsd * 100) / 100 <= maxUsd)
    .sort((a, b) => Number(BigInt(a.listing!.priceWei) - BigInt(b.listing!.priceWei)) || a.id - b.id)
    .map((a) => String(a.id));
}

describe('a max-price search over listings priced in their token', () => {
  const config = testAxieConfig(SIZE);
  const app = createFastify(config.platform, { logger: false });

  beforeAll(async () => {
    await app.register(platformPlugin, { config: config.platform, store: new EmbeddedStore(), openapi: { title: 'axie with site token prices', version: '0' } });
    await app.register(
      async (api) => {
        api.decorate('prices', sitePrices);
        await api.register(searchCreditsPlugin);
        await api.register(axiePlugin, { config, marketSource: importedMarket(SIZE) });
      },
      { prefix: '/api' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers by the ETH/USD of the moment: after ETH/USD doubles, the same USD bound finds the listings worth it at the new rate', async () => {
    const player = await testPlayer(app, app.store, { credits: 5 });
    const search = async (requestId: string) => {
      const response = await app.inject({ method: 'POST', url: '/api/search', headers: player.headers, payload: { requestId, maxPriceUSD: MAX_USD, limit: 500 } });
      expect(response.statusCode).toBe(200);
      return response.json() as { axies: string; total: number };
    };
    const before = await search('at-3000');
    const atFirstRate = expectedAt(3000, MAX_USD);
    expect(atFirstRate.length).toBeGreaterThan(20);
    expect(before.axies.split(' ')).toEqual(atFirstRate);

    site.ethUsd = 6000; // no listing changed: only what its WETH is worth
    const after = await search('at-6000');
    const atNewRate = expectedAt(6000, MAX_USD);
    expect(atNewRate.length).toBeLessThan(atFirstRate.length);
    expect(after.total).toBe(atNewRate.length);
    expect(after.axies.split(' ')).toEqual(atNewRate);
  });
});

describe('the index over listings in several tokens and on auction schedules', () => {
  const WRON = '0xe514d9deb7966c8be0ca922de8a064264ea6bcd4';
  const HOUR = 3_600_000;
  const wei = (tokens: number) => (BigInt(Math.round(tokens * 1e6)) * 10n ** 12n).toString();
  const adults = market.axies.filter((a) => a.stage === 4).slice(0, 3);
  // a: 0.004 WETH; b: 10 WRON; c: an auction from 0.01 WETH down to 0.002 WETH over two hours
  const docs = [
    { ...toAxieDoc(adults[0]!), auctionType: 'Sale' as const, priceWei: wei(0.004), priceUsd: 12, listedAt: 0, paymentToken: WETH },
    { ...toAxieDoc(adults[1]!), auctionType: 'Sale' as const, priceWei: wei(10), priceUsd: 20, listedAt: 0, paymentToken: WRON },
    { ...toAxieDoc(adults[2]!), auctionType: 'Sale' as const, priceWei: wei(0.01), endPriceWei: wei(0.002), endsAt: 2 * HOUR, priceUsd: 30, listedAt: 0, paymentToken: WETH },
  ];
  const [a, b, c] = docs.map((d) => d.id) as [number, number, number];
  const index = new MarketIndex(docs, 16, { recordBuild: false });
  const at = (ethUsd: number, ronUsd: number, time: number): Pricing => ({ tokenUsd: new Map([[WETH, ethUsd], [WRON, ronUsd]]), at: time });
  const ids = (rows: Int32Array) => Array.from(rows, (row) => index.ids[row]!);
  const cheapestFirst = (pricing: Pricing, maxPriceUsd: number | null = null) => ids(index.match({ ...ANY_ROW, auctionType: 'Sale', maxPriceUsd, pricing }));

  it('orders and bounds by each token at its own rate and an auction at its price of the moment', () => {
    // ETH 3000, RON 2, at the start: a 12, b 20, c 30
    expect(cheapestFirst(at(3000, 2, 0))).toEqual([a, b, c]);
    expect(cheapestFirst(at(3000, 2, 0), 20)).toEqual([a, b]);
    // RON/USD halves: b is worth 10, the cheapest; a USD bound of 11 finds it alone
    expect(cheapestFirst(at(3000, 1, 0))).toEqual([b, a, c]);
    expect(cheapestFirst(at(3000, 1, 0), 11)).toEqual([b]);
    // at the auction's end c costs 0.002 WETH = 6 USD: the cheapest, and under a bound of 7
    expect(cheapestFirst(at(3000, 2, 2 * HOUR))).toEqual([c, a, b]);
    expect(cheapestFirst(at(3000, 2, 2 * HOUR), 7)).toEqual([c]);
    expect(ids(index.ordered(index.match({ ...ANY_ROW, auctionType: 'Sale', pricing: at(3000, 2, HOUR) }), 'PriceDesc', Infinity, at(3000, 2, HOUR)))).toEqual([b, c, a]);
    expect(index.usdOf(index.rowOf(c)!, at(3000, 2, HOUR))).toBe(18);
  });

  it('prices a token the site does not price at the rate the marketplace showed on its newest listing of it', () => {
    const ethOnly: Pricing = { tokenUsd: new Map([[WETH, 3000]]), at: 0 };
    // b was shown at 20 USD for 10 WRON: 2 USD a RON
    expect(index.usdOf(index.rowOf(b)!, ethOnly)).toBe(20);
    expect(cheapestFirst(ethOnly, 20)).toEqual([a, b]);
  });
});
