import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@criadero/router';
import styled from 'styled-components';
import { AVATAR_CLASSES, PLANET_TYPE_NAMES } from '@criadero/apeiron-breeding';
import { Button, Card, Muted, Pagination, PaidSearchDialogs, SearchChargeNote, SearchCostNote, ToolPage, useApiGet, usePaidSearch, useToast } from '@criadero/ui';
import type { MarketInfoResponse, MarketSearchResponse, PlanetSort, Stage } from '@criadero/api-contracts/apeiron';
import { postJson } from '@criadero/session/api';
import { Actions, CheckGroup, ErrorText, SelectField } from '../../components/form';
import { ELEMENT_LABELS, STAGE_LABELS } from '../../i18n/labels';
import { SourceNote } from '../../components/SourceNote';
import { breedingPicksAtom } from '../breeding/picks';
import { EMPTY_FORM, RANGES, toFilters, type MarketForm, type RangeName } from './filters';
import { PlanetRow } from './PlanetRow';

const PAGE_SIZE = 12;

const RANGE_LABELS = defineMessages({
  fire: ELEMENT_LABELS.fire,
  water: ELEMENT_LABELS.water,
  earth: ELEMENT_LABELS.earth,
  air: ELEMENT_LABELS.air,
  breedCount: { id: 'apeiron.market.breedCount' },
  ageDays: { id: 'apeiron.market.ageDays' },
  priceUsd: { id: 'apeiron.market.priceUsd' },
});

const SORT_LABELS = defineMessages({
  'price-asc': { id: 'apeiron.market.sort.priceAsc' },
  'price-desc': { id: 'apeiron.market.sort.priceDesc' },
  'age-desc': { id: 'apeiron.market.sort.ageDesc' },
  'age-asc': { id: 'apeiron.market.sort.ageAsc' },
  'breed-asc': { id: 'apeiron.market.sort.breedAsc' },
  'purity-desc': { id: 'apeiron.market.sort.purityDesc' },
  'id-asc': { id: 'apeiron.market.sort.idAsc' },
}) satisfies Record<PlanetSort, unknown>;
// the service's lists, by way of the label tables (types only are imported from the service)
const SORTS = Object.keys(SORT_LABELS) as PlanetSort[];
const STAGES = Object.keys(STAGE_LABELS satisfies Record<Stage, unknown>) as Stage[];

const PROBLEMS = defineMessages({
  notNumber: { id: 'apeiron.market.problem.notNumber' },
  order: { id: 'apeiron.market.problem.order' },
});

const Ranges = styled.div`
  display: grid; gap: 0.6rem 1rem; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); margin-bottom: 0.75rem;
  fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  legend { font-size: 0.85rem; margin-bottom: 0.25rem; padding: 0; }
  div { display: grid; grid-template-columns: 1fr 1fr; gap: 0.4rem; }
  input {
    font: inherit; width: 100%; min-width: 0; box-sizing: border-box; padding: 0.4rem 0.5rem;
    background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  }
`;
const Results = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem;
`;
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
  const { user, searching, error } = paid;
  const [picks, setPicks] = useAtom(breedingPicksAtom);

  const [form, setForm] = useState<MarketForm>(EMPTY_FORM);
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
    const { filters, problems } = toFilters(form);
    const problem = problems.length > 0 ? problems.map((p) => `${intl.formatMessage(RANGE_LABELS[p.range])}: ${intl.formatMessage(PROBLEMS[p.kind])}`).join(' · ') : null;
    paid.submit(problem, () => void fetchPage({ requestId: crypto.randomUUID(), filters }, 1, sort));
  };

  const setRange = (range: RangeName, bound: 'min' | 'max') => (value: string) =>
    setForm((f) => ({ ...f, ranges: { ...f.ranges, [range]: { ...f.ranges[range], [bound]: value } } }));

  const onSort = (value: string) => {
    setSort(value as PlanetSort);
    if (current && !searching) void fetchPage(current, 1, value as PlanetSort); // re-sorting a search is free
  };

  const pick = (slot: 'a' | 'b', id: string) => {
    setPicks((p) => ({ ...p, [slot]: id }));
    toast({ kind: 'success', title: intl.formatMessage({ id: 'apeiron.market.picked' }, { id, slot: slot.toUpperCase() }) });
  };

  return (
    <ToolPage
      title={<FormattedMessage id="apeiron.marketplace.title" />}
      purpose={<FormattedMessage id="apeiron.marketplace.purpose" />}
      notice={info.status === 'ready' ? <SourceNote source={info.data.source} /> : undefined}
    >
      <Card as="form" onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'apeiron.market.formLabel' })}>
        <CheckGroup legend={<FormattedMessage id="apeiron.market.types" />} options={PLANET_TYPE_NAMES.map((t) => ({ value: t, label: t }))} selected={form.types} onChange={(types) => setForm((f) => ({ ...f, types }))} />
        <CheckGroup legend={<FormattedMessage id="apeiron.market.classes" />} options={AVATAR_CLASSES.map((c) => ({ value: c, label: c }))} selected={form.classes} onChange={(classes) => setForm((f) => ({ ...f, classes }))} />
        <CheckGroup
          legend={<FormattedMessage id="apeiron.market.stages" />}
          options={STAGES.map((s) => ({ value: s, label: intl.formatMessage(STAGE_LABELS[s]) }))}
          selected={form.stages}
          onChange={(stages) => setForm((f) => ({ ...f, stages }))}
        />
        <Ranges>
          {RANGES.map((range) => (
            <fieldset key={range}>
              <legend>
                <FormattedMessage {...RANGE_LABELS[range]} />
              </legend>
              <div>
                <input
                  name={`${range}-min`}
                  inputMode="decimal"
                  aria-label={`${intl.formatMessage(RANGE_LABELS[range])} ${intl.formatMessage({ id: 'apeiron.market.min' })}`}
                  placeholder={intl.formatMessage({ id: 'apeiron.market.min' })}
                  value={form.ranges[range].min}
                  onChange={(e) => setRange(range, 'min')(e.target.value)}
                />
                <input
                  name={`${range}-max`}
                  inputMode="decimal"
                  aria-label={`${intl.formatMessage(RANGE_LABELS[range])} ${intl.formatMessage({ id: 'apeiron.market.max' })}`}
                  placeholder={intl.formatMessage({ id: 'apeiron.market.max' })}
                  value={form.ranges[range].max}
                  onChange={(e) => setRange(range, 'max')(e.target.value)}
                />
              </div>
            </fieldset>
          ))}
        </Ranges>
        <Actions style={{ marginBottom: '0.75rem' }}>
          <label>
            <input type="checkbox" checked={form.legacyOnly} onChange={(e) => setForm((f) => ({ ...f, legacyOnly: e.target.checked }))} />{' '}
            <FormattedMessage id="apeiron.market.legacyOnly" />
          </label>
        </Actions>
        <Actions>
          <Button type="submit" $variant="primary" disabled={searching}>
            {searching ? <FormattedMessage id="apeiron.market.searching" /> : <FormattedMessage id="apeiron.market.search" />}
          </Button>
          <SearchCostNote user={user} source={source} />
          <Button type="button" onClick={() => setForm(EMPTY_FORM)}>
            <FormattedMessage id="apeiron.market.clear" />
          </Button>
        </Actions>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <SearchChargeNote charge={paid.charge} creditos={user?.creditos ?? 0} />
      </Card>

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
        <section aria-labelledby="apeiron-results" style={{ marginTop: '1rem' }}>
          <Actions style={{ justifyContent: 'space-between', marginBottom: '0.5rem' }}>
            <h2 id="apeiron-results" style={{ fontSize: '1.1rem', margin: 0 }} data-testid="market-count">
              <FormattedMessage id="apeiron.market.count" values={{ count: result.total }} />
            </h2>
            <div style={{ minWidth: '12rem' }}>
              <SelectField
                label={<FormattedMessage id="apeiron.market.sort" />}
                name="sort"
                value={sort}
                onChange={onSort}
                options={SORTS.map((s) => ({ value: s, label: intl.formatMessage(SORT_LABELS[s]) }))}
              />
            </div>
          </Actions>
          {result.planets.length === 0 ? (
            <Muted>
              <FormattedMessage id="apeiron.market.none" />
            </Muted>
          ) : (
            <Results data-testid="market-results">
              {result.planets.map((planet) => (
                <PlanetRow key={planet.id} planet={planet} onPick={(slot) => pick(slot, planet.id)} />
              ))}
            </Results>
          )}
          <Pagination page={result.page} pageCount={result.pageCount} onPage={(page) => current && !searching && void fetchPage(current, page, sort)} />
        </section>
      ) : null}

      <PaidSearchDialogs dialog={paid.dialog} source={source} onConfirm={paid.confirm} onClose={paid.close} />
    </ToolPage>
  );
}
