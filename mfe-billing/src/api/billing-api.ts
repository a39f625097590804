// Calls to the billing and users services (services/billing/README.md), through the shared
// client of @criadero/session/api (platform origin and session in an embed, the user's language).
import type {
  BillingConfigResponse,
  CheckCreditBuyBody,
  CheckCreditBuyResponse,
  CheckPaymentBody,
  CheckPaymentResponse,
  CraftWorldPaymentBody,
  CraftWorldPaymentResponse,
  CraftWorldSubscriptionResponse,
  CreatorCode,
  CreatorCodesResponse,
  CreatorProfileResponse,
  HistoryResponse,
  PlanTimelineResponse,
  SaveCodeResponse,
  ValidateCodeResponse,
} from '@criadero/api-contracts/billing';
import { WALLET_HEADER } from '@criadero/api-contracts/paths';
import type { BalanceResponse, SaveConfigBody, SaveConfigResponse } from '@criadero/api-contracts/schemas/users';
import { callApi } from '@criadero/session/api';

/** An API refusal: `code` is stable (translate by it), `message` is the server's text. */
export { ApiError } from '@criadero/session/api';

const walletHeader = (walletAddress?: string) => (walletAddress ? { [WALLET_HEADER]: walletAddress } : undefined);
const get = <T>(path: string, walletAddress?: string) => callApi<T>(path, { headers: walletHeader(walletAddress) });
const post = <T>(path: string, body: unknown, walletAddress?: string) => callApi<T>(path, { method: 'POST', body, headers: walletHeader(walletAddress) });

// The contract's types under the names the screens use (`import type`: no TypeBox in the bundle).
export type { CreatorCode, PaymentProduct, Plan, Referral } from '@criadero/api-contracts/billing';
export type BillingConfig = BillingConfigResponse;
export type History = HistoryResponse;
export type PlanTimeline = PlanTimelineResponse;
export type Subscription = CraftWorldSubscriptionResponse;

export const billingApi = {
  config: () => get<BillingConfig>('/api/billing/config'),
  /** USDC balance in 6-decimal units */
  async usdcBalance(userAddress: string): Promise<bigint> {
    const body = await post<BalanceResponse>('/api/users/balance', { userAddress });
    return BigInt(body.results[0]?.balance ?? '0');
  },
  checkCreditBuy: (body: CheckCreditBuyBody) => post<CheckCreditBuyResponse>('/api/users/checkCreditbuy', body),
  checkPayment: (body: CheckPaymentBody) => post<CheckPaymentResponse>('/api/users/checkPayment', body),
  craftWorldPayment: (body: CraftWorldPaymentBody, wallet: string) => post<CraftWorldPaymentResponse>('/api/craft-world/payment', body, wallet),
  validateReferral: (code: string, wallet?: string) => post<ValidateCodeResponse>('/api/craft-world/referral-codes/', { code }, wallet),
  saveReferral: (referralCodeId: string, wallet?: string) => post<SaveCodeResponse>('/api/craft-world/save-referral-code', { referralCodeId }, wallet),
  subscription: (wallet?: string) => get<Subscription>('/api/users/craft-world-subscription', wallet),
  history: () => get<History>('/api/billing/history'),
  plan: () => get<PlanTimeline>('/api/billing/plan'),
  creatorCodes: () => get<CreatorCodesResponse>('/api/creator/referral-codes'),
  /** the name players see on the creator's codes (validated by the server: CREATOR_NAME_INVALID) */
  setCreatorName: (displayName: string) => callApi<CreatorProfileResponse>('/api/creator/profile', { method: 'PUT', body: { displayName } }),
  createCreatorCode: (code: string, discountPercentage?: number) =>
    post<CreatorCode>('/api/creator/referral-codes', discountPercentage === undefined ? { code } : { code, discountPercentage }),
  saveConfig: (config: SaveConfigBody['config']) => post<SaveConfigResponse>('/api/users/saveConfig/', { config }),
};
