import { useMemo, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, LoadState, Muted, Pagination, PaidSearchDialogs, SearchChargeNote, SearchCostNote, ToolPage, useApiGet, usePaidSearch } from '@criadero/ui';
import type { MarketFiltersResponse, MarketItem, MarketSearchResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { postJson } from '@criadero/session/api';
import { Actions, ErrorText, FieldGrid, SelectField, TextField } from '../../components/form';
import { EMPTY_FORM, levelsInOrder, toSearchRequest, type MarketForm } from './filters';

const PAGE_SIZE = 20;

const TYPE_LABELS = defineMessages({
  1: { id: 'lumiterraPixels.market.type.equipment' },
  3: { id: 'lumiterraPixels.market.type.consumable' },
  4: { id: 'lumiterraPixels.market.type.material' },
  6: { id: 'lumiterraPixels.market.type.pet' },
  7: { id: 'lumiterraPixels.market.type.taskToken' },
  8: { id: 'lumiterraPixels.market.type.totemPart' },
});

const Results = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem;
`;

const Row = styled.li`
  display: grid; gap: 0.25rem 1rem; align-items: center;
  grid-template-columns: minmax(0, 1fr) auto;
  background: ${({ theme }) => theme.colors.surface}; border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.6rem 0.8rem;
  strong { overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    & > span { text-align: left; }
  }
`;

const Price = styled.span<{ $none?: boolean }>`
  text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums;
  color: ${({ theme, $none }) => ($none ? theme.colors.textMuted : theme.colors.text)};
`;

const SampleTag = styled.span`
  font-size: 0.7rem; text-transform: uppercase; letter-spacing: 0.04em; margin-left: 0.35rem;
  color: ${({ theme }) => theme.colors.warning}; border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: 4px; padding: 0 0.25rem;
`;

function ItemRow({ item, currency, sample }: { item: MarketItem; currency: string; sample: boolean }) {
  const intl = useIntl();
  return (
    <Row>
      <div>
        <strong lang="es">{item.nameEs || item.name}</strong>
        <br />
        <small>
          {item.name} · <FormattedMessage {...TYPE_LABELS[item.type]} /> ·{' '}
          <FormattedMessage id="lumiterraPixels.market.row.meta" values={{ level: item.level, qualities: item.qualities.join(', ') }} /> ·{' '}
          {item.tradable ? <FormattedMessage id="lumiterraPixels.market.row.tradable" /> : <FormattedMessage id="lumiterraPixels.market.row.notTradable" />}
        </small>
      </div>
      <Price $none={item.price === null}>
        {item.price === null ? (
          <FormattedMessage id="lumiterraPixels.market.row.noPrice" />
        ) : (
          <>
            <FormattedNumber value={item.price} maximumFractionDigits={4} /> {currency}
            {sample ? <SampleTag title={intl.formatMessage({ id: 'lumiterraPixels.market.sampleTagTitle' })}><FormattedMessage id="lumiterraPixels.market.sampleTag" /></SampleTag> : null}
          </>
        )}
      </Price>
    </Row>
  );
}

/** Lumiterra marketplace search: 1 credit with live prices unless Elite (spec §6); free over the sample prices. */
export default function LumiterraMarketPage() {
  const intl = useIntl();
  const filters = useApiGet<MarketFiltersResponse>('/api/lumiterra/marketplace/filters');
  const ready = filters.status === 'ready' ? filters.data : null;
  // a search costs a credit only with live prices: over the sample prices it is free
  const source = ready ? { live: !ready.prices.sample, label: ready.prices.source, asOf: ready.prices.asOf } : null;
  const paid = usePaidSearch(source);
  const { user, searching, error } = paid;

  const [form, setForm] = useState<MarketForm>(EMPTY_FORM);
  const [result, setResult] = useState<MarketSearchResponse | null>(null);
  const [page, setPage] = useState(1);

  const set = (key: keyof MarketForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const levelOptions = useMemo(
    () => [{ value: '', label: intl.formatMessage({ id: 'lumiterraPixels.market.any' }) }, ...Array.from({ length: 10 }, (_, n) => ({ value: String(n), label: String(n) }))],
    [intl],
  );

  const runSearch = async (request: ReturnType<typeof toSearchRequest>) => {
    const response = await paid.send(() => postJson<MarketSearchResponse>('/api/lumiterra/marketplace/search', request));
    if (!response) return;
    setResult(response);
    setPage(1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = levelsInOrder(form) ? null : intl.formatMessage({ id: 'lumiterraPixels.market.levelOrder' });
    paid.submit(problem, () => void runSearch(toSearchRequest(form, crypto.randomUUID())));
  };

  const pageCount = result ? Math.ceil(result.items.length / PAGE_SIZE) : 0;
  const shown = result ? result.items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) : [];

  return (
    <ToolPage
      title={<FormattedMessage id="lumiterraPixels.lumiterraMarket.title" />}
      purpose={<FormattedMessage id="lumiterraPixels.lumiterraMarket.purpose" />}
      notice={
        ready?.prices.sample ? (
          <span data-testid="sample-prices-notice">
            <FormattedMessage
              id="lumiterraPixels.market.sampleNotice"
              values={{ asOf: ready.prices.asOf, currency: ready.prices.currency, catalogueAsOf: ready.catalogue.asOf, count: ready.itemCount }}
            />
          </span>
        ) : undefined
      }
    >
      {!ready ? (
        filters.status !== 'ready' && <LoadState state={filters} retry={filters.retry} />
      ) : (
        <Card as="form" onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'lumiterraPixels.market.formLabel' })}>
          <FieldGrid>
            <TextField label={<FormattedMessage id="lumiterraPixels.market.name" />} value={form.name} onChange={set('name')} name="name" maxLength={60} />
            <SelectField
              label={<FormattedMessage id="lumiterraPixels.market.type" />}
              value={form.type}
              onChange={set('type')}
              name="type"
              options={[{ value: '', label: intl.formatMessage({ id: 'lumiterraPixels.market.any' }) }, ...ready.types.map((t) => ({ value: String(t), label: intl.formatMessage(TYPE_LABELS[t]) }))]}
            />
            <SelectField
              label={<FormattedMessage id="lumiterraPixels.market.quality" />}
              value={form.quality}
              onChange={set('quality')}
              name="quality"
              options={[{ value: '', label: intl.formatMessage({ id: 'lumiterraPixels.market.any' }) }, ...ready.qualities.map((q) => ({ value: String(q), label: String(q) }))]}
            />
            <SelectField label={<FormattedMessage id="lumiterraPixels.market.minLevel" />} value={form.minLevel} onChange={set('minLevel')} name="minLevel" options={levelOptions} />
            <SelectField label={<FormattedMessage id="lumiterraPixels.market.maxLevel" />} value={form.maxLevel} onChange={set('maxLevel')} name="maxLevel" options={levelOptions} />
            <SelectField
              label={<FormattedMessage id="lumiterraPixels.market.tradable" />}
              value={form.tradable}
              onChange={set('tradable')}
              name="tradable"
              options={[
                { value: '', label: intl.formatMessage({ id: 'lumiterraPixels.market.any' }) },
                { value: 'yes', label: intl.formatMessage({ id: 'lumiterraPixels.market.yes' }) },
                { value: 'no', label: intl.formatMessage({ id: 'lumiterraPixels.market.no' }) },
              ]}
            />
          </FieldGrid>
          <Actions>
            <Button type="submit" $variant="primary" disabled={searching}>
              {searching ? <FormattedMessage id="lumiterraPixels.market.searching" /> : <FormattedMessage id="lumiterraPixels.market.search" />}
            </Button>
            <SearchCostNote user={user} source={source} />
            <Button type="button" onClick={() => setForm(EMPTY_FORM)}>
              <FormattedMessage id="lumiterraPixels.market.clear" />
            </Button>
          </Actions>
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
          <SearchChargeNote charge={paid.charge} creditos={user?.creditos ?? 0} />
        </Card>
      )}

      {result ? (
        <section aria-labelledby="lumiterra-results" style={{ marginTop: '1rem' }}>
          <h2 id="lumiterra-results" style={{ fontSize: '1.1rem' }} data-testid="market-count">
            <FormattedMessage id="lumiterraPixels.market.count" values={{ count: result.total }} />
          </h2>
          {result.items.length === 0 ? (
            <Muted>
              <FormattedMessage id="lumiterraPixels.market.none" />
            </Muted>
          ) : (
            <Results data-testid="market-results">
              {shown.map((item) => (
                <ItemRow key={item.id} item={item} currency={result.prices.currency} sample={result.prices.sample} />
              ))}
            </Results>
          )}
          <Pagination page={page} pageCount={pageCount} onPage={setPage} />
        </section>
      ) : null}

      <PaidSearchDialogs dialog={paid.dialog} source={source} onConfirm={paid.confirm} onClose={paid.close} />
    </ToolPage>
  );
}
