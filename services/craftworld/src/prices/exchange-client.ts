import { PriceSourceError } from '@criadero/service-token-prices';
import type { CraftPriceSource, PriceSheet } from './price-sheet';

export interface ExchangeClientOptions {
  /** https://craft-world.gg/graphql */
  url: string;
  /** a player's session JWT (the API answers only signed-in players); sent as `Bearer jwt_…` */
  token: string | undefined;
  timeoutMs: number;
  /** the web client's version header the API expects */
  appVersion?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

export const EXCHANGE_PRICES_QUERY = `query ExchangePrices {
  exchangePriceList {
    baseSymbol
    prices { referenceSymbol amount recommendation }
  }
}`;

type ExchangeAnswer = {
  data?: { exchangePriceList?: { baseSymbol?: unknown; prices?: Array<{ referenceSymbol?: unknown; amount?: unknown }> } | null };
  errors?: Array<{ message?: unknown }>;
};

/** `$MUD` → `MUD` */
const symbolOf = (raw: unknown) => String(raw ?? '').trim().replace(/^\$/, '').toUpperCase();

/**
 * The in-game exchange's price list (Craft World GraphQL `exchangePriceList`): each resource in
 * COIN, the exchange's base. Shape and headers as read by the community tool (data/SOURCES.md).
 */
export class CraftWorldExchangeClient implements CraftPriceSource {
  readonly kind = 'exchange' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ExchangeClientOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  async sheet(): Promise<PriceSheet> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-app-version': this.options.appVersion ?? '1.6.2' };
    const token = this.options.token?.trim();
    if (token) headers.authorization = `Bearer ${token.startsWith('jwt_') ? token : `jwt_${token}`}`;
    let res: Response;
    try {
      res = await this.fetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: EXCHANGE_PRICES_QUERY }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new PriceSourceError('Craft World exchange unreachable', undefined, { cause: error });
    }
    if (!res.ok) throw new PriceSourceError(`Craft World exchange answered ${res.status}`, res.status);
    const body = (await res.json().catch(() => null)) as ExchangeAnswer | null;
    if (!body || typeof body !== 'object') throw new PriceSourceError('Craft World exchange answered something that is not JSON');
    if (body.errors?.length) throw new PriceSourceError(`Craft World exchange: ${String(body.errors[0]?.message ?? 'GraphQL error')}`);
    const list = body.data?.exchangePriceList;
    if (!list || !Array.isArray(list.prices)) throw new PriceSourceError('Craft World exchange answered without exchangePriceList.prices');
    const base = symbolOf(list.baseSymbol) || 'COIN';
    if (base !== 'COIN') throw new PriceSourceError(`Craft World exchange prices are in ${base}, expected COIN`);
    const prices: Record<string, number> = { COIN: 1 };
    for (const row of list.prices) {
      const symbol = symbolOf(row.referenceSymbol);
      if (symbol && typeof row.amount === 'number' && Number.isFinite(row.amount) && row.amount >= 0) prices[symbol] = row.amount;
    }
    return { currency: 'COIN', source: 'exchange', asOf: (this.options.now?.() ?? new Date()).toISOString(), sample: false, prices };
  }
}

/** Keeps a sheet for `ttlMs` and serves the last good one when a refresh fails. */
export function cachedPrices(source: CraftPriceSource, ttlMs: number, now: () => number = Date.now): CraftPriceSource {
  let last: { sheet: PriceSheet; at: number } | null = null;
  let inflight: Promise<PriceSheet> | null = null;
  return {
    kind: source.kind,
    async sheet() {
      if (last && now() - last.at < ttlMs) return last.sheet;
      inflight ??= source
        .sheet()
        .then((sheet) => {
          last = { sheet, at: now() };
          return sheet;
        })
        .finally(() => {
          inflight = null;
        });
      try {
        return await inflight;
      } catch (error) {
        if (last) return last.sheet;
        throw error;
      }
    },
  };
}
