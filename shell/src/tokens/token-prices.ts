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
