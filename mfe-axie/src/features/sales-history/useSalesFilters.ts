import { useState } from 'react';
import { useFilters } from '@criadero/ui';
import type { SalesHistoryBody } from '@criadero/api-contracts/axie';
import type { AXIE_CLASSES } from '../../i18n/labels';

export const PAGE_SIZE = 25;
export const PERIODS = [7, 30, 90, 365];
export const BREEDS = [0, 1, 2, 3, 4, 5, 6, 7];

/** The sales filters as the form holds them: '' is "any". */
const NO_SALES_FILTERS = { cls: '', part: '', breedMin: '0', breedMax: '7', priceMin: '', priceMax: '', days: '' };
type SalesFilterValues = typeof NO_SALES_FILTERS;

const isAxieId = (id: string) => id === '' || /^\d{1,12}$/.test(id);

/** The request body for these filters: only the ones that narrow anything are sent. */
function salesRequest(v: SalesFilterValues, axieId: string, page: number): SalesHistoryBody {
  const breed: [number, number] = [Number(v.breedMin), Number(v.breedMax)];
  return {
    page,
    pageSize: PAGE_SIZE,
    ...(v.cls ? { classes: [v.cls as (typeof AXIE_CLASSES)[number]] } : {}), // the select offers only AXIE_CLASSES
    ...(v.part ? { parts: [v.part] } : {}),
    ...(breed[0] !== 0 || breed[1] !== 7 ? { breedCount: breed } : {}),
    ...(v.priceMin !== '' || v.priceMax !== '' ? { priceUsd: [Number(v.priceMin || 0), Number(v.priceMax || 1e9)] as [number, number] } : {}),
    ...(v.days ? { days: Number(v.days) } : {}),
    ...(axieId && isAxieId(axieId) ? { axieId } : {}),
  };
}

/**
 * The sales history's filters, the axie id and the page. A changed filter goes back to page 1. The
 * axie id is applied on Enter or when its field is left, not on every keystroke (a real id may be
 * asked of the marketplace).
 */
export function useSalesFilters() {
  const [page, setPage] = useState(1);
  const [axieDraft, setAxieDraft] = useState('');
  const [axieId, setAxieId] = useState('');
  const filters = useFilters(NO_SALES_FILTERS, { onChange: () => setPage(1) });
  const applyAxieId = () => {
    const next = axieDraft.trim().replace(/^#/, '');
    if (next !== axieId) {
      setAxieId(next);
      setPage(1);
    }
  };
  const axieIdValid = isAxieId(axieId);
  return { filters, page, setPage, axieDraft, setAxieDraft, applyAxieId, axieIdValid, request: salesRequest(filters.values, axieId, page) };
}
