import { tokenPricesFromApi, type TokenPrices } from '@criadero/genetics';
import { useTokenQuotes } from '@criadero/ui';

const SLP_AXS = ['smooth-love-potion', 'axie-infinity'] as const;

/**
 * SLP and AXS prices for the breeding costs, through the kit's one token-price fetcher (a
 * failure is logged only, spec §8). `enabled` false asks nothing yet (null).
 */
export function useTokenPrices(enabled = true): TokenPrices | null | 'unavailable' {
  const state = useTokenQuotes(SLP_AXS, { enabled });
  if (state.status === 'loading') return null;
  if (state.status === 'unavailable') return 'unavailable';
  const slp = state.quotes['smooth-love-potion']?.usd;
  const axs = state.quotes['axie-infinity']?.usd;
  return slp === undefined || axs === undefined ? 'unavailable' : tokenPricesFromApi({ 'smooth-love-potion': slp, 'axie-infinity': axs });
}
