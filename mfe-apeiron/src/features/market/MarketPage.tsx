import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@criadero/router';
import styled from 'styled-components';
import { Button, PaidSearchDialogs, ToolPage, useApiGet, useFilters, usePaidSearch, useToast } from '@criadero/ui';
import type { MarketInfoResponse, MarketSearchResponse, PlanetSort } from '@criadero/api-contracts/apeiron';
import { postJson } from '@criadero/session/api';
import { SourceNote } from '../../components/SourceNote';
import { breedingPicksAtom } from '../../state/breeding-picks';
import { EMPTY_FORM, toFilters } from './filters';
import { PlanetResults } from './PlanetResults';
import { PlanetSearchForm, RANGE_LABELS } from './PlanetSearchForm';

const PAGE_SIZE = 12;

const PROBLEMS = defineMessages({
  notNumber: { id: 'apeiron.market.problem.notNumber' },
  order: { id: 'apeiron.market.problem.order' },
});

const Picks = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin: 0.75rem 0;
`;

/** Apeiron planet marketplace: a search over imported data costs 1 credit unless Elite (spec §6); over the sample it is free. */
export default function MarketPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const info = useApiGet<MarketInfoResponse>('/api/apeiron/market/info');
  // only an operator's import is real market data: the shipped sample is searched for free
  const source = info.status === 'ready' ? { live: info.data.source.kind === 'import', label: info.data.source.label, asOf: info.data.source.asOf } : null;
  const paid = usePaidSearch(source);
  const { searching } = paid;
  const [picks, setPicks] = useAtom(breedingPicksAtom);

  const filters = useFilters(EMPTY_FORM, { toRequest: toFilters });
  const [sort, setSort] = useState<PlanetSort>('price-asc');
  const [result, setResult] = useState<MarketSearchResponse | null>(null);
  // the search whose pages and orders are browsed for free (same request id and filters)
  const [current, setCurrent] = useState<{ requestId: string; filters: ReturnType<typeof toFilters>['filters'] } | null>(null);

  const fetchPage = async (search: NonNullable<typeof current>, page: number, order: PlanetSort) => {
    const response = await paid.send(() => postJson<MarketSearchResponse>('/api/apeiron/market/search', { ...search, sort: order, page, pageSize: PAGE_SIZE }));
    if (!response) return;
    setResult(response);
    setCurrent(search);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { filters: request, problems } = filters.request;
    const problem = problems.length > 0 ? problems.map((p) => `${intl.formatMessage(RANGE_LABELS[p.range])}: ${intl.formatMessage(PROBLEMS[p.kind])}`).join(' · ') : null;
    paid.submit(problem, () => void fetchPage({ requestId: crypto.randomUUID(), filters: request }, 1, sort));
  };

  const onSort = (order: PlanetSort) => {
    setSort(order);
    if (current && !searching) void fetchPage(current, 1, order); // re-sorting a search is free
  };

  const pick = (slot: 'a' | 'b', id: string) => {
    setPicks((p) => ({ ...p, [slot]: id }));
    toast({ kind: 'success', title: intl.formatMessage({ id: 'apeiron.market.picked' }, { id, slot: slot.toUpperCase() }) });
  };

  return (
    <ToolPage
      title={<FormattedMessage id="apeiron.marketplace.title" />}
      purpose={<FormattedMessage id="apeiron.marketplace.purpose" />}
      notice={<SourceNote source={info.status === 'ready' ? info.data.source : undefined} />}
    >
      <PlanetSearchForm filters={filters} paid={paid} onSubmit={onSubmit} />

      {picks.a || picks.b ? (
        <Picks data-testid="picks">
          <span>
            <FormattedMessage id="apeiron.market.picks" values={{ a: picks.a ? `#${picks.a}` : '—', b: picks.b ? `#${picks.b}` : '—' }} />
          </span>
          <Button type="button" $variant="primary" disabled={!picks.a || !picks.b} onClick={() => navigate(`/apeiron-tools/breeding-calculator?a=${picks.a}&b=${picks.b}`)}>
            <FormattedMessage id="apeiron.market.toCalculator" />
          </Button>
        </Picks>
      ) : null}

      {result ? (
        <PlanetResults result={result} sort={sort} onSort={onSort} onPage={(page) => current && !searching && void fetchPage(current, page, sort)} onPick={pick} />
      ) : null}

      <PaidSearchDialogs dialog={paid.dialog} source={source} onConfirm={paid.confirm} onClose={paid.close} />
    </ToolPage>
  );
}
