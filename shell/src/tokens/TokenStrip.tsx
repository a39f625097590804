import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { parseTokenPrices, storedPricesDate, STRIP_TOKENS, TOKEN_REFRESH_MS, type TokenPrices } from './token-prices';

const Wrap = styled.div`
  display: flex; align-items: center; gap: 0.6rem; min-width: 0; font-size: 0.85rem;
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

/** USD prices of RON, SLP, AXS, ETH: loaded on start, refreshed every 60 s, last good value of each coin kept; stored sample prices say so, with their date. */
export function TokenStrip() {
  const intl = useIntl();
  const [prices, setPrices] = useState<TokenPrices | null>(null);
  // the date of the stored sample table when the prices are not live (null: live)
  const [storedAt, setStoredAt] = useState<number | null>(null);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      fetch('/api/tokens/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`tokens ${r.status}`))))
        .then((json) => {
          const fresh = parseTokenPrices(json);
          // a 200 without one usable price is a failed refresh too, not a reason to show dashes
          if (Object.keys(fresh).length === 0) throw new Error('tokens: no usable price in the answer');
          // a coin missing from the answer keeps its last good price
          if (alive) {
            setPrices((last) => ({ ...last, ...fresh }));
            setStoredAt(storedPricesDate(json));
          }
        })
        // spec §8: a failed refresh is only logged; the strip keeps the last good prices
        .catch((error: unknown) => console.warn('[criadero] token prices refresh failed', error));
    void refresh();
    const timer = setInterval(refresh, TOKEN_REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  if (!prices) return <span><FormattedMessage id="shell.tokens.unavailable" /></span>;
  return (
    <Wrap className="token-strip">
      <Strip aria-label={intl.formatMessage({ id: 'shell.tokens.label' })} data-testid="token-strip">
        {STRIP_TOKENS.map(({ id, symbol }) => (
          <li key={id}>
            <b>{symbol}</b>
            {prices[id] === undefined ? '—' : (
              <FormattedNumber value={prices[id]} style="currency" currency="USD" maximumFractionDigits={prices[id] < 1 ? 4 : 2} />
            )}
          </li>
        ))}
      </Strip>
      {storedAt !== null ? (
        <SampleTag data-testid="token-sample" title={intl.formatMessage({ id: 'shell.tokens.sampleTitle' })}>
          <FormattedMessage id="shell.tokens.sample" values={{ date: intl.formatDate(storedAt, { dateStyle: 'medium', timeZone: 'UTC' }) }} />
        </SampleTag>
      ) : null}
    </Wrap>
  );
}
