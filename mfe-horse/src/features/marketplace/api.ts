import type { HorseSearchRequest, HorseSearchResponse } from '@criadero/api-contracts/horse';
import { postJson } from '@criadero/session/api';

export type { HorseFilters, HorseListing, HorseSearchResponse, HorseSort } from '@criadero/api-contracts/horse';

/** POST /api/horse/search: 1 credit per new set of filters (the server decides; Elite free). */
export function searchHorses(body: HorseSearchRequest, signal?: AbortSignal): Promise<HorseSearchResponse> {
  return postJson<HorseSearchResponse>('/api/horse/search', body, signal);
}

/** A client id for a new paid search; pages and orders of the same search reuse it. */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/[^A-Za-z0-9_-]/g, '');
}
