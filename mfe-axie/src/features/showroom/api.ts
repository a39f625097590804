import { callApi } from '@criadero/session/api';
import type { AxieOrigin, SourceInfo } from '../tools-shared/api';

export interface Gene {
  id: string;
  name: string;
  class: string;
  specialGenes: string | null;
}
export interface CardRef {
  id: number;
  name: string;
  energy: number;
  attack: number;
  defense: number;
  healing: number;
  description: string;
}
export interface ShowroomAxie {
  id: string;
  class: string;
  stage: number;
  breedCount: number;
  bodyShape: string;
  image: string;
  purity: number;
  stats: { hp: number; speed: number; skill: number; morale: number };
  parts: { type: string; d: Gene; r1: Gene; r2: Gene; card: CardRef | null; evolvedCard: CardRef | null }[];
  priceUsd: number | null;
  origin: AxieOrigin;
}
export interface ShowroomAnswer {
  axies: ShowroomAxie[];
  missing: string[];
  /** false: ids outside the loaded data cannot be asked of the marketplace (no key on the server) */
  liveLookup: boolean;
  statsNote: string;
  source: SourceInfo;
}
export interface EvolutionPart {
  partId: string;
  name: string;
  class: string;
  type: string;
  variants: { partId: string; name: string; specialGenes: string }[];
  original: CardRef | null;
  evolved: CardRef | null;
}

export const fetchShowroom = (ids: string[], signal: AbortSignal) => callApi<ShowroomAnswer>('/api/axie/showroom', { body: { ids }, signal });
export const fetchPartsEvolution = (signal: AbortSignal) => callApi<{ parts: EvolutionPart[]; source: SourceInfo }>('/api/axie/parts-evolution', { signal });

/** Ids from free text: separated by spaces, commas or semicolons; a leading # is stripped; duplicates dropped. */
export function parseIds(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((t) => t.replace(/^#/, '')).filter((t) => /^\d{1,12}$/.test(t)))];
}
