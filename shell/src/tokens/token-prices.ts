import type { TokenQuotes } from '@criadero/ui';

/** The four coins of the price strip (spec §1), in display order. */
export const STRIP_TOKENS = [
  { id: 'ronin', symbol: 'RON' },
  { id: 'smooth-love-potion', symbol: 'SLP' },
  { id: 'axie-infinity', symbol: 'AXS' },
  { id: 'ethereum', symbol: 'ETH' },
] as const;

export const TOKEN_REFRESH_MS = 60_000;

/**
 * When strip prices shown are the market service's stored sample (`source: 'stored'`), the date
 * of that table in ms (the oldest such quote); null when every price shown is live. The strip
 * labels stored prices with it (they looked live).
 */
export function storedPricesDate(quotes: TokenQuotes): number | null {
  let oldest: number | null = null;
  for (const { id } of STRIP_TOKENS) {
    const quote = quotes[id];
    if (quote?.source !== 'stored' || !Number.isFinite(quote.asOf)) continue;
    if (oldest === null || quote.asOf < oldest) oldest = quote.asOf;
  }
  return oldest;
}
