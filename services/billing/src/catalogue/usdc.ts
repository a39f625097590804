import { USDC_UNIT } from './plans';

/** 7200000n -> "7.20"; keeps up to 6 decimals, at least 2. */
export function formatUsdc(units: bigint): string {
  const whole = units / USDC_UNIT;
  const fraction = (units % USDC_UNIT).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}

