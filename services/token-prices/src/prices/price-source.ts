import type { TokenSpec } from './tokens';

export interface Quote {
  usd: number;
  /** unix seconds of the quote */
  lastUpdatedAt: number;
}

/** Where prices come from: CoinGecko, or the stored table of the embedded default. */
export interface PriceSource {
  readonly kind: 'coingecko' | 'stored';
  /** Quotes for the tokens it knows; unknown tokens are simply absent. */
  fetchQuotes(tokens: TokenSpec[]): Promise<Map<string, Quote>>;
}

export class PriceSourceError extends Error {
  override name = 'PriceSourceError';
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
