import { describe, expect, it } from 'vitest';
import { parseTokenQuotes } from './token-quotes';

describe('parseTokenQuotes', () => {
  it('reads each quote with its source and time', () => {
    expect(parseTokenQuotes({ ronin: { usd: 2.5, last_updated_at: 1_700_000_000, source: 'coingecko' }, phorse: { usd: 0.01, last_updated_at: 1_600_000_000, source: 'stored' } })).toEqual({
      ronin: { usd: 2.5, source: 'coingecko', asOf: 1_700_000_000_000 },
      phorse: { usd: 0.01, source: 'stored', asOf: 1_600_000_000_000 },
    });
  });

  it('leaves out missing, non-numeric, negative and non-finite prices; an unknown source counts as stored', () => {
    expect(parseTokenQuotes({ ronin: 'x', 'axie-infinity': { usd: Number.NaN }, ethereum: { usd: null }, slp: { usd: -1 }, axs: 6 })).toEqual({});
    expect(parseTokenQuotes(null)).toEqual({});
    expect(parseTokenQuotes({ ronin: { usd: 1, last_updated_at: 1, source: 'who knows' } }).ronin?.source).toBe('stored');
  });
});
