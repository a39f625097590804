import { codeDiscount } from '../catalogue/plans';
import type { CreatorProfilesRepository } from '../repositories/creator-profiles-repository';
import type { ReferralCode } from '../repositories/referral-codes-repository';
import { shortAddress } from './creator-name';

/**
 * Who players are told a code belongs to: the creator's display name; the sample codes' own
 * labels; else the owner's wallet, shortened (never the raw address).
 */
export async function ownerNameOf(code: ReferralCode, profiles: CreatorProfilesRepository): Promise<string> {
  return (await profiles.nameOf(code.ownerAddress)) ?? (code.sample ? code.ownerName : shortAddress(code.ownerAddress));
}

/** The spec's referral response (§3): id, code, owner_name, discount_percentage (default when unset, capped). */
export const referralView = (code: ReferralCode, defaultDiscount: number, ownerName: string) => ({
  id: code._id,
  code: code.code,
  owner_name: ownerName,
  discount_percentage: codeDiscount(code, defaultDiscount),
});
