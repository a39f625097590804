import { callApi } from '@criadero/session/api';
import type { AxieOrigin, SourceInfo } from '../tools-shared/api';

export interface SalesFilter {
  classes?: string[];
  parts?: string[];
  breedCount?: [number, number];
  priceUsd?: [number, number];
  days?: number;
  /** one axie's sales (a real id the loaded data lacks is asked of the marketplace, when the server has a key) */
  axieId?: string;
  page: number;
  pageSize: number;
}

export interface Sale {
  axieId: string;
  class: string;
  breedCount: number;
  priceUsd: number;
  priceWei: string;
  timestamp: number;
  seller: string;
  buyer: string;
  txHash: string;
}

export interface SalesAnswer {
  sales: Sale[];
  total: number;
  page: number;
  pageSize: number;
  stats: { count: number; medianUsd: number | null; minUsd: number | null; maxUsd: number | null; p25Usd: number | null; p75Usd: number | null };
  bucket: 'day' | 'week' | 'month';
  series: { start: number; count: number; medianUsd: number; minUsd: number; maxUsd: number }[];
  byPart: { partId: string; name: string; type: string; class: string; count: number; medianUsd: number }[];
  scanned: number;
  truncated: boolean;
  /** with axieId: the axie and where it came from */
  axie?: { id: string; origin: AxieOrigin };
  source: SourceInfo;
}

export const fetchSales = (filter: SalesFilter, signal: AbortSignal) => callApi<SalesAnswer>('/api/axie/sales-history', { body: filter, signal });

/** wei-like string → token amount with 4 decimals (exact integer maths, no float rounding of wei). */
export function formatWei(wei: string): string {
  const value = BigInt(wei);
  const units = value / 10n ** 14n; // 1e-4 token units, truncated
  const whole = units / 10_000n;
  const frac = (units % 10_000n).toString().padStart(4, '0');
  return `${whole}.${frac}`;
}

export const shortHex = (hex: string) => (hex.length > 12 ? `${hex.slice(0, 6)}…${hex.slice(-4)}` : hex);
