import { FormattedDate, FormattedMessage } from 'react-intl';
import { Button, Section } from '@criadero/ui';
import { Note, Panel } from '../../../components/styled';
import type { Alert } from '../api';
import { AlertLink } from './AlertLink';
import { AlertText } from './AlertText';
import { DeliveryState } from './DeliveryState';
import { List } from './List';

interface RecentAlertsProps {
  alerts: readonly Alert[];
  error: string | null;
  loaded: boolean;
  /** loads the next (older) page; null when there is none */
  onMore: (() => void) | null;
  loadingMore: boolean;
}

/**
 * The player's alerts (live ones first), each with its Discord message's state and a link to the
 * listing (the marketplace, re-checked when followed; the showroom for a sample axie), a page at a time.
 */
export function RecentAlerts({ alerts, error, loaded, onMore, loadingMore }: RecentAlertsProps) {
  return (
    <Section title="axie.alerts.recent.title" as={Panel}>
      {error !== null ? <Note role="alert">{error}</Note> : null}
      {alerts.length === 0 && loaded ? (
        <Note>
          <FormattedMessage id="axie.alerts.recent.none" />
        </Note>
      ) : null}
      <List data-testid="alert-list">
        {alerts.map((alert) => (
          <li key={alert.id}>
            <span>
              <strong>{alert.watchName}</strong> · <AlertText alert={alert} />{' '}
              <Note as="span">
                <FormattedDate value={alert.at} dateStyle="short" timeStyle="short" />
              </Note>
              <DeliveryState delivery={alert.delivery} />
            </span>
            <span>
              <AlertLink alert={alert} />
            </span>
          </li>
        ))}
      </List>
      {onMore ? (
        <Button type="button" onClick={onMore} disabled={loadingMore} data-testid="alerts-more">
          <FormattedMessage id="axie.alerts.recent.more" />
        </Button>
      ) : null}
    </Section>
  );
}
