/** USDC has 6 decimals (spec §9). */
const USDC_UNIT = 1_000_000n;

/** 7.2 -> 7200000n; "7.20" -> 7200000n */
export function toUnits(amount: number | string): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(6) : amount;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * USDC_UNIT + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

/** Craft World: price × (1 − discount), 2 decimals (spec §9). */
export function discountedPrice(price: number, discountPercent: number): string {
  return (Math.round(price * (100 - discountPercent)) / 100).toFixed(2);
}

export function clampCredits(value: number, min = 1, max = 1000): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}
