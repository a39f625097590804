import { afterEach, describe, expect, it } from 'vitest';
import { CoinGeckoClient } from '../src/prices/coingecko-client';
import { PriceSourceError } from '../src/prices/price-source';
import type { TokenSpec } from '../src/prices/tokens';
import { fixture, recordedAnswers, serveCoinGecko } from './coingecko-stub';

const STRIP: TokenSpec[] = ['ronin', 'smooth-love-potion', 'axie-infinity', 'ethereum'].map((id) => ({ key: id, symbol: id, strip: true, coingeckoId: id }));
const PHORSE: TokenSpec = { key: 'phorse', symbol: 'PHORSE', strip: false, roninAddress: '0x6ad39689cac97a3e647fabd31534555bc7edd5c6' };

describe('CoinGeckoClient over HTTP', () => {
  let stub: Awaited<ReturnType<typeof serveCoinGecko>> | undefined;
  afterEach(async () => stub?.close());

  it('asks /simple/price for ids in USD with timestamps, and sends the demo key header', async () => {
    stub = await serveCoinGecko(recordedAnswers);
    const client = new CoinGeckoClient({ baseUrl: stub.baseUrl, apiKey: 'demo-key', plan: 'demo', timeoutMs: 2000 });
    const quotes = await client.fetchQuotes(STRIP);
    expect(Object.fromEntries(quotes)).toEqual({
      ronin: { usd: 0.5123, lastUpdatedAt: 1763769600 },
      'smooth-love-potion': { usd: 0.001087, lastUpdatedAt: 1763769580 },
      'axie-infinity': { usd: 2.31, lastUpdatedAt: 1763769590 },
      ethereum: { usd: 3048.12, lastUpdatedAt: 1763769599 },
    });
    const [req] = stub.seen;
    expect(req!.path).toBe('/api/v3/simple/price');
    expect(req!.query.get('ids')).toBe('ronin,smooth-love-potion,axie-infinity,ethereum');
    expect(req!.query.get('vs_currencies')).toBe('usd');
    expect(req!.query.get('include_last_updated_at')).toBe('true');
    expect(req!.headers['x-cg-demo-api-key']).toBe('demo-key');
  });

  it('prices Ronin contracts through /simple/token_price/ronin with the pro key header', async () => {
    stub = await serveCoinGecko(recordedAnswers);
    const client = new CoinGeckoClient({ baseUrl: stub.baseUrl, apiKey: 'pro-key', plan: 'pro', timeoutMs: 2000 });
    const quotes = await client.fetchQuotes([PHORSE]);
    expect(quotes.get('phorse')).toEqual({ usd: 0.004213, lastUpdatedAt: 1763769500 });
    expect(stub.seen[0]!.path).toBe('/api/v3/simple/token_price/ronin');
    expect(stub.seen[0]!.query.get('contract_addresses')).toBe(PHORSE.roninAddress);
    expect(stub.seen[0]!.headers['x-cg-pro-api-key']).toBe('pro-key');
  });

  it('leaves out ids CoinGecko does not answer', async () => {
    stub = await serveCoinGecko(recordedAnswers);
    const client = new CoinGeckoClient({ baseUrl: stub.baseUrl, apiKey: undefined, plan: 'demo', timeoutMs: 2000 });
    const quotes = await client.fetchQuotes([...STRIP, { key: 'nope', symbol: 'NOPE', strip: false, coingeckoId: 'no-such-coin' }]);
    expect(quotes.has('nope')).toBe(false);
    expect(quotes.size).toBe(4);
    expect(stub.seen[0]!.headers['x-cg-demo-api-key']).toBeUndefined();
  });

  it.each([
    [401, 'error-401.json'],
    [429, 'error-429.json'],
  ])('reports HTTP %i as PriceSourceError with the status', async (status, file) => {
    stub = await serveCoinGecko(() => ({ status, body: fixture(file) }));
    const client = new CoinGeckoClient({ baseUrl: stub.baseUrl, apiKey: 'k', plan: 'demo', timeoutMs: 2000 });
    const error = await client.fetchQuotes(STRIP).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceSourceError);
    expect((error as PriceSourceError).status).toBe(status);
  });

  it('reports a body that is not an object, and an unreachable server', async () => {
    stub = await serveCoinGecko(() => ({ status: 200, body: '[1,2]' }));
    const client = new CoinGeckoClient({ baseUrl: stub.baseUrl, apiKey: 'k', plan: 'demo', timeoutMs: 2000 });
    await expect(client.fetchQuotes(STRIP)).rejects.toBeInstanceOf(PriceSourceError);
    const down = new CoinGeckoClient({ baseUrl: 'http://127.0.0.1:9/api/v3/', apiKey: 'k', plan: 'demo', timeoutMs: 500 });
    await expect(down.fetchQuotes(STRIP)).rejects.toBeInstanceOf(PriceSourceError);
  });
});
