import { describe, expect, it } from 'vitest';
import { PriceSourceError, type PriceSource, type Quote } from '../src/prices/price-source';
import { PriceService } from '../src/prices/price-service';
import type { TokenSpec } from '../src/prices/tokens';

const RON: TokenSpec = { key: 'ronin', symbol: 'RON', strip: true, coingeckoId: 'ronin' };
const ETH: TokenSpec = { key: 'ethereum', symbol: 'ETH', strip: true, coingeckoId: 'ethereum' };

/** A source whose answers the test controls, counting calls. */
function scriptedSource() {
  const state = { calls: 0, fail: false, usd: 1, delayMs: 0 };
  const source: PriceSource = {
    kind: 'coingecko',
    async fetchQuotes(tokens) {
      state.calls++;
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.fail) throw new PriceSourceError('upstream down', 503);
      return new Map<string, Quote>(tokens.map((t) => [t.key, { usd: state.usd, lastUpdatedAt: 100 }]));
    },
  };
  return { source, state };
}

describe('PriceService', () => {
  it('caches quotes for the TTL, then refreshes', async () => {
    const { source, state } = scriptedSource();
    let now = 0;
    const service = new PriceService(source, [RON, ETH], { ttlMs: 60_000, now: () => now });
    expect((await service.prices([RON])).get('ronin')).toEqual({ usd: 1, lastUpdatedAt: 100, source: 'coingecko' });
    state.usd = 2;
    now = 59_999;
    expect((await service.prices([RON])).get('ronin')?.usd).toBe(1);
    expect(state.calls).toBe(1);
    now = 60_000;
    expect((await service.prices([RON])).get('ronin')?.usd).toBe(2);
    expect(state.calls).toBe(2);
  });

  it('serves the last good prices when a refresh fails, and reports the failure', async () => {
    const { source, state } = scriptedSource();
    let now = 0;
    const failures: unknown[] = [];
    const service = new PriceService(source, [RON], { ttlMs: 1000, now: () => now, onRefreshError: (e) => failures.push(e) });
    await service.prices([RON]);
    state.fail = true;
    now = 5000;
    expect((await service.prices([RON])).get('ronin')?.usd).toBe(1);
    expect(failures).toHaveLength(1);
  });

  it('throws when nothing was ever fetched and the source fails', async () => {
    const { source, state } = scriptedSource();
    state.fail = true;
    const service = new PriceService(source, [RON], { ttlMs: 1000 });
    await expect(service.prices([RON])).rejects.toBeInstanceOf(PriceSourceError);
  });

  it('fetches once for many concurrent callers', async () => {
    const { source, state } = scriptedSource();
    state.delayMs = 20;
    const service = new PriceService(source, [RON, ETH], { ttlMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => service.prices([RON, ETH])));
    expect(state.calls).toBe(1);
    expect(answers.every((a) => a.size === 2)).toBe(true);
  });
});
