import { useEffect, useState } from 'react';
import { tokenPricesFromApi, type TokenPrices } from '@criadero/genetics';
import { fetchTokenPrices } from '../api/axie-api';

let shared: Promise<TokenPrices> | null = null;

/**
 * SLP and AXS prices from POST /api/tokens/ (one request per page load; failure is logged only,
 * spec §8). `enabled` false asks nothing yet (null).
 */
export function useTokenPrices(enabled = true): TokenPrices | null | 'unavailable' {
  const [prices, setPrices] = useState<TokenPrices | null | 'unavailable'>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    shared ??= fetchTokenPrices().then((r) =>
      tokenPricesFromApi({ 'smooth-love-potion': r['smooth-love-potion']?.usd, 'axie-infinity': r['axie-infinity']?.usd }),
    );
    shared.then(
      (p) => live && setPrices(p),
      (error: unknown) => {
        console.warn('[axie.breeding] token prices unavailable', error);
        shared = null;
        if (live) setPrices('unavailable');
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return prices;
}
