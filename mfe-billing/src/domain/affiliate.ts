import { AFFILIATE_KEY } from './pending-store';

/** The affiliate code remembered from a referral link or a validated code (spec §3). */
export const readAffiliateCode = (): string | null => localStorage.getItem(AFFILIATE_KEY)?.trim() || null;
export const storeAffiliateCode = (code: string) => localStorage.setItem(AFFILIATE_KEY, code);
export const forgetAffiliateCode = () => localStorage.removeItem(AFFILIATE_KEY);
