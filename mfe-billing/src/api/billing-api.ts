// Calls to the billing and users services (services/billing/README.md), through the shared
// client of @criadero/session/api (platform origin and session in an embed, the user's language).
import { callApi } from '@criadero/session/api';

/** An API refusal: `code` is stable (translate by it), `message` is the server's text. */
export { ApiError } from '@criadero/session/api';

const walletHeader = (walletAddress?: string) => (walletAddress ? { 'x-wallet-address': walletAddress } : undefined);
const get = <T>(path: string, walletAddress?: string) => callApi<T>(path, { headers: walletHeader(walletAddress) });
const post = <T>(path: string, body: unknown, walletAddress?: string) => callApi<T>(path, { method: 'POST', body, headers: walletHeader(walletAddress) });

export interface Plan {
  id: string;
  level: 1 | 2;
  period: 'daily' | 'monthly' | 'yearly';
  days: number;
  price: number;
  oldPrice: number | null;
  ilimitado: boolean;
}

export interface BillingConfig {
  enabled: boolean;
  chainId: number;
  usdcAddress: string;
  receiverAddress: string | null;
  decimals: number;
  confirmations: number;
  pendingTtlSeconds: number;
  plans: Plan[];
  defaultPeriod: Plan['period'];
  credits: { min: number; max: number; default: number; usdcPerCredit: number };
  craftWorld: { price: string; defaultDiscount: number; days: number };
  pricesAsOf: string;
}

export interface Pending {
  reason?: 'NOT_MINED' | 'CONFIRMATIONS' | 'CHAIN_UNAVAILABLE';
  confirmations?: number;
  required?: number;
  expiresAt?: string;
}

export interface Referral {
  id: string;
  code: string;
  owner_name: string;
  discount_percentage: number;
}

export interface Subscription {
  active: boolean;
  startedAt: string | null;
  expiresAt: string | null;
  renewals: number;
  currentReferralCode: Referral | null;
  price: string;
}

export type PaymentProduct = { kind: 'credits'; amount: number } | { kind: 'plan'; planId: string } | { kind: 'craft-world'; referralCodeId: string | null };

export interface History {
  credits: { seq: number; delta: number; balance: number; kind: string; reference: string | null; createdAt: string }[];
  payments: {
    txHash: string;
    product: PaymentProduct;
    price: string;
    status: 'pending' | 'confirmed' | 'rejected' | 'expired';
    code?: string;
    createdAt: string;
    settledAt: string | null;
  }[];
}

/** The plan now, and the Premium time that resumes after a running Elite (docs/billing.md). */
export interface PlanTimeline {
  level: 0 | 1 | 2;
  until: string | null;
  next: { level: 1; until: string } | null;
}

export interface CreatorCode {
  id: string;
  code: string;
  discount_percentage: number;
  sample: boolean;
  uses: number;
  paid: string;
  earnings: string;
}

export const billingApi = {
  config: () => get<BillingConfig>('/api/billing/config'),
  /** USDC balance in 6-decimal units */
  async usdcBalance(userAddress: string): Promise<bigint> {
    const body = await post<{ results: { balance: string }[] }>('/api/users/balance', { userAddress });
    return BigInt(body.results[0]?.balance ?? '0');
  },
  checkCreditBuy: (body: { wallets: string[]; tx_hash: string; amount: number; affiliate_code: string | null }) =>
    post<{ premium: boolean; status: 'confirmed' | 'pending'; creditos: number } & Pending>('/api/users/checkCreditbuy', body),
  checkPayment: (body: { txHash: string; plan: string; affiliateCode: string | null }) =>
    post<{ premium: boolean; status: 'confirmed' | 'pending'; level: 0 | 1 | 2; premiumUntil: string | null } & Pending>('/api/users/checkPayment', body),
  craftWorldPayment: (
    body: { txHash: string; amount: string; currency: 'USDC'; type: 'craft_world_premium'; referralCode: string | null; referralCodeId: string | null },
    wallet: string,
  ) => post<{ success: boolean; status: 'confirmed' | 'pending'; subscriptionExpiresAt: string | null } & Pending>('/api/craft-world/payment', body, wallet),
  validateReferral: (code: string, wallet?: string) =>
    post<{ valid: boolean; referral?: Referral; message: string }>('/api/craft-world/referral-codes/', { code }, wallet),
  saveReferral: (referralCodeId: string, wallet?: string) => post<{ saved: true; referral: Referral }>('/api/craft-world/save-referral-code', { referralCodeId }, wallet),
  subscription: (wallet?: string) => get<Subscription>('/api/users/craft-world-subscription', wallet),
  history: () => get<History>('/api/billing/history'),
  plan: () => get<PlanTimeline>('/api/billing/plan'),
  creatorCodes: () => get<{ commissionPercent: number; displayName: string | null; codes: CreatorCode[] }>('/api/creator/referral-codes'),
  /** the name players see on the creator's codes (validated by the server: CREATOR_NAME_INVALID) */
  setCreatorName: (displayName: string) => callApi<{ displayName: string }>('/api/creator/profile', { method: 'PUT', body: { displayName } }),
  createCreatorCode: (code: string, discountPercentage?: number) =>
    post<CreatorCode>('/api/creator/referral-codes', discountPercentage === undefined ? { code } : { code, discountPercentage }),
  saveConfig: (config: unknown) => post<{ config: unknown }>('/api/users/saveConfig/', { config }),
};
