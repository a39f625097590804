import type { CoinGeckoPlan } from '../config';
import { PriceSourceError, type PriceSource, type Quote } from './price-source';
import type { TokenSpec } from './tokens';

export interface CoinGeckoOptions {
  baseUrl: string;
  apiKey: string | undefined;
  plan: CoinGeckoPlan;
  timeoutMs: number;
  fetch?: typeof fetch;
}

type PriceAnswer = Record<string, { usd?: unknown; last_updated_at?: unknown }>;

/**
 * CoinGecko: `/simple/price` for ids and `/simple/token_price/ronin` for
 * Ronin contracts, in USD with `last_updated_at`. The API key goes in
 * `x-cg-demo-api-key` or `x-cg-pro-api-key` by plan.
 */
export class CoinGeckoClient implements PriceSource {
  readonly kind = 'coingecko' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: CoinGeckoOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  async fetchQuotes(tokens: TokenSpec[]): Promise<Map<string, Quote>> {
    const byId = tokens.filter((t) => t.coingeckoId !== undefined);
    const byAddress = tokens.filter((t) => t.roninAddress !== undefined);
    const quotes = new Map<string, Quote>();
    const requests: Promise<void>[] = [];
    if (byId.length > 0) {
      requests.push(
        this.get('simple/price', { ids: [...new Set(byId.map((t) => t.coingeckoId!))].join(',') }).then((answer) => {
          for (const token of byId) this.collect(quotes, token.key, answer[token.coingeckoId!]);
        }),
      );
    }
    if (byAddress.length > 0) {
      requests.push(
        this.get('simple/token_price/ronin', { contract_addresses: byAddress.map((t) => t.roninAddress!).join(',') }).then((answer) => {
          const lower = Object.fromEntries(Object.entries(answer).map(([address, value]) => [address.toLowerCase(), value]));
          for (const token of byAddress) this.collect(quotes, token.key, lower[token.roninAddress!]);
        }),
      );
    }
    await Promise.all(requests);
    return quotes;
  }

  private collect(quotes: Map<string, Quote>, key: string, entry: { usd?: unknown; last_updated_at?: unknown } | undefined) {
    if (!entry || typeof entry.usd !== 'number' || !Number.isFinite(entry.usd)) return;
    const at = typeof entry.last_updated_at === 'number' ? entry.last_updated_at : Math.floor(Date.now() / 1000);
    quotes.set(key, { usd: entry.usd, lastUpdatedAt: at });
  }

  private async get(path: string, params: Record<string, string>): Promise<PriceAnswer> {
    const url = new URL(path, this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    for (const [name, value] of Object.entries({ ...params, vs_currencies: 'usd', include_last_updated_at: 'true' })) {
      url.searchParams.set(name, value);
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.apiKey) headers[this.options.plan === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'] = this.options.apiKey;
    let res: Response;
    try {
      res = await this.fetch(url, { headers, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      throw new PriceSourceError(`CoinGecko ${path} unreachable`, undefined, { cause: error });
    }
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new PriceSourceError(`CoinGecko ${path} answered ${res.status}: ${detail.slice(0, 200)}`, res.status);
    }
    const body = (await res.json().catch(() => null)) as unknown;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new PriceSourceError(`CoinGecko ${path} answered something that is not an object`);
    }
    return body as PriceAnswer;
  }
}
