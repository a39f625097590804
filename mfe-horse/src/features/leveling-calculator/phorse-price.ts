import { parseTokenQuotes, useTokenQuotes, type TokenQuote } from '@criadero/ui';

/** The PHORSE price from the market service (`POST /api/tokens/`), with where it came from. */
export type PhorsePrice =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; usd: number; source: 'coingecko' | 'stored'; asOf: Date };

const PHORSE_TOKEN_KEY = 'phorse';
const PHORSE_ONLY = [PHORSE_TOKEN_KEY] as const;

const phorseFrom = (quote: TokenQuote | undefined): PhorsePrice =>
  quote ? { status: 'ready', usd: quote.usd, source: quote.source, asOf: new Date(quote.asOf) } : { status: 'unavailable' };

/** Reads a tokens answer; anything but a usable PHORSE quote is 'unavailable'. */
export const parsePhorsePrice = (json: unknown): PhorsePrice => phorseFrom(parseTokenQuotes(json)[PHORSE_TOKEN_KEY]);

/** Through the kit's one token-price fetcher; a failure only means the USD line says the price is unavailable. */
export function usePhorsePrice(): PhorsePrice {
  const state = useTokenQuotes(PHORSE_ONLY);
  return state.status === 'ready' ? phorseFrom(state.quotes[PHORSE_TOKEN_KEY]) : state;
}
