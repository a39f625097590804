import type { IntlShape } from 'react-intl';

// Numbers go through react-intl so each language gets its own separators and symbols
// (es '12,345 %' and '1,50 US$', en '12.345%' and '$1.50', pt '12,345%' and 'US$ 1,50').

/** A percentage in the engine's unit (0..100), with 3 decimals unless told otherwise. */
export function formatPercent(intl: IntlShape, value: number, fractionDigits: { min?: number; max?: number } = {}): string {
  return intl.formatNumber(value / 100, { style: 'percent', minimumFractionDigits: fractionDigits.min ?? 3, maximumFractionDigits: fractionDigits.max ?? 3 });
}

/** An amount in US dollars (2 decimals unless told otherwise). */
export function formatUsd(intl: IntlShape, value: number, fractionDigits = 2): string {
  return intl.formatNumber(value, { style: 'currency', currency: 'USD', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
}

/** A plain number with a fixed number of decimals. */
export function formatDecimal(intl: IntlShape, value: number, fractionDigits: number): string {
  return intl.formatNumber(value, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
}
