import { MAX_REFERRAL_DISCOUNT_PERCENT, planId, type Plan, type PlanLevel, type PlanPeriod } from '@criadero/api-contracts/billing';

const PERIOD_DAYS: Record<PlanPeriod, number> = { daily: 1, monthly: 30, yearly: 365 };

const plan = (period: PlanPeriod, level: PlanLevel, price: number, oldPrice: number | null): Plan => ({
  id: planId(period, level),
  level,
  period,
  days: PERIOD_DAYS[period],
  price,
  oldPrice,
  ilimitado: level === 2,
});

/** Product spec §9 (USDC): one plan per period and level (the contract's PLAN_IDS). A month is 30 days and a year 365 when plan time is added. */
export const PLANS: readonly Plan[] = [
  plan('daily', 1, 5, null),
  plan('daily', 2, 20, 50),
  plan('monthly', 1, 20, 30),
  plan('monthly', 2, 80, 250),
  plan('yearly', 1, 160, 270),
  plan('yearly', 2, 640, 2500),
];

export const DEFAULT_PERIOD: PlanPeriod = 'monthly';

export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

export const USDC_DECIMALS = 6;
export const USDC_UNIT = 10n ** BigInt(USDC_DECIMALS);
export const CRAFT_WORLD_DAYS = 30;

/** The discount a code gives: its own, else the default, never above MAX_REFERRAL_DISCOUNT_PERCENT. */
export const codeDiscount = (code: { discountPercentage: number | null }, defaultDiscount: number) =>
  Math.min(code.discountPercentage ?? defaultDiscount, MAX_REFERRAL_DISCOUNT_PERCENT);

/** price × (1 − discount%), rounded to cents like the spec's 2 decimals, in 6-decimal units. */
export function discountedUnits(priceUnits: bigint, discountPercent: number): bigint {
  const cents = (priceUnits * BigInt(100 - discountPercent)) / 100n / 10_000n;
  return cents * 10_000n;
}
