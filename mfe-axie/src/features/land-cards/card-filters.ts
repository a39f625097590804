import type { CardsFilterBody } from '@criadero/api-contracts/axie';
import { capitalize } from '../../i18n/labels';

export const PAGE_SIZE = 24;

/** The card filters as the form holds them: '' is "any". */
export const NO_CARD_FILTERS = { cls: '', part: '', stage: '', energy: '', attackMin: '', attackMax: '', q: '' };
export type CardFilterValues = typeof NO_CARD_FILTERS;

const toRange = (min: string, max: string, top: number): [number, number] | undefined =>
  min === '' && max === '' ? undefined : [min === '' ? 0 : Number(min), max === '' ? top : Number(max)];

/** The request body for these filters and page: only the filters that narrow anything are sent. */
export function cardsRequest(v: CardFilterValues, page: number): CardsFilterBody {
  const attack = toRange(v.attackMin, v.attackMax, 1000);
  return {
    page,
    pageSize: PAGE_SIZE,
    ...(v.cls ? { classes: [v.cls] } : {}),
    // the select offers only PART_TYPES
    ...(v.part ? { partTypes: [capitalize(v.part) as NonNullable<CardsFilterBody['partTypes']>[number]] } : {}),
    ...(v.stage ? { stages: [Number(v.stage)] } : {}),
    ...(v.energy ? { energy: [Number(v.energy), Number(v.energy)] as [number, number] } : {}),
    ...(attack ? { attack } : {}),
    ...(v.q.trim() ? { q: v.q.trim() } : {}),
  };
}
