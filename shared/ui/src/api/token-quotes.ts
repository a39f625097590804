import { useEffect, useState } from 'react';
import type { TokensResponse } from '@criadero/api-contracts/schemas/tokens';
import { postJson } from '@criadero/session/api';

/** One coin's USD price as `POST /api/tokens/` gives it: live (CoinGecko) or the stored sample, and when. */
export interface TokenQuote {
  usd: number;
  source: 'coingecko' | 'stored';
  /** when the quote was taken (ms since the epoch) */
  asOf: number;
}

/** Quotes keyed by token key (`ronin`, `smooth-love-potion`, `phorse`…): only the usable ones. */
export type TokenQuotes = Partial<Record<string, TokenQuote>>;

/** Reads the answer: a quote without a finite, non-negative price is left out. */
export function parseTokenQuotes(json: unknown): TokenQuotes {
  const quotes: TokenQuotes = {};
  for (const [key, raw] of Object.entries((json ?? {}) as Partial<TokensResponse>)) {
    if (!raw || typeof raw.usd !== 'number' || !Number.isFinite(raw.usd) || raw.usd < 0) continue;
    const seconds = typeof raw.last_updated_at === 'number' ? raw.last_updated_at : NaN;
    quotes[key] = { usd: raw.usd, source: raw.source === 'coingecko' ? 'coingecko' : 'stored', asOf: seconds * 1000 };
  }
  return quotes;
}

/** The one token-price fetcher of the site: `tokens` omitted = the strip's four coins (server default). */
async function fetchTokenQuotes(tokens?: readonly string[], signal?: AbortSignal): Promise<TokenQuotes> {
  return parseTokenQuotes(await postJson<unknown>('/api/tokens/', tokens ? { tokens } : {}, signal));
}

/** How long one answer serves the screens that ask for the same tokens (the strip's refresh period). */
const SHARED_FOR_MS = 60_000;
// Screens that open and close (the breeding costs, the horse leveling) share one request per
// token set for a minute instead of asking on every mount; a failure is forgotten at once.
const shared = new Map<string, { at: number; quotes: Promise<TokenQuotes> }>();
function sharedQuotes(tokens: readonly string[] | undefined): Promise<TokenQuotes> {
  const key = tokens ? [...tokens].sort().join(',') : '';
  const hit = shared.get(key);
  if (hit && Date.now() - hit.at < SHARED_FOR_MS) return hit.quotes;
  const quotes = fetchTokenQuotes(tokens);
  shared.set(key, { at: Date.now(), quotes });
  quotes.catch(() => shared.delete(key));
  return quotes;
}

export type TokenQuotesState = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; quotes: TokenQuotes };

/**
 * Token prices for a screen. Without `refreshMs` a recent answer for the same tokens is shared;
 * with it (the strip) the prices are fetched on mount and again on that interval, and each coin
 * keeps its last good quote (spec §8: a failed refresh is only logged). 'unavailable' only when
 * no usable quote ever arrived. `enabled: false` asks nothing yet ('loading').
 */
export function useTokenQuotes(tokens?: readonly string[], options: { refreshMs?: number; enabled?: boolean } = {}): TokenQuotesState {
  const [state, setState] = useState<TokenQuotesState>({ status: 'loading' });
  const key = tokens?.join(',') ?? '';
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const wanted = key ? key.split(',') : undefined;
    const load = (fresh: boolean) =>
      (fresh ? fetchTokenQuotes(wanted) : sharedQuotes(wanted))
        .then((quotes) => {
          if (Object.keys(quotes).length === 0) throw new Error('no usable price in the answer');
          if (live) setState((last) => ({ status: 'ready', quotes: { ...(last.status === 'ready' ? last.quotes : {}), ...quotes } }));
        })
        .catch((error: unknown) => {
          console.warn('[criadero] token prices unavailable', error);
          if (live) setState((last) => (last.status === 'ready' ? last : { status: 'unavailable' }));
        });
    const refreshing = Boolean(options.refreshMs);
    void load(refreshing);
    const timer = refreshing ? setInterval(() => void load(true), options.refreshMs) : undefined;
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [key, options.refreshMs, enabled]);
  return state;
}
