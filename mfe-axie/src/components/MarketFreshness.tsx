import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { fetchMarketStatus, marketStatusStreamUrl, type MarketStatus } from '../api/axie-api';
import { marketStatusAtom } from '../state/market-status';

/** Waits before opening a new stream after a refused one (a dropped one the browser reopens by itself). */
const STREAM_RETRY_MS = 10_000;

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
 * Follows the market's status: asked once, then pushed by the service (Server-Sent Events) on
 * every change, each successful check of the source included, so a quiet healthy market stays
 * fresh and the page never ages it on a timer of its own.
 */
function useMarketStatus(): MarketStatus | null {
  const [status, setStatus] = useAtom(marketStatusAtom);
  useEffect(() => {
    const abort = new AbortController();
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pushed = false;
    fetchMarketStatus(abort.signal).then(
      (next) => pushed || setStatus(next),
      () => undefined, // the stream tells
    );
    const open = () => {
      if (typeof EventSource === 'undefined') return;
      source = new EventSource(marketStatusStreamUrl());
      source.addEventListener('market', (event: MessageEvent<string>) => {
        pushed = true;
        const next = JSON.parse(event.data) as MarketStatus;
        // the server's clock: how far this device's clock is from it
        setStatus({ ...next, clockOffsetMs: next.sentAt ? Date.now() - Date.parse(next.sentAt) : 0 });
      });
      source.addEventListener('error', () => {
        if (source?.readyState === EventSource.CLOSED) retry = setTimeout(open, STREAM_RETRY_MS);
      });
    };
    open();
    return () => {
      abort.abort();
      clearTimeout(retry);
      source?.close();
    };
  }, [setStatus]);
  return status;
}

/**
 * "Mercado actualizado hace 12 s": the time since the source was last checked successfully,
 * ticking every second; a warning instead while the checks fail longer than the threshold
 * (counted from when they began to fail: answers may be stale, searches are not charged), or
 * when the market never loaded. Shown beside every market search (the site and partner embeds)
 * and on the alerts page.
 */
export function MarketFreshness() {
  const status = useMarketStatus();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const ticking = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(ticking);
  }, []);

  const since = (iso: string) => ageParts(Math.round((now - (status?.clockOffsetMs ?? 0) - Date.parse(iso)) / 1000));
  if (status && !status.loaded && status.loadFailingSince) {
    return (
      <Line role="alert" data-testid="market-freshness" $warn>
        <FormattedMessage id="axie.market.freshness.notLoaded" values={since(status.loadFailingSince)} />
      </Line>
    );
  }
  if (status?.degraded && status.staleSince) {
    return (
      <Line role="status" data-testid="market-freshness" $warn>
        <FormattedMessage id="axie.market.freshness.degraded" values={since(status.staleSince)} />
      </Line>
    );
  }
  if (!status?.checkedAt) return null;
  return (
    <Line role="status" data-testid="market-freshness" $warn={false}>
      <FormattedMessage id="axie.market.freshness.age" values={since(status.checkedAt)} />
    </Line>
  );
}
