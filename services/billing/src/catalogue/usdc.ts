import { USDC_UNIT } from './plans';

/** 7200000n -> "7.20"; keeps up to 6 decimals, at least 2. */
export function formatUsdc(units: bigint): string {
  const whole = units / USDC_UNIT;
  const fraction = (units % USDC_UNIT).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}

/** 7.2 or "7.20" -> 7200000n (up to 6 decimals). */
export function parseUsdc(value: number | string): bigint {
  const text = typeof value === 'number' ? value.toFixed(6) : value;
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) throw new RangeError(`not a USDC amount: ${value}`);
  return BigInt(match[1]!) * USDC_UNIT + BigInt((match[2] ?? '').padEnd(6, '0'));
}
