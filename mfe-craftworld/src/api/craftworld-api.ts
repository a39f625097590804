import type {
  GameDataResponse,
  OptimizerInput,
  OptimizerResponse,
  PriceSheetResponse,
  SavedSetup,
  SetupListResponse,
} from '@criadero/service-craftworld/contracts';
import { apiDelete, apiGet, apiPost } from './client';

export type { GameDataResponse, OptimizerInput, OptimizerResponse, PriceSheetResponse, SavedSetup, SetupListResponse };
export type { FactoryLevel, FactorySetup, ProductResult, PlanEntry } from '@criadero/service-craftworld/contracts';

/** GET /api/users/craft-world-subscription (billing service) */
export interface CraftWorldSubscription {
  active: boolean;
  startedAt: string | null;
  expiresAt: string | null;
  renewals: number;
  currentReferralCode: { id: string; code: string; owner_name: string; discount_percentage: number } | null;
  price: string;
}

export const craftworldApi = {
  data: (locale: string) => apiGet<GameDataResponse>('/api/craft-world/data', locale),
  prices: (locale: string) => apiGet<PriceSheetResponse>('/api/craft-world/prices', locale),
  optimize: (input: OptimizerInput, locale: string) => apiPost<OptimizerResponse>('/api/craft-world/optimizer', input, locale),
  setups: (locale: string) => apiGet<SetupListResponse>('/api/craft-world/setups', locale),
  saveSetup: (name: string, input: OptimizerInput, locale: string) => apiPost<SavedSetup>('/api/craft-world/setups', { name, input }, locale),
  deleteSetup: (id: string, locale: string) => apiDelete<SetupListResponse>(`/api/craft-world/setups/${encodeURIComponent(id)}`, locale),
  subscription: (locale: string) => apiGet<CraftWorldSubscription>('/api/users/craft-world-subscription', locale),
};
