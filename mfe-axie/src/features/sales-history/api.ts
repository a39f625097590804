import type { SalesHistoryBody, SalesHistoryResponse } from '@criadero/api-contracts/axie';
import { callApi } from '@criadero/session/api';

export const fetchSales = (filter: SalesHistoryBody, signal: AbortSignal) => callApi<SalesHistoryResponse>('/api/axie/sales-history', { body: filter, signal });

/**
 * wei-like string → token amount with 4 decimals in the page language ("1,2345" in es, "1.2345"
 * in en): exact integer maths, no float rounding of wei; Intl writes the whole part and the
 * decimal separator.
 */
export function formatWei(wei: string, locale: string): string {
  const value = BigInt(wei);
  const units = value / 10n ** 14n; // 1e-4 token units, truncated
  const whole = units / 10_000n;
  const frac = (units % 10_000n).toString().padStart(4, '0');
  const decimal = new Intl.NumberFormat(locale).formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return `${new Intl.NumberFormat(locale).format(whole)}${decimal}${frac}`;
}

export const shortHex = (hex: string) => (hex.length > 12 ? `${hex.slice(0, 6)}…${hex.slice(-4)}` : hex);
