import { useId } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Pagination } from '@criadero/ui';
import type { HorseSearchResponse, HorseSort } from './api';
import { HorseCard } from './HorseCard';
import { SORT_LABELS, SORT_OPTIONS } from './sorts';

const Wrap = styled.section`
  display: grid; gap: 0.75rem; margin-top: 1.25rem;
  .bar { display: flex; flex-wrap: wrap; gap: 0.6rem 1rem; align-items: center; justify-content: space-between; }
  .count { margin: 0; font-weight: 600; }
  .sort { display: inline-flex; gap: 0.4rem; align-items: center; flex-wrap: wrap; }
  select {
    font: inherit; padding: 0.35rem 0.5rem; max-width: 100%;
    background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  }
  .grid { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(min(230px, 100%), 1fr)); }
  .empty { margin: 0; }
`;

const SampleNotice = styled.p`
  margin: 0; padding: 0.55rem 0.75rem; border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface}; border-radius: ${({ theme }) => theme.radius};
`;

export interface HorseResultsProps {
  response: HorseSearchResponse;
  busy: boolean;
  onSort: (sort: HorseSort) => void;
  onPage: (page: number) => void;
}

/** One page of a search: where the data comes from, count, order (free to change), cards, pages. */
export function HorseResults({ response, busy, onSort, onPage }: HorseResultsProps) {
  const intl = useIntl();
  const sortId = useId();
  const date = <FormattedDate value={response.source.asOf} dateStyle="medium" timeZone="UTC" />;
  return (
    <Wrap aria-labelledby={`${sortId}-count`} aria-busy={busy} data-testid="horse-results">
      {response.source.kind === 'sample' ? (
        <SampleNotice role="note" data-testid="sample-notice">
          <FormattedMessage id="horse.market.sampleNotice" values={{ date }} />
        </SampleNotice>
      ) : (
        <SampleNotice role="note">
          <FormattedMessage id="horse.market.liveNotice" values={{ label: response.source.label, date }} />
        </SampleNotice>
      )}
      <div className="bar">
        <p className="count" id={`${sortId}-count`} data-testid="horse-count">
          <FormattedMessage id="horse.market.count" values={{ count: response.total }} />
        </p>
        <div className="sort">
          <label htmlFor={sortId}>
            <FormattedMessage id="horse.market.sort" />
          </label>
          <select id={sortId} value={response.sort} disabled={busy} onChange={(e) => onSort(e.target.value as HorseSort)}>
            {SORT_OPTIONS.map((sort) => (
              <option key={sort} value={sort}>
                {intl.formatMessage(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {response.total === 0 ? (
        <p className="empty" data-testid="horse-empty">
          <FormattedMessage id="horse.market.empty" />
        </p>
      ) : (
        <div className="grid">
          {response.horses.map((horse) => (
            <HorseCard key={horse.id} horse={horse} />
          ))}
        </div>
      )}
      <Pagination page={response.page} pageCount={response.pageCount} onPage={(page) => !busy && onPage(page)} />
    </Wrap>
  );
}
