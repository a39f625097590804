import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { codeDiscount } from '../catalogue/plans';
import { formatUsdc } from '../catalogue/usdc';
import { billingError, billingErrors } from '../errors';
import { normalizeDisplayName } from '../payments/creator-name';
import { premiumAfterElite } from '../payments/plan-time';
import { normalizeCode } from '../repositories/referral-codes-repository';
import { CreateCodeBody, CreatorCodeSchema, CreatorCodesResponse, CreatorProfileBody, CreatorProfileResponse, HistoryResponse, PlanTimelineResponse } from '@criadero/api-contracts/billing';

/** The signed-in player's credit and payment history, and the creator panel. */
export async function accountRoutes(instance: FastifyInstance, options: { creatorAddresses: string[] }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { config, credits, payments, plans, referrals, creators: profiles } = app.billing;
  const creators = new Set(options.creatorAddresses);
  const requireCreator = async (request: FastifyRequest) => {
    if (!request.account!.addresses.some((a) => creators.has(a))) throw billingError('NOT_CREATOR');
  };

  app.get(
    '/billing/history',
    {
      preHandler: app.requireAccount,
      schema: { tags: ['billing'], summary: 'Credit movements and payments, newest first', response: { 200: HistoryResponse, ...billingErrors } },
    },
    async (request) => {
      const { accountId } = request.account!;
      const [entries, paid] = await Promise.all([credits.history(accountId, 100), payments.history(accountId)]);
      return {
        credits: entries.map((e) => ({ seq: e.seq, delta: e.delta, balance: e.balance, kind: e.kind, reference: e.reference ?? null, createdAt: e.createdAt.toISOString() })),
        payments: paid.map((p) => ({
          txHash: p.txHash,
          product: p.product,
          price: formatUsdc(BigInt(p.priceUnits)),
          status: p.status,
          ...(p.code ? { code: p.code } : {}),
          createdAt: p.createdAt.toISOString(),
          expiresAt: p.expiresAt.toISOString(),
          settledAt: p.settledAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/billing/plan',
    {
      preHandler: app.requireAccount,
      schema: {
        tags: ['billing'],
        summary: 'The current plan level and its end, and the Premium time that follows a running Elite',
        response: { 200: PlanTimelineResponse, ...billingErrors },
      },
    },
    async (request) => {
      const { accountId } = request.account!;
      const current = await plans.current(accountId);
      const next = current.level === 2 && current.until ? await premiumAfterElite(plans, accountId, current.until) : null;
      return { level: current.level, until: current.until?.toISOString() ?? null, next: next ? { level: 1 as const, until: next.toISOString() } : null };
    },
  );

  const creatorCodes = async (request: FastifyRequest) => {
    const owned = await referrals.ownedBy(request.account!.addresses);
    const used = await payments.confirmedWithCodes(owned.map((c) => c._id));
    return {
      commissionPercent: config.referralCommission,
      displayName: await profiles.nameOfAny(request.account!.addresses),
      codes: owned.map((code) => {
        const mine = used.filter((o) => o.referralCodeId === code._id);
        const paid = mine.reduce((sum, o) => sum + BigInt(o.paidUnits ?? '0'), 0n);
        return {
          id: code._id,
          code: code.code,
          discount_percentage: codeDiscount(code, config.defaultReferralDiscount),
          sample: code.sample,
          uses: mine.length,
          paid: formatUsdc(paid),
          earnings: formatUsdc((paid * BigInt(config.referralCommission)) / 100n),
        };
      }),
    };
  };

  app.get(
    '/creator/referral-codes',
    {
      preHandler: [app.requireAccount, requireCreator],
      schema: { tags: ['creator'], summary: "A creator's codes with their uses and earnings", response: { 200: CreatorCodesResponse, ...billingErrors } },
    },
    creatorCodes,
  );

  app.put(
    '/creator/profile',
    {
      preHandler: [app.requireAccount, requireCreator],
      schema: {
        tags: ['creator'],
        summary: "Sets the name players see on the signed-in creator's referral codes (instead of the wallet)",
        body: CreatorProfileBody,
        response: { 200: CreatorProfileResponse, ...billingErrors },
      },
    },
    async (request) => {
      const displayName = normalizeDisplayName(request.body.displayName);
      if (!displayName) throw billingError('CREATOR_NAME_INVALID');
      await profiles.setName(request.account!.address, displayName);
      return { displayName };
    },
  );

  app.post(
    '/creator/referral-codes',
    {
      preHandler: [app.requireAccount, requireCreator],
      schema: { tags: ['creator'], summary: 'Creates a referral code owned by the signed-in wallet', body: CreateCodeBody, response: { 200: CreatorCodeSchema, ...billingErrors } },
    },
    async (request) => {
      const code = normalizeCode(request.body.code);
      const created = await referrals.create({
        _id: `ref_${code}`,
        code,
        ownerAddress: request.account!.address,
        ownerName: request.account!.address,
        discountPercentage: request.body.discountPercentage ?? null,
        sample: false,
        createdAt: new Date(),
      });
      if (!created) throw billingError('REFERRAL_CODE_TAKEN');
      return {
        id: `ref_${code}`,
        code,
        discount_percentage: codeDiscount({ discountPercentage: request.body.discountPercentage ?? null }, config.defaultReferralDiscount),
        sample: false,
        uses: 0,
        paid: formatUsdc(0n),
        earnings: formatUsdc(0n),
      };
    },
  );
}
