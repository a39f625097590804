import { BILLING_ERROR_MESSAGES, type BillingErrorCode } from '@criadero/api-contracts/billing';
import { fillErrorTexts } from '@criadero/api-contracts/errors';
import { ServiceError, type AppErrorOptions } from '@criadero/service-kit/errors';
import { Type } from 'typebox';
import { MAX_OPEN_CLAIMS } from './repositories/payments-repository';

/** Billing's errors; codes and texts are in the contract (`@criadero/api-contracts/billing`). */
export class BillingError extends ServiceError<BillingErrorCode> {
  constructor(statusCode: number, code: BillingErrorCode, options: Pick<AppErrorOptions, 'detail' | 'cause'> = {}) {
    super(statusCode, code, fillErrorTexts(BILLING_ERROR_MESSAGES[code], { maxOpenClaims: MAX_OPEN_CLAIMS }), options);
  }
}

const STATUS_BY_CODE: Record<BillingErrorCode, number> = {
  PAYMENTS_UNAVAILABLE: 503,
  TX_FAILED: 422,
  TX_NO_USDC_TRANSFER: 422,
  TX_WRONG_RECIPIENT: 422,
  TX_NOT_YOUR_WALLET: 422,
  TX_AMOUNT_TOO_LOW: 422,
  TX_ALREADY_USED: 409,
  TOO_MANY_PENDING_PAYMENTS: 429,
  REFERRAL_NOT_FOUND: 404,
  REFERRAL_CODE_TAKEN: 409,
  NOT_CREATOR: 403,
  CREATOR_NAME_INVALID: 400,
};

export const billingError = (code: BillingErrorCode, detail?: string) => new BillingError(STATUS_BY_CODE[code], code, { detail });

/** `{ error, code, creditos? }` where `code` is a platform or a billing code. */
const BillingErrorBody = Type.Object(
  { error: Type.String(), code: Type.String(), creditos: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);

export const billingErrors = {
  400: BillingErrorBody,
  401: BillingErrorBody,
  403: BillingErrorBody,
  404: BillingErrorBody,
  409: BillingErrorBody,
  422: BillingErrorBody,
  429: BillingErrorBody,
  502: BillingErrorBody,
  503: BillingErrorBody,
};
