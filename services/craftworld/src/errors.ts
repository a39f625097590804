import { CRAFTWORLD_ERROR_MESSAGES, PREMIUM_FEATURE_ERROR_MESSAGES, type CraftworldErrorCode, type PremiumFeature } from '@criadero/api-contracts/craftworld';
import type { ErrorTexts } from '@criadero/api-contracts/errors';
import { ServiceError } from '@criadero/service-kit/errors';
import { Type } from 'typebox';

const STATUS: Record<CraftworldErrorCode, number> = {
  CRAFTWORLD_PREMIUM_REQUIRED: 402,
  CRAFTWORLD_UNKNOWN_FACTORY: 400,
  CRAFTWORLD_SETUP_LIMIT: 409,
  CRAFTWORLD_SETUP_NOT_FOUND: 404,
};

/** The Craft World service's errors; codes and texts are in the contract (`@criadero/api-contracts/craftworld`). */
export class CraftworldError extends ServiceError<CraftworldErrorCode> {
  /** `texts`: a more precise case of the code, from the contract (the code's own by default) */
  constructor(code: CraftworldErrorCode, options: { detail?: string; cause?: unknown } = {}, texts: ErrorTexts = CRAFTWORLD_ERROR_MESSAGES[code]) {
    super(STATUS[code], code, texts, options);
  }
}

/** 402 CRAFTWORLD_PREMIUM_REQUIRED, its text naming the Premium feature that was refused. */
export const premiumRequired = (feature: PremiumFeature) => new CraftworldError('CRAFTWORLD_PREMIUM_REQUIRED', {}, PREMIUM_FEATURE_ERROR_MESSAGES[feature]);

const ErrorBody = Type.Object(
  { error: Type.String(), code: Type.String(), creditos: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);

export const errorResponses = { 400: ErrorBody, 401: ErrorBody, 402: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody };
