import { afterEach, describe, expect, it } from 'vitest';
import { PriceService, PriceSourceError, StoredPriceSource, loadTokenPricesConfig, loadTokenCatalogue } from '@criadero/service-token-prices';
import { CraftWorldExchangeClient, cachedPrices, EXCHANGE_PRICES_QUERY } from '../src/prices/exchange-client';
import { cheapestInputCost, coherentPrices } from '../src/prices/coherent-prices';
import { MarketPrices } from '../src/prices/market-prices';
import type { PriceSheet } from '../src/prices/price-sheet';
import { fixture, serveExchange } from './exchange-stub';
import { realData } from './helpers';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('CraftWorldExchangeClient over HTTP (recorded responses)', () => {
  let stub: Awaited<ReturnType<typeof serveExchange>> | undefined;
  afterEach(async () => stub?.close());

  it('posts the exchangePriceList query with the player token and reads COIN prices', async () => {
    stub = await serveExchange(() => ({ status: 200, body: fixture('exchange-price-list.json') }));
    const client = new CraftWorldExchangeClient({ url: stub.url, token: 'eyJ.a.b', timeoutMs: 2000, now: () => NOW });
    const sheet = await client.sheet();
    expect(sheet).toEqual({
      currency: 'COIN',
      source: 'exchange',
      asOf: NOW.toISOString(),
      sample: false,
      // `$MUD` and `clay` are normalised; COPPER has no amount and is left out; COIN is the base
      prices: { COIN: 1, EARTH: 0.3718, WATER: 0.1747, FIRE: 0.7445, MUD: 0.0854, CLAY: 0.6134, SAND: 0.4195 },
    });
    const [req] = stub.seen;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/graphql');
    expect(JSON.parse(req!.body)).toEqual({ query: EXCHANGE_PRICES_QUERY });
    expect(req!.headers.authorization).toBe('Bearer jwt_eyJ.a.b');
    expect(req!.headers['x-app-version']).toBe('1.6.2');
  });

  it('turns a GraphQL error, an HTTP error and a dead server into PriceSourceError', async () => {
    stub = await serveExchange((req) => (req.headers.authorization ? { status: 502, body: '{}' } : { status: 200, body: fixture('unauthenticated.json') }));
    await expect(new CraftWorldExchangeClient({ url: stub.url, token: undefined, timeoutMs: 2000 }).sheet()).rejects.toThrow(/Unauthorized/);
    await expect(new CraftWorldExchangeClient({ url: stub.url, token: 'jwt_x', timeoutMs: 2000 }).sheet()).rejects.toMatchObject({ name: 'PriceSourceError', status: 502 });
    const url = stub.url;
    await stub.close();
    stub = undefined;
    await expect(new CraftWorldExchangeClient({ url, token: undefined, timeoutMs: 500 }).sheet()).rejects.toBeInstanceOf(PriceSourceError);
  });
});

describe('cachedPrices', () => {
  it('reuses a sheet within the TTL and serves the last good one when a refresh fails', async () => {
    let calls = 0;
    let fail = false;
    const sheet: PriceSheet = { currency: 'COIN', source: 'exchange', asOf: NOW.toISOString(), sample: false, prices: { MUD: 1 } };
    let clock = 0;
    const cached = cachedPrices({ kind: 'exchange', sheet: async () => (calls++, fail ? Promise.reject(new PriceSourceError('down')) : sheet) }, 1000, () => clock);
    await Promise.all([cached.sheet(), cached.sheet()]);
    expect(calls).toBe(1);
    clock = 2000;
    fail = true;
    expect(await cached.sheet()).toBe(sheet);
    expect(calls).toBe(2);
  });
});

describe('MarketPrices (the market service price cache, reused)', () => {
  it('prices every Craft World resource in USD from the stored sample table with its date', async () => {
    const config = loadTokenPricesConfig({});
    const market = new PriceService(StoredPriceSource.fromFile(config.storedPricesFile), loadTokenCatalogue(config.tokensFile), { ttlMs: 60_000 });
    const sheet = await new MarketPrices(market).sheet();
    expect(sheet.currency).toBe('USD');
    expect(sheet.source).toBe('stored');
    expect(sheet.sample).toBe(true);
    expect(sheet.asOf).toBe('2026-11-22T00:00:00.000Z');
    expect(Object.keys(sheet.prices)).toHaveLength(48);
    expect(sheet.prices.EARTH).toBe(0.00651);
    expect(sheet.prices.COIN).toBe(0.017509);
    expect(sheet.prices.RON).toBeUndefined();
  });
});

describe('the stored sample prices', () => {
  it('make every factory earn something at some level: each product is worth more than its inputs there', async () => {
    const config = loadTokenPricesConfig({});
    const market = new PriceService(StoredPriceSource.fromFile(config.storedPricesFile), loadTokenCatalogue(config.tokensFile), { ttlMs: 60_000 });
    const { prices } = await new MarketPrices(market).sheet();
    const losing = Object.entries(realData().factories).filter(([token, levels]) => {
      const cost = cheapestInputCost(levels, prices);
      return cost !== null && !(prices[token]! > cost);
    });
    expect(losing.map(([token]) => token)).toEqual([]);
    expect(prices.MUD).toBeGreaterThan(3 * prices.EARTH!); // MUD is made of 3 EARTH
  });

  it('coherentPrices keeps raw resources and prices a product at the margin over its cheapest level', () => {
    const level = (n: number, inputs: Array<[string, number]>, out = 1) => ({ level: n, durationMin: 1, output: { token: 'P', amount: out }, inputs: inputs.map(([token, amount]) => ({ token, amount })), upgradeCost: null });
    const prices = coherentPrices({ P: [level(1, [['RAW', 4]]), level(2, [['RAW', 6]], 2)], Q: [{ ...level(1, [['P', 2]]), output: { token: 'Q', amount: 1 } }] }, { RAW: 1, P: 0.1, Q: 0.1 }, 1.5);
    expect(prices).toEqual({ RAW: 1, P: 4.5, Q: 13.5 });
  });
});

