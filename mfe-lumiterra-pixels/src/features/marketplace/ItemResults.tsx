import { defineMessages, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Muted, Pagination } from '@criadero/ui';
import type { MarketItem, MarketSearchResponse } from '@criadero/api-contracts/lumiterra-pixels';

const PAGE_SIZE = 20;

export const TYPE_LABELS = defineMessages({
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

/** The items found, a page at a time (the answer holds them all), with their price or "no price". */
export function ItemResults({ result, page, onPage }: { result: MarketSearchResponse; page: number; onPage: (page: number) => void }) {
  const pageCount = Math.ceil(result.items.length / PAGE_SIZE);
  const shown = result.items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
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
      <Pagination page={page} pageCount={pageCount} onPage={onPage} />
    </section>
  );
}

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

