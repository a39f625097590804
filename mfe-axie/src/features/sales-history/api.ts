import type { SalesHistoryBody, SalesHistoryResponse } from '@criadero/api-contracts/axie';
import { callApi } from '@criadero/session/api';

export const fetchSales = (filter: SalesHistoryBody, signal: AbortSignal) => callApi<SalesHistoryResponse>('/api/axie/sales-history', { body: filter, signal });

/** wei-like string → token amount with 4 decimals (exact integer maths, no float rounding of wei). */
export function formatWei(wei: string): string {
  const value = BigInt(wei);
  const units = value / 10n ** 14n; // 1e-4 token units, truncated
  const whole = units / 10_000n;
  const frac = (units % 10_000n).toString().padStart(4, '0');
  return `${whole}.${frac}`;
}

export const shortHex = (hex: string) => (hex.length > 12 ? `${hex.slice(0, 6)}…${hex.slice(-4)}` : hex);
