/** 1 Premium, 2 Elite. */
export type PlanLevel = 1 | 2;
export type PlanPeriod = 'daily' | 'monthly' | 'yearly';

export interface Plan {
  /** stable id sent by the client in `users/checkPayment` */
  id: string;
  level: PlanLevel;
  period: PlanPeriod;
  days: number;
  /** USDC, whole units */
  price: number;
  oldPrice: number | null;
  /** unlimited marketplace searches */
  ilimitado: boolean;
}

export const PERIOD_DAYS: Record<PlanPeriod, number> = { daily: 1, monthly: 30, yearly: 365 };

const plan = (period: PlanPeriod, level: PlanLevel, price: number, oldPrice: number | null): Plan => ({
  id: `${period}-${level === 1 ? 'premium' : 'elite'}`,
  level,
  period,
  days: PERIOD_DAYS[period],
  price,
  oldPrice,
  ilimitado: level === 2,
});

/** Product spec §9 (USDC). A month is 30 days and a year 365 when plan time is added. */
export const PLANS: readonly Plan[] = [
  plan('daily', 1, 5, null),
  plan('daily', 2, 20, 50),
  plan('monthly', 1, 20, 30),
  plan('monthly', 2, 80, 250),
  plan('yearly', 1, 160, 270),
  plan('yearly', 2, 640, 2500),
];

export const PLAN_IDS = PLANS.map((p) => p.id);
export const DEFAULT_PERIOD: PlanPeriod = 'monthly';

export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** Credits: 1 Plus Coin = 1 USDC; a purchase is 1..1000 coins. */
export const CREDIT_MIN = 1;
export const CREDIT_MAX = 1000;
export const USDC_DECIMALS = 6;
export const USDC_UNIT = 10n ** BigInt(USDC_DECIMALS);
export const CRAFT_WORLD_DAYS = 30;

/**
 * The largest discount a referral code gives, percent (our choice: creators set their own codes'
 * discounts, and a code is money off every Craft World month paid with it). Creating a code
 * above it is refused; a code stored above it, or a default set above it, is priced at it.
 */
export const MAX_REFERRAL_DISCOUNT_PERCENT = 25;

/** The discount a code gives: its own, else the default, never above MAX_REFERRAL_DISCOUNT_PERCENT. */
export const codeDiscount = (code: { discountPercentage: number | null }, defaultDiscount: number) =>
  Math.min(code.discountPercentage ?? defaultDiscount, MAX_REFERRAL_DISCOUNT_PERCENT);

/** price × (1 − discount%), rounded to cents like the spec's 2 decimals, in 6-decimal units. */
export function discountedUnits(priceUnits: bigint, discountPercent: number): bigint {
  const cents = (priceUnits * BigInt(100 - discountPercent)) / 100n / 10_000n;
  return cents * 10_000n;
}
