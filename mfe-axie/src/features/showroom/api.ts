import type { PartsEvolutionResponse, ShowroomResponse } from '@criadero/api-contracts/axie';
import { callApi } from '@criadero/session/api';

export const fetchShowroom = (ids: string[], signal: AbortSignal) => callApi<ShowroomResponse>('/api/axie/showroom', { body: { ids }, signal });
export const fetchPartsEvolution = (signal: AbortSignal) => callApi<PartsEvolutionResponse>('/api/axie/parts-evolution', { signal });

/** Ids from free text: separated by spaces, commas or semicolons; a leading # is stripped; duplicates dropped. */
export function parseIds(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((t) => t.replace(/^#/, '')).filter((t) => /^\d{1,12}$/.test(t)))];
}
