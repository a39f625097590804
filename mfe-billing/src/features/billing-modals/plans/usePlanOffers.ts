import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { userAtom } from '@criadero/session';
import type { BillingConfig, Plan } from '../../../api/billing-api';
import { billingApi } from '../../../api/billing-api';
import { useBillingConfig } from '../../../api/useBillingConfig';
import { readAffiliateCode } from '../../../domain/affiliate';
import { toUnits } from '../../../domain/usdc';
import { usePayment } from '../../../hooks/usePurchase';

/**
 * Whole days of Premium left, rounded up: the server adds the Premium time an Elite purchase
 * covers back after it, in whole days rounded up (services/billing plan-time.ts).
 */
function daysLeft(until: string | null | undefined, now = Date.now()): number {
  const ms = until ? Date.parse(until) - now : 0;
  return ms > 0 ? Math.ceil(ms / 86_400_000) : 0;
}

/** The plans offered to the signed-in user for the chosen period (the configured default until one is picked). */
export function usePlanOffers() {
  const user = useAtomValue(userAtom);
  const { config, error } = useBillingConfig();
  const [period, setPeriod] = useState<Plan['period'] | null>(null);
  const level = user?.premium ?? 0;
  const chosen = period ?? config?.defaultPeriod ?? 'monthly';
  // Elite sees only the Elite plans (spec §6)
  const cards = (config?.plans ?? []).filter((plan) => plan.period === chosen && (level < 2 || plan.level === 2));
  const premiumDaysLeft = level === 1 ? daysLeft(user?.premiumUntil) : 0;
  return { config, error, level, chosen, setPeriod, cards, premiumDaysLeft };
}

/** Pays for a plan; `paying` is the plan being paid for, and a purchase that did not fail calls onDone. */
export function usePlanPurchase(config: BillingConfig | null, onDone: () => void) {
  const { paying, pay } = usePayment(config);
  const buy = async (plan: Plan) => {
    const outcome = await pay(plan.id, () => ({
      kind: 'plan',
      units: toUnits(plan.price),
      record: (_wallet, txHash) => ({ txHash, plan: plan.id, affiliateCode: readAffiliateCode() }),
      check: async (record) => (await billingApi.checkPayment(record)).premium,
    }));
    if (outcome !== 'failed') onDone();
  };
  return { paying, buy };
}
