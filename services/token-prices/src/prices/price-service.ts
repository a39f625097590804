import { PriceSourceError, type PriceSource, type Quote } from './price-source';
import type { TokenSpec } from './tokens';

export interface PricedToken extends Quote {
  source: PriceSource['kind'];
}

export interface PriceServiceOptions {
  ttlMs: number;
  now?: () => number;
  onRefreshError?: (error: unknown) => void;
}

/**
 * Server-side price cache over a PriceSource. Fresh quotes are reused for
 * `ttlMs`; stale ones are fetched once however many callers ask at the same time. When
 * a refresh fails, the last good quotes are served; with none, it throws.
 */
export class PriceService {
  private readonly cache = new Map<string, { quote: PricedToken; fetchedAt: number }>();
  private readonly inflight = new Map<string, Promise<void>>();
  private readonly now: () => number;

  constructor(
    private readonly source: PriceSource,
    private readonly catalogue: TokenSpec[],
    private readonly options: PriceServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  get tokens(): readonly TokenSpec[] {
    return this.catalogue;
  }

  async prices(tokens: TokenSpec[]): Promise<Map<string, PricedToken>> {
    const stale = tokens.filter((token) => {
      const hit = this.cache.get(token.key);
      return !hit || this.now() - hit.fetchedAt >= this.options.ttlMs;
    });
    if (stale.length > 0) {
      try {
        await this.refresh(stale);
      } catch (error) {
        this.options.onRefreshError?.(error);
      }
    }
    const result = new Map<string, PricedToken>();
    for (const token of tokens) {
      const hit = this.cache.get(token.key);
      if (hit) result.set(token.key, hit.quote);
    }
    if (result.size === 0 && tokens.length > 0) throw new PriceSourceError('no price available');
    return result;
  }

  /** Fetches the given tokens; a token already being fetched joins that fetch instead (single flight). */
  private async refresh(tokens: TokenSpec[]): Promise<void> {
    const pending: Promise<void>[] = [];
    const missing: TokenSpec[] = [];
    for (const token of tokens) {
      const running = this.inflight.get(token.key);
      if (running) pending.push(running);
      else missing.push(token);
    }
    if (missing.length > 0) {
      const fetch = this.source.fetchQuotes(missing).then((quotes) => {
        const fetchedAt = this.now();
        for (const [key, quote] of quotes) this.cache.set(key, { quote: { ...quote, source: this.source.kind }, fetchedAt });
      });
      const settled = fetch.finally(() => {
        for (const token of missing) if (this.inflight.get(token.key) === settled) this.inflight.delete(token.key);
      });
      for (const token of missing) this.inflight.set(token.key, settled);
      pending.push(settled);
    }
    await Promise.all(pending);
  }
}
