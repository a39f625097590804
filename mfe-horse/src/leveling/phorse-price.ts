import { useEffect, useState } from 'react';
import { postJson } from '@criadero/session/api';

/** The PHORSE price from the market service (`POST /api/tokens/`), with where it came from. */
export type PhorsePrice =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; usd: number; source: 'coingecko' | 'stored'; asOf: Date };

export const PHORSE_TOKEN_KEY = 'phorse';

/** Reads the tokens answer; anything but a usable PHORSE quote is 'unavailable'. */
export function parsePhorsePrice(json: unknown): PhorsePrice {
  const quote = (json as Record<string, unknown> | null)?.[PHORSE_TOKEN_KEY] as { usd?: unknown; last_updated_at?: unknown; source?: unknown } | undefined;
  if (!quote || typeof quote.usd !== 'number' || !Number.isFinite(quote.usd) || quote.usd < 0) return { status: 'unavailable' };
  const source = quote.source === 'coingecko' ? 'coingecko' : 'stored';
  const seconds = typeof quote.last_updated_at === 'number' ? quote.last_updated_at : NaN;
  return { status: 'ready', usd: quote.usd, source, asOf: new Date(seconds * 1000) };
}

/** Loaded once per page; a failure only means the USD line says the price is unavailable. */
export function usePhorsePrice(): PhorsePrice {
  const [price, setPrice] = useState<PhorsePrice>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    postJson('/api/tokens/', { tokens: [PHORSE_TOKEN_KEY] }, controller.signal)
      .then((json) => setPrice(parsePhorsePrice(json)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[criadero] PHORSE price unavailable', error);
        setPrice({ status: 'unavailable' });
      });
    return () => controller.abort();
  }, []);
  return price;
}
