import { describe, expect, it } from 'vitest';
import { parseTokenPrices } from './token-prices';

describe('token strip prices', () => {
  it('reads plain numbers or {usd} objects keyed by coin id', () => {
    expect(parseTokenPrices({ ronin: 2.5, 'smooth-love-potion': { usd: 0.002 }, ethereum: 3000 })).toEqual({
      ronin: 2.5,
      'smooth-love-potion': 0.002,
      ethereum: 3000,
    });
  });

  it('ignores missing, non-numeric and non-finite values', () => {
    expect(parseTokenPrices({ ronin: 'x', 'axie-infinity': Number.NaN, ethereum: { usd: null } })).toEqual({});
    expect(parseTokenPrices(null)).toEqual({});
  });
});
