import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState, PaidSearchDialogs, ToolPage, useApiGet, useFilters, usePaidSearch } from '@criadero/ui';
import type { MarketFiltersResponse, MarketSearchResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { postJson } from '@criadero/session/api';
import { EMPTY_FORM, levelsInOrder, toSearchRequest } from './filters';
import { ItemResults } from './ItemResults';
import { ItemSearchForm } from './ItemSearchForm';
import { MARKET_NOTE } from './market-note';

/** Lumiterra marketplace search: 1 credit with live prices unless Elite (spec §6); free over the sample prices. */
export default function LumiterraMarketPage() {
  const intl = useIntl();
  const filters = useApiGet<MarketFiltersResponse>(MARKET_NOTE.read.path);
  const ready = filters.status === 'ready' ? filters.data : null;
  // a search costs a credit only with live prices: over the sample prices it is free
  const source = ready ? { live: !ready.prices.sample, label: ready.prices.source, asOf: ready.prices.asOf } : null;
  const paid = usePaidSearch(source);
  const form = useFilters(EMPTY_FORM);
  const [result, setResult] = useState<MarketSearchResponse | null>(null);
  const [page, setPage] = useState(1);

  const runSearch = async (request: ReturnType<typeof toSearchRequest>) => {
    const response = await paid.send(() => postJson<MarketSearchResponse>('/api/lumiterra/marketplace/search', request));
    if (!response) return;
    setResult(response);
    setPage(1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = levelsInOrder(form.values) ? null : intl.formatMessage({ id: 'lumiterraPixels.market.levelOrder' });
    paid.submit(problem, () => void runSearch(toSearchRequest(form.values, crypto.randomUUID())));
  };

  return (
    <ToolPage
      title={<FormattedMessage id="lumiterraPixels.lumiterraMarket.title" />}
      purpose={<FormattedMessage id="lumiterraPixels.lumiterraMarket.purpose" />}
      notice={
        ready?.prices.sample ? (
          <span data-testid="sample-prices-notice">
            <FormattedMessage
              id={MARKET_NOTE.id}
              values={{ asOf: ready.prices.asOf, currency: ready.prices.currency, catalogueAsOf: ready.catalogue.asOf, count: ready.itemCount }}
            />
          </span>
        ) : undefined
      }
    >
      {!ready ? filters.status !== 'ready' && <LoadState state={filters} retry={filters.retry} /> : <ItemSearchForm ready={ready} filters={form} paid={paid} onSubmit={onSubmit} />}
      {result ? <ItemResults result={result} page={page} onPage={setPage} /> : null}
      <PaidSearchDialogs dialog={paid.dialog} source={source} onConfirm={paid.confirm} onClose={paid.close} />
    </ToolPage>
  );
}
