import { callApi } from '@criadero/session/api';

export interface PoisonInfo {
  rule: { damagePerStack: number; decayPerTurn: number; maxStacks: number; turnCap: number; trigger: string; text: string; season: string; status: string; turnCapNote: string };
  cards: { id: number; name: string; class: string; part: string; stage: number; energy: number; attack: number; description: string }[];
}

export const fetchPoisonInfo = (signal: AbortSignal) => callApi<PoisonInfo>('/api/origins/poison', { signal });
