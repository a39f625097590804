import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@criadero/ui';
import { filterConfigAtom, openModalAtom } from '../../state/atoms';
import { Gate } from '../Gate';
import { AUCTION_NAMES, GROUP_NAMES } from '../labels';
import { Hint, Row } from '../styled';

/** The buttons opening the advanced, combination and user settings dialogs, and a line summing up the advanced settings. */
export function FilterDialogButtons() {
  const intl = useIntl();
  const config = useAtomValue(filterConfigAtom);
  const openModal = useSetAtom(openModalAtom);
  return (
    <>
      <Row>
        <Gate feature="advancedFilter">
          <Button type="button" onClick={() => openModal('advanced')}>
            <FormattedMessage id="axie.breeding.advanced.open" />
          </Button>
        </Gate>
        <Gate feature="combinationFilters">
          <Button type="button" onClick={() => openModal('combination')}>
            <FormattedMessage id="axie.breeding.combination.open" />
          </Button>
        </Gate>
        <Button type="button" onClick={() => openModal('userConfig')}>
          <FormattedMessage id="axie.breeding.userConfig.open" />
        </Button>
      </Row>
      <Hint data-testid="filter-config-summary">
        <FormattedMessage
          id="axie.breeding.advanced.summary"
          values={{ min: config.breed_count[0], max: config.breed_count[1], auction: intl.formatMessage(AUCTION_NAMES[config.auctionType]), order: config.priorityOrder.map((t) => intl.formatMessage(GROUP_NAMES[t])).join(' › ') }}
        />
      </Hint>
    </>
  );
}
