import { useAtom, useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { usePaidSearch } from '@criadero/ui';
import { newRequestId, searchFilters, searchMarket, SEARCH_MAX_RESULTS } from '../../../api/axie-api';
import { STORAGE_KEYS, writeJson } from '../../../domain/storage';
import { creaturesAtom, filterConfigAtom, maxPriceAtom, selectionAtom } from '../state/atoms';
import { useAxieMarketSource } from './useAxieMarketSource';
import { useCreatureLoader } from './useCreatureLoader';
import { useLoadToasts } from './useLoadToasts';

/** The paid marketplace search: the maximum price, and a search that loads what it finds and keeps itself as the last search. */
export function useMarketSearch() {
  const intl = useIntl();
  const { loaded, showError } = useLoadToasts();
  const { loadIds } = useCreatureLoader();
  const paid = usePaidSearch(useAxieMarketSource());
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const creatures = useAtomValue(creaturesAtom);
  const [maxPrice, setMaxPrice] = useAtom(maxPriceAtom);
  const [maxPriceValid, setMaxPriceValid] = useState(true);
  const user = paid.user;

  const runMarketSearch = async () => {
    const body = { ...searchFilters(selection, config, maxPrice, creatures), limit: SEARCH_MAX_RESULTS, requestId: newRequestId() };
    const found = await paid.send(async () => {
      const r = await searchMarket(body);
      return { ...r, creditos: r.creditos ?? user?.creditos ?? 0 };
    });
    if (!found) return;
    writeJson(STORAGE_KEYS.lastSearch, { selection, config, maxPrice, at: new Date().toISOString() });
    try {
      loaded(found.ids.length ? await loadIds(found.ids) : 0, found.ids.length, found.total);
    } catch (error) {
      showError(error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    paid.submit(maxPriceValid ? null : intl.formatMessage({ id: 'axie.breeding.picker.maxPriceInvalid' }), () => void runMarketSearch());
  };

  return { paid, maxPrice, setMaxPrice, setMaxPriceValid, submit };
}

export type MarketSearch = ReturnType<typeof useMarketSearch>;
