import { callApi } from '@criadero/session/api';
import type { SourceInfo } from '../tools-shared/api';

export interface OriginsCard {
  id: number;
  name: string;
  description: string;
  partClass: string;
  partType: string;
  partValue: number;
  energy: number;
  attack: number;
  defense: number;
  healing: number;
  abilityType: string;
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

export interface CardsAnswer {
  cards: OriginsCard[];
  total: number;
  catalogueSize: number;
  page: number;
  pageSize: number;
  source: SourceInfo;
}

export const fetchCards = (filter: CardsFilter, signal: AbortSignal) => callApi<CardsAnswer>('/api/origins/cards', { body: filter, signal });
