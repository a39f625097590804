import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@criadero/session/api';
import { usePaidSearch, useToast } from '@criadero/ui';
import { breedingSearch, newRequestId, searchFilters } from '../../../api/axie-api';
import { hasPartFilter } from '../../../domain/selection';
import { creaturesAtom, filterConfigAtom, maxPriceAtom, selectionAtom } from '../state/atoms';
import { useAxieMarketSource } from './useAxieMarketSource';
import { useCreatureLoader } from './useCreatureLoader';

/** Spec §9 timings of the breeding partner search. */
export const PARTNER_SEARCH_TIMEOUT_MS = 30_000;
export const PARTNER_CLICK_DEBOUNCE_MS = 1_000;

/** `work`, or a rejection with `failure()` once `signal` aborts (a call that never settles still ends). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal, failure: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(failure());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * "Search breeding partners" for one creature: needs at least one part filter ('Sin filtros'
 * otherwise), ignores clicks within 1 s of the previous one, goes through the site's paid-search
 * flow (login, credits, confirmation: render `paid`'s dialogs), and gives up after 30 s.
 */
export function usePartnerSearch() {
  const intl = useIntl();
  const toast = useToast();
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const maxPrice = useAtomValue(maxPriceAtom);
  const creatures = useAtomValue(creaturesAtom);
  const paid = usePaidSearch(useAxieMarketSource());
  const { loadIds } = useCreatureLoader();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const lastClick = useRef(0);
  const safety = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(safety.current), []);

  const run = useCallback(
    async (axieId: string) => {
      busyRef.current = true;
      setBusy(true);
      const timeout = new AbortController();
      safety.current = setTimeout(() => timeout.abort(), PARTNER_SEARCH_TIMEOUT_MS);
      try {
        const body = { ...searchFilters(selection, config, maxPrice, creatures), axieId, requestId: newRequestId() };
        const found = await paid.send(async () => {
          const failed = () => new ApiError(0, 'TIMEOUT', intl.formatMessage({ id: 'axie.breeding.partners.failed' }));
          const r = await untilAborted(breedingSearch(body), timeout.signal, failed);
          return { ...r, creditos: r.creditos ?? paid.user?.creditos ?? 0 };
        });
        if (!found) return;
            if (!found.ids.length) {
          toast({ kind: 'info', title: intl.formatMessage({ id: 'axie.breeding.partners.none.title' }), message: intl.formatMessage({ id: 'axie.breeding.partners.none' }) });
          return;
        }
        await loadIds(found.ids);
        toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.partners.found' }, { count: found.total, loaded: found.ids.length }) });
      } catch (error) {
        toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: error instanceof Error ? error.message : String(error) });
      } finally {
        clearTimeout(safety.current);
        busyRef.current = false;
        setBusy(false);
      }
    },
    [selection, config, maxPrice, creatures, paid, loadIds, toast, intl],
  );

  const search = useCallback(
    (axieId: string) => {
      const now = Date.now();
      if (now - lastClick.current < PARTNER_CLICK_DEBOUNCE_MS || busyRef.current) return;
      lastClick.current = now;
      if (!hasPartFilter(selection)) {
        toast({ kind: 'warning', title: intl.formatMessage({ id: 'axie.breeding.partners.noFilter.title' }), message: intl.formatMessage({ id: 'axie.breeding.partners.noFilter' }) });
        return;
      }
      paid.submit(null, () => void run(axieId));
    },
    [selection, paid, run, toast, intl],
  );
  return { search, busy, paid };
}
