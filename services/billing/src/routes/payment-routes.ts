import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type TypeBoxTypeProvider, AppError } from '@criadero/service-kit';
import { normalizeAddress } from '@criadero/service-kit/identity';
import { codeDiscount, DEFAULT_PERIOD, discountedUnits, PLANS, planById, USDC_DECIMALS, USDC_UNIT, CRAFT_WORLD_DAYS } from '../catalogue/plans';
import { formatUsdc } from '../catalogue/usdc';
import { billingError, billingErrors } from '../errors';
import type { PaymentProcessor, SubmitResult } from '../payments/payment-processor';
import type { Product } from '../repositories/payments-repository';
import {
  BillingConfigResponse,
  CheckCreditBuyBody,
  CheckCreditBuyResponse,
  CheckPaymentBody,
  CheckPaymentResponse,
  CraftWorldPaymentBody,
  CraftWorldPaymentResponse,
  CREDIT_MAX,
  CREDIT_MIN,
  MAX_REFERRAL_DISCOUNT_PERCENT,
} from '@criadero/api-contracts/billing';

/** Prices are the product spec's (§9) as read on this date; the UI shows it. */
const PRICES_AS_OF = '2026-11-22';

function pendingFields(result: SubmitResult) {
  return result.status === 'pending'
    ? { reason: result.reason, confirmations: result.confirmations, required: result.required, expiresAt: result.claim.expiresAt.toISOString() }
    : {};
}

/** Payments: the public price list, then the three purchase checks of the spec (§7). */
export async function paymentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { config, referrals, credits, plans, subscriptions } = app.billing;

  const processor = (): PaymentProcessor => {
    if (!app.billing.processor) throw billingError('PAYMENTS_UNAVAILABLE');
    return app.billing.processor;
  };
  /** the affiliate code's id when it exists; an unknown code does not block a purchase */
  const affiliate = async (code: string | null | undefined) => (code?.trim() ? ((await referrals.byCode(code))?._id ?? null) : null);
  const submit = (request: FastifyRequest, product: Product, priceUnits: bigint, txHash: string, referralCodeId: string | null) =>
    processor().submit({ accountId: request.account!.accountId, txHash, product, priceUnits, referralCodeId });

  app.get(
    '/billing/config',
    { schema: { tags: ['billing'], summary: 'Where and what to pay: chain, USDC, receiving address, plans, limits', response: { 200: BillingConfigResponse } } },
    async () => ({
      enabled: app.billing.processor !== null,
      chainId: config.chainId,
      usdcAddress: config.usdcAddress,
      receiverAddress: config.receiverAddress ?? null,
      decimals: USDC_DECIMALS,
      confirmations: config.confirmations,
      pendingTtlSeconds: Math.round(config.pendingTtlMs / 1000),
      plans: [...PLANS],
      defaultPeriod: DEFAULT_PERIOD,
      credits: { min: CREDIT_MIN, max: CREDIT_MAX, default: 10, usdcPerCredit: 1 },
      craftWorld: {
        price: formatUsdc(config.craftWorldPriceUnits),
        defaultDiscount: Math.min(config.defaultReferralDiscount, MAX_REFERRAL_DISCOUNT_PERCENT),
        days: CRAFT_WORLD_DAYS,
      },
      pricesAsOf: PRICES_AS_OF,
    }),
  );

  app.post(
    '/users/checkCreditbuy',
    {
      preHandler: app.requireAccount,
      schema: {
        tags: ['billing'],
        summary: 'Credits Plus Coins for a USDC payment once the chain confirms it (1 coin = 1 USDC)',
        body: CheckCreditBuyBody,
        response: { 200: CheckCreditBuyResponse, ...billingErrors },
      },
    },
    async (request) => {
      const { addresses, accountId } = request.account!;
      for (const wallet of request.body.wallets) {
        if (!addresses.includes(normalizeAddress(wallet))) throw new AppError(403, 'WALLET_MISMATCH');
      }
      const { amount } = request.body;
      const result = await submit(request, { kind: 'credits', amount }, BigInt(amount) * USDC_UNIT, request.body.tx_hash, await affiliate(request.body.affiliate_code));
      return { premium: result.status === 'confirmed', status: result.status, creditos: await credits.balance(accountId), ...pendingFields(result) };
    },
  );

  app.post(
    '/users/checkPayment',
    {
      preHandler: app.requireAccount,
      schema: {
        tags: ['billing'],
        summary: 'Adds plan time for a USDC payment once the chain confirms it',
        body: CheckPaymentBody,
        response: { 200: CheckPaymentResponse, ...billingErrors },
      },
    },
    async (request) => {
      const plan = planById(request.body.plan)!;
      const result = await submit(request, { kind: 'plan', planId: plan.id }, BigInt(plan.price) * USDC_UNIT, request.body.txHash, await affiliate(request.body.affiliateCode));
      const current = await plans.current(request.account!.accountId);
      return { premium: result.status === 'confirmed', status: result.status, level: current.level, premiumUntil: current.until?.toISOString() ?? null, ...pendingFields(result) };
    },
  );

  app.post(
    '/craft-world/payment',
    {
      preHandler: app.requireAccount,
      schema: {
        tags: ['craft-world'],
        summary: 'Adds a Craft World Premium month for a USDC payment once the chain confirms it',
        body: CraftWorldPaymentBody,
        response: { 200: CraftWorldPaymentResponse, ...billingErrors },
      },
    },
    async (request) => {
      const { referralCodeId, referralCode } = request.body;
      // the price comes from the code on record, never from the client's amount
      const code = referralCodeId ? await referrals.byId(referralCodeId) : referralCode ? await referrals.byCode(referralCode) : null;
      const price = code ? discountedUnits(config.craftWorldPriceUnits, codeDiscount(code, config.defaultReferralDiscount)) : config.craftWorldPriceUnits;
      const result = await submit(request, { kind: 'craft-world', referralCodeId: code?._id ?? null }, price, request.body.txHash, code?._id ?? null);
      const status = await subscriptions.status(request.account!.accountId);
      return { success: result.status === 'confirmed', status: result.status, subscriptionExpiresAt: status.expiresAt?.toISOString() ?? null, ...pendingFields(result) };
    },
  );
}
