/** Spec §3: order.currentPrice is wei-like (1e18 units); shown with 4 decimals. */
export function formatTokenPrice(wei: string | null | undefined): string | null {
  if (!wei || !/^\d+$/.test(wei)) return null;
  const value = BigInt(wei);
  const scaled = (value * 10_000n + 5n * 10n ** 17n) / 10n ** 18n; // rounded to 4 decimals
  const whole = scaled / 10_000n;
  const frac = (scaled % 10_000n).toString().padStart(4, '0');
  return `${whole}.${frac}`;
}
