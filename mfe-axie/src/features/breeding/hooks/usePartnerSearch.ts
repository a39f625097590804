import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@criadero/ui';
import { breedingSearch, newRequestId } from '../api/axie-api';
import { hasPartFilter, selectedPartIds } from '../domain/selection';
import { creaturesAtom, filterConfigAtom, maxPriceAtom, selectionAtom } from '../state/atoms';
import { useCreatureLoader } from './useCreatureLoader';
import { useLogin } from './useLogin';
import { usePaidSearch } from './usePaidSearch';

/** Spec §9 timings of the breeding partner search. */
export const PARTNER_SEARCH_TIMEOUT_MS = 30_000;
export const PARTNER_CLICK_DEBOUNCE_MS = 1_000;

/**
 * "Search breeding partners" for one creature: needs at least one part filter ('Sin filtros'
 * otherwise), ignores clicks within 1 s of the previous one, and holds a busy flag that a 30 s
 * safety timer clears even if the call never settles.
 */
export function usePartnerSearch() {
  const intl = useIntl();
  const toast = useToast();
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const maxPrice = useAtomValue(maxPriceAtom);
  const creatures = useAtomValue(creaturesAtom);
  const paidSearch = usePaidSearch();
  const login = useLogin();
  const { loadIds } = useCreatureLoader();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const lastClick = useRef(0);
  const safety = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(safety.current), []);

  const release = useCallback(() => {
    clearTimeout(safety.current);
    busyRef.current = false;
    setBusy(false);
  }, []);

  const search = useCallback(
    async (axieId: string) => {
      const now = Date.now();
      if (now - lastClick.current < PARTNER_CLICK_DEBOUNCE_MS || busyRef.current) return;
      lastClick.current = now;
      if (!hasPartFilter(selection)) {
        toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.partners.noFilter.title' }), message: intl.formatMessage({ id: 'axie.breeding.partners.noFilter' }) });
        return;
      }
      busyRef.current = true;
      setBusy(true);
      safety.current = setTimeout(release, PARTNER_SEARCH_TIMEOUT_MS);
      try {
        const body = {
          axieId,
          breedCount: config.breed_count,
          classes: selection.classes ?? [],
          parts: selectedPartIds(selection),
          maxPriceUSD: maxPrice,
          priorityOrder: config.priorityOrder,
          auctionType: config.auctionType,
          bodyShapes: selection.bodyShape ?? [],
          primaryColor: selection.primaryColor ?? [],
          selectedAxies: creatures.map((c) => c.id),
          requestId: newRequestId(),
        };
        const outcome = await paidSearch(() => breedingSearch(body));
        if (outcome.status === 'login') {
          await login();
          return;
        }
        if (outcome.status !== 'done') return;
        const { ids, total } = outcome.value;
        if (!ids.length) {
          toast({ kind: 'info', title: intl.formatMessage({ id: 'axie.breeding.partners.none.title' }), message: intl.formatMessage({ id: 'axie.breeding.partners.none' }) });
          return;
        }
        await loadIds(ids);
        toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.partners.found' }, { count: total }) });
      } catch {
        toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: intl.formatMessage({ id: 'axie.breeding.partners.failed' }) });
      } finally {
        release();
      }
    },
    [selection, config, maxPrice, creatures, paidSearch, login, loadIds, toast, intl, release],
  );
  return { search, busy };
}
