import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { pickLanguage } from '@criadero/api-contracts/errors';
import { formatUsdc } from '../catalogue/usdc';
import { billingError, billingErrors } from '../errors';
import { ownerNameOf, referralView } from '../payments/referral-view';
import { CODE_PATTERN, normalizeCode } from '../repositories/referral-codes-repository';
import {
  BILLING_ERROR_MESSAGES,
  CraftWorldSubscriptionResponse,
  SaveCodeBody,
  SaveCodeResponse,
  ValidateCodeBody,
  ValidateCodeResponse,
} from '@criadero/api-contracts/billing';

const VALID = { es: '¡Código válido!', en: 'Valid code!', pt: 'Código válido!' } as const;

/** Craft World referral codes and the subscription status the Craft World tools read. */
export async function referralRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { config, referrals, subscriptions, creators } = app.billing;
  const view = async (code: Parameters<typeof referralView>[0]) => referralView(code, config.defaultReferralDiscount, await ownerNameOf(code, creators));

  app.post(
    '/craft-world/referral-codes',
    {
      preHandler: app.requireAccount,
      schema: {
        tags: ['craft-world'],
        summary: 'Validates a referral code (an unknown code is an answer, valid: false)',
        body: ValidateCodeBody,
        response: { 200: ValidateCodeResponse, ...billingErrors },
      },
    },
    async (request) => {
      const language = pickLanguage(request.headers['accept-language']);
      const code = normalizeCode(request.body.code);
      const found = CODE_PATTERN.test(code) ? await referrals.byCode(code) : null;
      if (!found) return { valid: false, message: BILLING_ERROR_MESSAGES.REFERRAL_NOT_FOUND[language] };
      return { valid: true, referral: await view(found), message: VALID[language] };
    },
  );

  app.post(
    '/craft-world/save-referral-code',
    {
      preHandler: app.requireAccount,
      schema: { tags: ['craft-world'], summary: "Remembers the account's referral code", body: SaveCodeBody, response: { 200: SaveCodeResponse, ...billingErrors } },
    },
    async (request) => {
      const found = await referrals.byId(request.body.referralCodeId);
      if (!found) throw billingError('REFERRAL_NOT_FOUND');
      await referrals.saveSelection(request.account!.accountId, found._id);
      return { saved: true as const, referral: await view(found) };
    },
  );

  app.get(
    '/users/craft-world-subscription',
    {
      preHandler: app.requireAccount,
      schema: {
        tags: ['craft-world'],
        summary: 'Craft World Premium: active, start of the current run, expiry, renewals, saved referral code',
        response: { 200: CraftWorldSubscriptionResponse, ...billingErrors },
      },
    },
    async (request) => {
      const { accountId } = request.account!;
      const [status, saved] = await Promise.all([subscriptions.status(accountId), referrals.selection(accountId)]);
      return {
        active: status.active,
        startedAt: status.startedAt?.toISOString() ?? null,
        expiresAt: status.expiresAt?.toISOString() ?? null,
        renewals: status.renewals,
        currentReferralCode: saved ? await view(saved) : null,
        price: formatUsdc(config.craftWorldPriceUnits),
      };
    },
  );
}
