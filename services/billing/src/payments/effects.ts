import type { CreditsLedger, PlansLedger } from '@criadero/service-users';
import { CRAFT_WORLD_DAYS, planById } from '../catalogue/plans';
import type { PaymentClaim } from '../repositories/payments-repository';
import type { SubscriptionsLedger } from '../repositories/subscriptions-ledger';
import { grantPlanTime } from './plan-time';

/** What a confirmed payment gives. Idempotent: the ledgers' unique key is `tx:<hash>`. */
export interface PaymentEffects {
  apply(claim: PaymentClaim, now?: Date): Promise<void>;
}

export function createPaymentEffects(ledgers: { credits: CreditsLedger; plans: PlansLedger; subscriptions: SubscriptionsLedger }): PaymentEffects {
  const key = (claim: PaymentClaim) => `tx:${claim.txHash}`;
  return {
    async apply(claim, now = new Date()) {
      const { product } = claim;
      if (product.kind === 'credits') {
        await ledgers.credits.append({ accountId: claim.accountId, delta: product.amount, kind: 'purchase', idempotencyKey: key(claim), reference: claim.txHash });
      } else if (product.kind === 'plan') {
        const plan = planById(product.planId);
        if (!plan) throw new Error(`unknown plan ${product.planId} in claim ${claim._id}`);
        await grantPlanTime(
          ledgers.plans,
          { accountId: claim.accountId, level: plan.level, days: plan.days, kind: 'payment', idempotencyKey: key(claim), reference: claim.txHash },
          now,
        );
      } else {
        await ledgers.subscriptions.grant(
          { accountId: claim.accountId, days: CRAFT_WORLD_DAYS, referralCodeId: product.referralCodeId, idempotencyKey: key(claim) },
          now,
        );
      }
    },
  };
}
