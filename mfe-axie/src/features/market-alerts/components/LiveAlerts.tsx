import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@criadero/router';
import { userAtom } from '@criadero/session';
import { apiBase, apiUrl } from '@criadero/session/api';
import { mergeAlerts, type Alert } from '../api';
import { ALERTS_PATH } from '../paths';
import { liveAlertsAtom, notifiedAlertsAtom } from '../state';
import { AlertLink } from './AlertLink';
import { AlertText } from './AlertText';

/** Notifications kept on screen at once (the newest); the list page has every recent one. */
const MAX_SHOWN = 3;
/** Waits before opening a new stream after a refused one: doubling from the first to the last. */
const FIRST_RETRY_MS = 5000;
const LAST_RETRY_MS = 120_000;

// Beside the page on a wide screen; on a phone the page's heading spans the width under the
// header, so the cards go to the bottom of the screen, where they never cover it.
const Stack = styled.div`
  position: fixed; top: 4.5rem; right: 1rem; z-index: 85; display: flex; flex-direction: column; gap: 0.5rem;
  width: min(340px, calc(100vw - 2rem));
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) { top: auto; bottom: 1rem; flex-direction: column-reverse; }
`;
const Card = styled.div`
  background: ${({ theme }) => theme.colors.surfaceRaised}; color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border}; border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.6rem 2rem 0.6rem 0.8rem; position: relative;
  box-shadow: 0 4px 16px rgb(0 0 0 / 35%); overflow-wrap: anywhere;
  strong { display: block; }
  p { margin: 0.2rem 0; }
  nav { display: flex; flex-wrap: wrap; gap: 0.75rem; font-size: 0.9rem; }
  a { color: ${({ theme }) => theme.colors.accent}; }
`;
const Close = styled.button`
  position: absolute; top: 0.3rem; right: 0.3rem; background: none; border: 0; color: inherit; font-size: 1.1rem;
  cursor: pointer; line-height: 1; padding: 0.2rem 0.4rem;
`;

/**
 * Mounted by the shell on every page (a root mount) while a player is signed in: follows their
 * alert stream (Server-Sent Events, reconnecting by itself with the last alert it saw) and shows
 * each new alert until it is closed. Only on the site: an embed's session is a bearer token,
 * which an EventSource cannot send.
 */
export default function LiveAlerts() {
  const intl = useIntl();
  const user = useAtomValue(userAtom);
  const setLive = useSetAtom(liveAlertsAtom);
  const [shown, setShown] = useAtom(notifiedAlertsAtom);
  const accountId = user?.accountId ?? null;

  useEffect(() => {
    if (!accountId || apiBase() || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastSeq = '';
    let retryMs = FIRST_RETRY_MS;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onAlerts = (event: MessageEvent<string>) => {
      const { alerts } = JSON.parse(event.data) as { alerts: Alert[] };
      lastSeq = event.lastEventId || lastSeq;
      setLive((list) => mergeAlerts(alerts, list));
      setShown((list) => mergeAlerts(alerts, list).slice(0, MAX_SHOWN));
    };
    const open = () => {
      source = new EventSource(apiUrl('/api/axie/alerts/stream', lastSeq ? { after: lastSeq } : undefined), { withCredentials: true });
      source.addEventListener('alerts', onAlerts);
      source.addEventListener('open', () => (retryMs = FIRST_RETRY_MS));
      // after a dropped stream the browser reconnects by itself (with the last event id); after a
      // refused one (429, 503, a proxy's error page) it gives up: a new stream, later, says where it was
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [accountId, setLive, setShown]);

  useEffect(() => {
    if (!accountId) setShown([]);
  }, [accountId, setShown]);

  if (shown.length === 0) return null;
  const dismiss = (id: string) => setShown((list) => list.filter((a) => a.id !== id));
  return (
    <Stack aria-live="polite" data-testid="live-alerts">
      {shown.map((alert) => (
        <Card key={alert.id} role="status">
          <strong>
            <FormattedMessage id="axie.alerts.notification.title" values={{ name: alert.watchName }} />
          </strong>
          <p>
            <AlertText alert={alert} />
          </p>
          <nav>
            <AlertLink alert={alert} />
            <Link to={ALERTS_PATH} onClick={() => dismiss(alert.id)}>
              <FormattedMessage id="axie.alerts.seeAll" />
            </Link>
          </nav>
          <Close type="button" aria-label={intl.formatMessage({ id: 'axie.alerts.notification.close' })} onClick={() => dismiss(alert.id)}>
            ×
          </Close>
        </Card>
      ))}
    </Stack>
  );
}
