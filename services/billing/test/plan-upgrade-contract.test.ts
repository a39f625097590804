import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import { CreditsLedger, PlansLedger } from '@criadero/service-users';
import { createPaymentEffects } from '../src/payments/effects';
import { claimId, productKey, type PaymentClaim } from '../src/repositories/payments-repository';
import { SubscriptionsLedger } from '../src/repositories/subscriptions-ledger';

// Elite bought over an active Premium used to run on top of the paid Premium time,
// which ran out underneath it. Paid Premium time now resumes after Elite (src/payments/plan-time.ts).
const DAY = 86_400_000;
const T0 = new Date('2026-01-01T00:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);

const planClaim = (accountId: string, txHash: string, planId: string): PaymentClaim => {
  const product = { kind: 'plan' as const, planId };
  return { _id: claimId(txHash, accountId), txHash, accountId, product, productKey: productKey(product), priceUnits: '0', referralCodeId: null, createdAt: T0, expiresAt: T0, open: true };
};

describe.each(storeTargets())('plan time over an upgrade on $name', (target) => {
  let store: Store;
  let plans: PlansLedger;
  let effects: ReturnType<typeof createPaymentEffects>;

  beforeAll(async () => {
    store = await target.open();
    plans = new PlansLedger(store);
    await plans.ensureIndexes();
    effects = createPaymentEffects({ credits: new CreditsLedger(store), plans, subscriptions: new SubscriptionsLedger(store) });
  });
  afterAll(async () => target.dispose(store));

  it('Elite bought 10 days into a monthly Premium: Elite for 30 days, then the 20 unused Premium days', async () => {
    await effects.apply(planClaim('up1', '0x01', 'monthly-premium'), T0);
    await effects.apply(planClaim('up1', '0x02', 'monthly-elite'), at(10));
    expect(await plans.current('up1', at(10))).toEqual({ level: 2, until: at(40) });
    // before the fix Premium had ended at day 30, under Elite: level 0 here
    expect(await plans.current('up1', at(41))).toEqual({ level: 1, until: at(60) });
    expect(await plans.current('up1', at(60))).toEqual({ level: 0, until: null });
  });

  it('applying the Elite payment again (a retry, the worker healing) adds nothing', async () => {
    await effects.apply(planClaim('up2', '0x11', 'monthly-premium'), T0);
    const elite = planClaim('up2', '0x12', 'monthly-elite');
    await Promise.all([effects.apply(elite, at(10)), effects.apply(elite, at(10))]);
    await effects.apply(elite, at(12));
    await effects.apply(elite, at(50));
    expect(await plans.current('up2', at(41))).toEqual({ level: 1, until: at(60) });
    const entries = await store.collection<{ _id: string; kind: string }>('plan_ledger').find({ accountId: 'up2' });
    expect(entries.map((e) => e.kind).sort()).toEqual(['carry', 'payment', 'payment']);
  });

  it('a yearly Premium keeps its whole remainder: only the days Elite covered are added back', async () => {
    await effects.apply(planClaim('up3', '0x21', 'yearly-premium'), T0);
    await effects.apply(planClaim('up3', '0x22', 'daily-elite'), at(100));
    expect(await plans.current('up3', at(100.5))).toEqual({ level: 2, until: at(101) });
    expect(await plans.current('up3', at(101))).toEqual({ level: 1, until: at(366) });
  });

  it('a part day of Premium under Elite is added back as a whole day (never less than was covered)', async () => {
    await effects.apply(planClaim('up4', '0x31', 'daily-premium'), T0);
    await effects.apply(planClaim('up4', '0x32', 'daily-elite'), new Date(T0.getTime() + DAY / 4));
    // 18 hours of Premium were under Elite: one day after it
    expect(await plans.current('up4', at(1.5))).toEqual({ level: 1, until: new Date(at(1.25).getTime() + DAY) });
  });

  it('Premium bought while Elite runs starts when Elite ends; a second Elite carries the Premium it covers again', async () => {
    await effects.apply(planClaim('up5', '0x41', 'monthly-elite'), T0);
    await effects.apply(planClaim('up5', '0x42', 'monthly-premium'), at(5));
    expect(await plans.current('up5', at(31))).toEqual({ level: 1, until: at(60) });
    // Elite stacks on Elite (days 30–60): the whole month of Premium moves after it
    await effects.apply(planClaim('up5', '0x43', 'monthly-elite'), at(6));
    expect(await plans.current('up5', at(59))).toEqual({ level: 2, until: at(60) });
    expect(await plans.current('up5', at(61))).toEqual({ level: 1, until: at(90) });
    expect(await plans.current('up5', at(90))).toEqual({ level: 0, until: null });
  });

  it('Elite without Premium adds no Premium time', async () => {
    await effects.apply(planClaim('up6', '0x51', 'monthly-elite'), T0);
    expect(await plans.current('up6', at(30))).toEqual({ level: 0, until: null });
    expect(await store.collection('plan_ledger').find({ accountId: 'up6' })).toHaveLength(1);
  });
});
