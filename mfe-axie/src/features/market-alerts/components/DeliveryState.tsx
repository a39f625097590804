import { FormattedMessage, defineMessages } from 'react-intl';
import { Note } from '../../../components/styled';
import type { Alert } from '../api';

const STATES = defineMessages({
  pending: { id: 'axie.alerts.delivery.pending' },
  retrying: { id: 'axie.alerts.delivery.retrying' },
  sent: { id: 'axie.alerts.delivery.sent' },
  failed: { id: 'axie.alerts.delivery.failed' },
  disabled: { id: 'axie.alerts.delivery.disabled' },
  cancelled: { id: 'axie.alerts.delivery.cancelled' },
});

/** "Discord: enviado" — where an alert's Discord message is (nothing when its watch has no webhook). */
export function DeliveryState({ delivery }: { delivery: Alert['delivery'] }) {
  if (!delivery) return null;
  return (
    <Note as="span" data-testid="alert-delivery" data-state={delivery.state}>
      {' · '}
      <FormattedMessage {...STATES[delivery.state]} />
    </Note>
  );
}
