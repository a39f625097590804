import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchChargeText, useToast, usePaidSearch, type PaidSearchSource } from '@criadero/ui';
import { newRequestId, searchHorses, type HorseFilters, type HorseSearchResponse, type HorseSort } from './api';
import { PAGE_SIZE, SORT_OPTIONS } from './sorts';

interface ActiveSearch {
  requestId: string;
  filters: HorseFilters;
  sort: HorseSort;
  page: number;
}

/**
 * The horse search over the kit's paid-search flow (spec §4, §6; one flow for every
 * marketplace): free over sample listings, otherwise a confirmed credit (Elite free). Pages and
 * orders of a search reuse its request id, which the server does not charge again.
 */
export function useHorseSearch(source: PaidSearchSource | null) {
  const intl = useIntl();
  const toast = useToast();
  const paid = usePaidSearch(source);
  const chargeText = useSearchChargeText();
  const [response, setResponse] = useState<HorseSearchResponse | null>(null);
  const [active, setActive] = useState<ActiveSearch | null>(null);

  const run = async (search: ActiveSearch, fresh: boolean) => {
    const result = await paid.send(() => searchHorses({ requestId: search.requestId, filters: search.filters, sort: search.sort, page: search.page, pageSize: PAGE_SIZE }));
    if (!result) return;
    setActive(search);
    setResponse(result);
    // the toast after a new search: what it found, and what it cost (or why it was free)
    if (fresh) toast({ kind: 'success', title: intl.formatMessage({ id: 'horse.market.count' }, { count: result.total }), message: chargeText(result.charge, result.creditos) });
  };

  /** 'Buscar': through the gate (login, free, buy credits or confirm). */
  const requestSearch = (filters: HorseFilters) =>
    paid.submit(null, () => void run({ requestId: newRequestId(), filters, sort: active?.sort ?? SORT_OPTIONS[0], page: 1 }, true));
  const changeSort = (sort: HorseSort) => active && !paid.searching && void run({ ...active, sort, page: 1 }, false);
  const changePage = (page: number) => active && !paid.searching && void run({ ...active, page }, false);

  return { paid, user: paid.user, response, busy: paid.searching, requestSearch, changeSort, changePage };
}
