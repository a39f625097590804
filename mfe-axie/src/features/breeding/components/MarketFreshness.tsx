import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { fetchMarketFreshness } from '../../../api/axie-api';
import { marketFreshnessAtom } from '../state/atoms';

/** How often the page asks how current the market is (a search answer also tells it). */
const FRESHNESS_POLL_MS = 15_000;

const Line = styled.p<{ $warn: boolean }>`
  margin: 0.25rem 0 0; font-size: 0.85rem; overflow-wrap: anywhere;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.textMuted)};
`;

/** An age in whole seconds as the largest unit that fits ("12 s", "3 min", "2 h"). */
function ageParts(seconds: number): { unit: 's' | 'min' | 'h'; value: number } {
  if (seconds < 60) return { unit: 's', value: Math.max(0, seconds) };
  if (seconds < 3600) return { unit: 'min', value: Math.floor(seconds / 60) };
  return { unit: 'h', value: Math.floor(seconds / 3600) };
}

/**
 * "Mercado actualizado hace 12 s": the age of the market the searches answer from, ticking every
 * second; a warning instead while the market sync has been failing longer than its threshold
 * (answers may be stale, and searches are not charged).
 */
export function MarketFreshness() {
  const [freshness, setFreshness] = useAtom(marketFreshnessAtom);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const abort = new AbortController();
    const ask = () =>
      fetchMarketFreshness(abort.signal).then(
        (next) => setFreshness((held) => (held?.syncedAt && next.syncedAt && held.syncedAt > next.syncedAt ? { ...held, degraded: next.degraded } : next)),
        () => undefined, // the next poll or search tells
      );
    void ask();
    const polling = setInterval(() => void ask(), FRESHNESS_POLL_MS);
    const ticking = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      abort.abort();
      clearInterval(polling);
      clearInterval(ticking);
    };
  }, [setFreshness]);

  if (!freshness?.syncedAt) return null;
  const age = ageParts(Math.round((now - Date.parse(freshness.syncedAt)) / 1000));
  return (
    <Line role="status" data-testid="market-freshness" $warn={freshness.degraded}>
      {freshness.degraded ? (
        <FormattedMessage id="axie.market.freshness.degraded" values={age} />
      ) : (
        <FormattedMessage id="axie.market.freshness.age" values={age} />
      )}
    </Line>
  );
}
