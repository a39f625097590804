import { FormattedDate, FormattedMessage } from 'react-intl';
import { Section } from '@criadero/ui';
import { Note, Panel } from '../../../components/styled';
import type { Alert } from '../api';
import { AlertMarketplaceLink } from './AlertMarketplaceLink';
import { AlertText } from './AlertText';
import { List } from './List';

/** The latest alerts (live ones first), each with a link to the listing on the marketplace (re-checked when followed). */
export function RecentAlerts({ alerts, error, loaded }: { alerts: readonly Alert[]; error: string | null; loaded: boolean }) {
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
            </span>
            <span>
              <AlertMarketplaceLink axieId={alert.axieId} priceUsd={alert.priceUsd} />
            </span>
          </li>
        ))}
      </List>
    </Section>
  );
}
