import { callApi } from '@criadero/session/api';
import type { SourceInfo } from '../tools-shared/api';

/** An Origins card, or an imported land-battle card (partName/partId instead of partValue, abilityType optional). */
export interface OriginsCard {
  id: number;
  name: string;
  description: string;
  partClass: string;
  partType: string;
  partValue?: number;
  partName?: string;
  partId?: string;
  energy: number;
  attack: number;
  defense: number;
  healing: number;
  abilityType?: string;
  stage: number;
  tags: string[];
}

export interface CardsFilter {
  classes?: string[];
  partTypes?: string[];
  stages?: number[];
  energy?: [number, number];
  attack?: [number, number];
  q?: string;
  page: number;
  pageSize: number;
}

/** An imported land-battle list carries its own label and date (kind 'imported'). */
/** `url`: where an imported land-battle list comes from */
export type CardsSource = SourceInfo & { url?: string };

export interface CardsAnswer {
  cards: OriginsCard[];
  total: number;
  catalogueSize: number;
  page: number;
  pageSize: number;
  source: CardsSource;
}

/** The imported land-battle list when the service has one, else the Origins cards (labelled). */
export const fetchCards = (filter: CardsFilter, signal: AbortSignal) => callApi<CardsAnswer>('/api/land-battles/cards', { body: filter, signal });
