import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import type { FilterConfig } from '../../../domain/filter-config';
import { isValidBreedCount } from '../../../domain/filter-config';
import type { FilterSelection } from '../../../domain/selection';
import { STORAGE_KEYS, readJson, writeJson } from '../../../domain/storage';
import { filterConfigAtom, maxPriceAtom, selectionAtom } from '../state/atoms';

export interface LastSearch {
  selection: FilterSelection;
  config: FilterConfig;
  maxPrice: number;
  at: string;
}

const isLastSearch = (v: unknown): v is LastSearch => {
  const o = v as Partial<LastSearch> | null;
  return !!o && typeof o === 'object' && typeof o.selection === 'object' && !!o.config && isValidBreedCount(o.config.breed_count ?? []) && typeof o.maxPrice === 'number';
};

/** The last market search kept locally (spec §4): restore its filters, or discard it. */
export function useLastSearch() {
  const [last, setLast] = useState<LastSearch | null>(() => readJson<LastSearch | null>(STORAGE_KEYS.lastSearch, null, (v): v is LastSearch | null => isLastSearch(v)));
  const setSelection = useSetAtom(selectionAtom);
  const setConfig = useSetAtom(filterConfigAtom);
  const setMaxPrice = useSetAtom(maxPriceAtom);
  const restore = useCallback(() => {
    if (!last) return;
    setSelection(last.selection);
    setConfig(last.config);
    setMaxPrice(last.maxPrice);
    setLast(null);
  }, [last, setSelection, setConfig, setMaxPrice]);
  const discard = useCallback(() => {
    writeJson(STORAGE_KEYS.lastSearch, null);
    setLast(null);
  }, []);
  return { last, restore, discard };
}
