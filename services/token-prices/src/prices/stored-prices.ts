import { readFileSync } from 'node:fs';
import type { PriceSource, Quote } from './price-source';
import type { TokenSpec } from './tokens';

/** The embedded default: a stored price table (labelled sample data) with its as-of timestamp. */
export class StoredPriceSource implements PriceSource {
  readonly kind = 'stored' as const;

  constructor(
    private readonly usd: Record<string, number>,
    private readonly asOf: Date,
  ) {}

  static fromFile(file: string): StoredPriceSource {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { asOf?: unknown; usd?: Record<string, unknown> };
    const asOf = new Date(String(raw.asOf));
    if (Number.isNaN(asOf.getTime())) throw new Error(`${file}: asOf must be an ISO date`);
    const usd: Record<string, number> = {};
    for (const [key, value] of Object.entries(raw.usd ?? {})) {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new Error(`${file}: usd.${key} must be a price`);
      usd[key] = value;
    }
    return new StoredPriceSource(usd, asOf);
  }

  async fetchQuotes(tokens: TokenSpec[]): Promise<Map<string, Quote>> {
    const lastUpdatedAt = Math.floor(this.asOf.getTime() / 1000);
    const quotes = new Map<string, Quote>();
    for (const token of tokens) {
      const usd = this.usd[token.key];
      if (usd !== undefined) quotes.set(token.key, { usd, lastUpdatedAt });
    }
    return quotes;
  }
}
