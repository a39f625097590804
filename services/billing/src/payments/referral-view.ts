import { codeDiscount } from '../catalogue/plans';
import type { ReferralCode } from '../repositories/referral-codes-repository';

/** The spec's referral response (§3): id, code, owner_name, discount_percentage (default when unset, capped). */
export const referralView = (code: ReferralCode, defaultDiscount: number) => ({
  id: code._id,
  code: code.code,
  owner_name: code.ownerName,
  discount_percentage: codeDiscount(code, defaultDiscount),
});
