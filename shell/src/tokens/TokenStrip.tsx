import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTokenQuotes } from '@criadero/ui';
import { storedPricesDate, STRIP_TOKENS, TOKEN_REFRESH_MS } from './token-prices';

const Wrap = styled.div`
  display: flex; align-items: center; gap: 0.6rem; min-width: 0; font-size: 0.85rem; min-height: 1.25rem;
  /* phones: one line that scrolls sideways instead of rows of prices */
  @media (max-width: 768px) { overflow-x: auto; white-space: nowrap; scrollbar-width: none; > span { order: -1; } } /* the sample label first: visible without scrolling */
`;
const Strip = styled.ul`
  display: flex; gap: 0.9rem; list-style: none; margin: 0; padding: 0; flex-wrap: wrap;
  @media (max-width: 768px) { flex-wrap: nowrap; gap: 0.7rem; }
  b { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; margin-right: 0.25rem; }
`;
const SampleTag = styled.span`
  color: ${({ theme }) => theme.colors.warning}; border: 1px solid ${({ theme }) => theme.colors.warning}; border-radius: 4px;
  padding: 0 0.3rem; font-size: 0.75rem; white-space: nowrap;
`;

/**
 * USD prices of RON, SLP, AXS, ETH: loaded on start, refreshed every 60 s, last good value of each
 * coin kept; stored sample prices say so, with their date. The strip holds its place from the
 * first paint (the four coins with a dash while the first answer is on its way), so the prices
 * arriving do not push the page down (on a phone the strip is a row of its own).
 */
export function TokenStrip() {
  const intl = useIntl();
  // the server's default set is the strip's four coins
  const state = useTokenQuotes(undefined, { refreshMs: TOKEN_REFRESH_MS });
  const prices = state.status === 'ready' ? state.quotes : null;
  // the date of the stored sample table when the prices are not live (null: live)
  const storedAt = prices ? storedPricesDate(prices) : null;
  return (
    // a region a keyboard can focus: on phones it scrolls sideways and arrow keys must reach its end
    <Wrap className="token-strip" role="region" tabIndex={0} aria-label={intl.formatMessage({ id: 'shell.tokens.label' })}>
      {state.status === 'unavailable' ? (
        <span><FormattedMessage id="shell.tokens.unavailable" /></span>
      ) : (
        <Strip aria-label={intl.formatMessage({ id: 'shell.tokens.label' })} aria-busy={state.status === 'loading'} data-testid="token-strip">
          {STRIP_TOKENS.map(({ id, symbol }) => (
            <li key={id}>
              <b>{symbol}</b>
              {prices?.[id] === undefined ? '—' : (
                <FormattedNumber value={prices[id].usd} style="currency" currency="USD" maximumFractionDigits={prices[id].usd < 1 ? 4 : 2} />
              )}
            </li>
          ))}
        </Strip>
      )}
      {storedAt !== null ? (
        <SampleTag data-testid="token-sample" title={intl.formatMessage({ id: 'shell.tokens.sampleTitle' })}>
          <FormattedMessage id="shell.tokens.sample" values={{ date: intl.formatDate(storedAt, { dateStyle: 'medium', timeZone: 'UTC' }) }} />
        </SampleTag>
      ) : null}
    </Wrap>
  );
}
