import type {
  GameDataResponse,
  OptimizerInput,
  OptimizerResponse,
  PriceSheetResponse,
  SavedSetup,
  SetupListResponse,
} from '@criadero/api-contracts/craftworld';
import type { CraftWorldSubscriptionResponse } from '@criadero/api-contracts/billing';
import { deleteJson, getJson, postJson } from '@criadero/session/api';
import { GAME_DATA_PATH } from '../components/community-note';

export type { GameDataResponse, OptimizerInput, OptimizerResponse, PriceSheetResponse, SavedSetup, SetupListResponse };
export type { FactoryLevel, FactorySetup, ProductResult } from '@criadero/api-contracts/craftworld';

/** GET /api/users/craft-world-subscription (billing service) */
export type CraftWorldSubscription = CraftWorldSubscriptionResponse;

export const craftworldApi = {
  data: () => getJson<GameDataResponse>(GAME_DATA_PATH),
  prices: () => getJson<PriceSheetResponse>('/api/craft-world/prices'),
  optimize: (input: OptimizerInput) => postJson<OptimizerResponse>('/api/craft-world/optimizer', input),
  setups: () => getJson<SetupListResponse>('/api/craft-world/setups'),
  saveSetup: (name: string, input: OptimizerInput) => postJson<SavedSetup>('/api/craft-world/setups', { name, input }),
  deleteSetup: (id: string) => deleteJson<SetupListResponse>(`/api/craft-world/setups/${encodeURIComponent(id)}`),
  subscription: () => getJson<CraftWorldSubscription>('/api/users/craft-world-subscription'),
};
