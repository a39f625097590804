/** The four coins of the price strip (spec §1), in display order. */
export const STRIP_TOKENS = [
  { id: 'ronin', symbol: 'RON' },
  { id: 'smooth-love-potion', symbol: 'SLP' },
  { id: 'axie-infinity', symbol: 'AXS' },
  { id: 'ethereum', symbol: 'ETH' },
] as const;

export const TOKEN_REFRESH_MS = 60_000;

export type TokenPrices = Partial<Record<(typeof STRIP_TOKENS)[number]['id'], number>>;

/** Reads `POST /api/tokens/`: USD value keyed by coin id (a number, or `{usd}`). */
export function parseTokenPrices(json: unknown): TokenPrices {
  const prices: TokenPrices = {};
  const body = (json ?? {}) as Record<string, unknown>;
  for (const { id } of STRIP_TOKENS) {
    const raw = body[id];
    const value = typeof raw === 'number' ? raw : typeof raw === 'object' && raw ? (raw as { usd?: unknown }).usd : undefined;
    if (typeof value === 'number' && Number.isFinite(value)) prices[id] = value;
  }
  return prices;
}

/**
 * When the answer's prices are the market service's stored sample (`source: 'stored'`), the date
 * of that table in ms (the oldest such quote); null when every price shown is live. The strip
 * labels stored prices with it (issue 21: they looked live).
 */
export function storedPricesDate(json: unknown): number | null {
  const body = (json ?? {}) as Record<string, unknown>;
  let oldest: number | null = null;
  for (const { id } of STRIP_TOKENS) {
    const quote = body[id] as { source?: unknown; last_updated_at?: unknown } | undefined;
    if (typeof quote !== 'object' || quote === null || quote.source !== 'stored') continue;
    const at = typeof quote.last_updated_at === 'number' ? quote.last_updated_at * 1000 : NaN;
    if (Number.isFinite(at) && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
}
