import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { creditsModalOpenAtom, sessionAtom, userAtom } from '@criadero/session';
import { ApiError } from '@criadero/session/api';
import { useToast } from '@criadero/ui';
import { newRequestId, searchHorses, type HorseFilters, type HorseSearchResponse, type HorseSort } from './api';
import { PAGE_SIZE, SORT_OPTIONS } from './sorts';

interface ActiveSearch {
  requestId: string;
  filters: HorseFilters;
  sort: HorseSort;
  page: number;
}

/** API error codes the page explains in the user's language; others show the server's text. */
const ERRORS = defineMessages({
  NO_CREDIT: { id: 'horse.market.error.noCredit' },
  UNAUTHENTICATED: { id: 'horse.market.error.unauthenticated' },
  RATE_LIMITED: { id: 'horse.market.error.rateLimited' },
  NOT_READY: { id: 'horse.market.error.unavailable' },
  NETWORK: { id: 'horse.market.error.network' },
});

/**
 * The paid search flow (spec §4, §6): visitors cannot search; Elite searches at once; others
 * confirm 'Desea gastar 1 crédito…' first, and with no credit the buy-credits modal opens.
 * Pages and orders of a search reuse its request id, which the server does not charge again.
 * One search at a time.
 */
export function useHorseSearch() {
  const intl = useIntl();
  const toast = useToast();
  const user = useAtomValue(userAtom);
  const setSession = useSetAtom(sessionAtom);
  const openCreditsModal = useSetAtom(creditsModalOpenAtom);
  const [response, setResponse] = useState<HorseSearchResponse | null>(null);
  const [active, setActive] = useState<ActiveSearch | null>(null);
  const [pending, setPending] = useState<HorseFilters | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const setCredits = useCallback(
    (creditos: number) => setSession((s) => (s.status === 'authenticated' ? { ...s, user: { ...s.user, creditos } } : s)),
    [setSession],
  );

  const fail = useCallback(
    (error: unknown) => {
      const apiError = error instanceof ApiError ? error : new ApiError(0, 'NETWORK', String(error));
      if (apiError.code === 'NO_CREDIT') {
        setCredits(apiError.creditos ?? 0);
        openCreditsModal(true);
      }
      if (apiError.code === 'UNAUTHENTICATED') setSession({ status: 'anonymous' });
      const known = ERRORS[apiError.code as keyof typeof ERRORS];
      toast({ kind: 'error', title: intl.formatMessage({ id: 'horse.market.error.title' }), message: known ? intl.formatMessage(known) : apiError.message });
    },
    [intl, openCreditsModal, setCredits, setSession, toast],
  );

  const run = useCallback(
    async (search: ActiveSearch, fresh: boolean) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        const result = await searchHorses({ requestId: search.requestId, filters: search.filters, sort: search.sort, page: search.page, pageSize: PAGE_SIZE });
        setActive(search);
        setResponse(result);
        setCredits(result.creditos);
        if (fresh) {
          toast({
            kind: 'success',
            title: intl.formatMessage({ id: 'horse.market.count' }, { count: result.total }),
            message: result.unlimited ? intl.formatMessage({ id: 'horse.market.done.unlimited' }) : intl.formatMessage({ id: 'horse.market.done.charged' }, { creditos: result.creditos }),
          });
        }
      } catch (error) {
        fail(error);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [fail, intl, setCredits, toast],
  );

  /** 'Buscar': the paid part. */
  const requestSearch = useCallback(
    (filters: HorseFilters) => {
      if (!user || running.current) return;
      const search = { requestId: newRequestId(), filters, sort: active?.sort ?? SORT_OPTIONS[0], page: 1 };
      if (user.premium === 2) {
        void run(search, true);
      } else if (user.creditos <= 0) {
        openCreditsModal(true);
        toast({ kind: 'info', title: intl.formatMessage({ id: 'horse.market.error.noCredit' }) });
      } else {
        setPending(filters);
      }
    },
    [active?.sort, intl, openCreditsModal, run, toast, user],
  );

  const confirm = useCallback(() => {
    if (!pending) return;
    setPending(null);
    void run({ requestId: newRequestId(), filters: pending, sort: active?.sort ?? SORT_OPTIONS[0], page: 1 }, true);
  }, [active?.sort, pending, run]);

  const cancel = useCallback(() => setPending(null), []);
  const changeSort = useCallback((sort: HorseSort) => active && void run({ ...active, sort, page: 1 }, false), [active, run]);
  const changePage = useCallback((page: number) => active && void run({ ...active, page }, false), [active, run]);

  return { user, response, busy, confirming: pending !== null, requestSearch, confirm, cancel, changeSort, changePage };
}
