import { callApi } from '@criadero/session/api';
import type { SourceInfo } from '../tools-shared/api';

export interface OriginsItem {
  id: string;
  kind: 'rune' | 'charm';
  name: string;
  class: string;
  rarity: string;
  description: string;
  seasonId: number;
  season: string;
  craftable: boolean;
  potentialPoint: number | null;
  imageUrl: string | null;
}

export interface ItemsFilter {
  kind: 'rune' | 'charm';
  classes?: string[];
  rarities?: string[];
  seasonIds?: number[];
  q?: string;
  page: number;
  pageSize: number;
}

export interface ItemsAnswer {
  items: OriginsItem[];
  total: number;
  catalogueSize: number;
  fullCatalogueSize: number;
  sample: boolean;
  seasons: { id: number; name: string }[];
  classes: string[];
  page: number;
  pageSize: number;
  source: SourceInfo;
}

export const fetchItems = (filter: ItemsFilter, signal: AbortSignal) => callApi<ItemsAnswer>('/api/origins/items', { body: filter, signal });
