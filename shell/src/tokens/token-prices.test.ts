import { describe, expect, it } from 'vitest';
import { storedPricesDate } from './token-prices';

describe('stored sample prices on the strip', () => {
  const at = (iso: string) => Date.parse(iso);
  it('dates the strip by its oldest stored quote, ignoring other tokens and live quotes', () => {
    expect(
      storedPricesDate({
        ronin: { usd: 0.5, source: 'stored', asOf: at('2026-11-22T00:00:00Z') },
        ethereum: { usd: 3000, source: 'stored', asOf: at('2026-11-20T00:00:00Z') },
        'axie-infinity': { usd: 2, source: 'coingecko', asOf: at('2026-11-01T00:00:00Z') },
        phorse: { usd: 0.01, source: 'stored', asOf: at('2026-01-01T00:00:00Z') },
      }),
    ).toBe(at('2026-11-20T00:00:00Z'));
  });

  it('is null when every strip price is live', () => {
    expect(storedPricesDate({ ronin: { usd: 0.5, source: 'coingecko', asOf: 0 } })).toBeNull();
    expect(storedPricesDate({})).toBeNull();
  });
});
