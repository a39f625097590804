import type { PriceService } from '@criadero/service-token-prices';
import type { CraftPriceSource, PriceSheet } from './price-sheet';

/** Catalogue keys of Craft World resources in the market service (config/tokens.json). */
const CRAFT_WORLD_KEY = /^cw-/;

/**
 * The market service's prices (CoinGecko by Ronin contract, or its stored sample table with its
 * as-of date) for every `cw-*` token, re-keyed by symbol. Reuses the market's cache, no copy.
 */
export class MarketPrices implements CraftPriceSource {
  readonly kind = 'market' as const;

  constructor(private readonly market: PriceService) {}

  async sheet(): Promise<PriceSheet> {
    const tokens = this.market.tokens.filter((t) => CRAFT_WORLD_KEY.test(t.key));
    const quotes = await this.market.prices(tokens);
    const prices: Record<string, number> = {};
    let oldest = Infinity;
    let source: PriceSheet['source'] = 'stored';
    for (const token of tokens) {
      const quote = quotes.get(token.key);
      if (!quote) continue;
      prices[token.symbol.toUpperCase()] = quote.usd;
      oldest = Math.min(oldest, quote.lastUpdatedAt);
      source = quote.source;
    }
    const asOf = Number.isFinite(oldest) ? new Date(oldest * 1000).toISOString() : new Date().toISOString();
    return { currency: 'USD', source, asOf, sample: source === 'stored', prices };
  }
}
