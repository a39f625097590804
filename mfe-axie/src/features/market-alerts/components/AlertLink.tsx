import { FormattedMessage } from 'react-intl';
import { Link } from '@criadero/router';
import type { Alert } from '../api';
import { showroomPath } from '../paths';
import { AlertMarketplaceLink } from './AlertMarketplaceLink';

/**
 * Where an alert leads: a real listing to the marketplace (re-checked when followed); an axie of
 * the generated sample market to the site's own view of it, since the marketplace's axie with
 * that id is another, real one.
 */
export function AlertLink({ alert }: { alert: Pick<Alert, 'axieId' | 'priceUsd' | 'sample'> }) {
  if (!alert.sample) return <AlertMarketplaceLink axieId={alert.axieId} priceUsd={alert.priceUsd} />;
  return (
    <Link to={showroomPath(alert.axieId)} data-testid="alert-showroom-link">
      <FormattedMessage id="axie.alerts.openShowroom" />
    </Link>
  );
}
