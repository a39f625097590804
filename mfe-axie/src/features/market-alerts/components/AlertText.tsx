import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { Alert } from '../api';

/** "Axie #123 · nuevo anuncio · 12,00 US$" (and "· datos de ejemplo" over the sample market) */
export function AlertText({ alert }: { alert: Alert }) {
  return (
    <>
      <FormattedMessage id="axie.alerts.axie" values={{ id: alert.axieId }} />
      {' · '}
      {alert.kind === 'listed' ? <FormattedMessage id="axie.alerts.kind.listed" /> : <FormattedMessage id="axie.alerts.kind.repriced" />}
      {alert.priceUsd !== null ? (
        <>
          {' · '}
          <FormattedNumber value={alert.priceUsd} style="currency" currency="USD" />
        </>
      ) : null}
      {alert.sample ? (
        <>
          {' · '}
          <em data-testid="alert-sample">
            <FormattedMessage id="axie.alerts.sample" />
          </em>
        </>
      ) : null}
    </>
  );
}
