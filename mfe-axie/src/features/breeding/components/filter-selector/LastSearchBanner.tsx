import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@criadero/ui';
import { useLastSearch } from '../../hooks/useLastSearch';
import { Row } from '../styled';

/** The last market search kept on this device, when there is one: its date, restore, discard. */
export function LastSearchBanner() {
  const intl = useIntl();
  const lastSearch = useLastSearch();
  if (!lastSearch.last) return null;
  return (
    <Row role="region" aria-label={intl.formatMessage({ id: 'axie.breeding.last.title' })} data-testid="last-search">
      <span>
        <FormattedMessage id="axie.breeding.last.found" values={{ date: intl.formatDate(lastSearch.last.at, { dateStyle: 'medium', timeStyle: 'short' }) }} />
      </span>
      <Button type="button" onClick={lastSearch.restore}>
        <FormattedMessage id="axie.breeding.last.restore" />
      </Button>
      <Button type="button" onClick={lastSearch.discard}>
        <FormattedMessage id="axie.breeding.last.discard" />
      </Button>
    </Row>
  );
}
