import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, Modal, SelectField } from '@criadero/ui';
import { AUCTION_NAMES, GROUP_NAMES } from '../components/labels';
import { Row, Stack } from '../components/styled';
import { AUCTION_TYPES, BREED_COUNT_MAX, BREED_COUNT_MIN, movePriority, setBreedCount } from '../../../domain/filter-config';
import { filterConfigAtom, openModalAtom } from '../state/atoms';

/** Advanced parameters (spec §3 filter config): breed count range, priority order, auction type. */
export function AdvancedFilterModal() {
  const intl = useIntl();
  const [modal, setModal] = useAtom(openModalAtom);
  const [config, setConfig] = useAtom(filterConfigAtom);
  const [min, max] = config.breed_count;
  return (
    <Modal open={modal === 'advanced'} title={intl.formatMessage({ id: 'axie.breeding.advanced.title' })} onClose={() => setModal(null)}>
      <Stack>
        <Row>
          <Field>
            <FormattedMessage id="axie.breeding.advanced.breedMin" />
            <input type="number" min={BREED_COUNT_MIN} max={max} value={min} onChange={(e) => setConfig((c) => ({ ...c, breed_count: setBreedCount(c.breed_count, 'min', Number(e.target.value)) }))} />
          </Field>
          <Field>
            <FormattedMessage id="axie.breeding.advanced.breedMax" />
            <input type="number" min={min} max={BREED_COUNT_MAX} value={max} onChange={(e) => setConfig((c) => ({ ...c, breed_count: setBreedCount(c.breed_count, 'max', Number(e.target.value)) }))} />
          </Field>
        </Row>
        <SelectField
          label={<FormattedMessage id="axie.breeding.advanced.auction" />}
          value={config.auctionType}
          onChange={(auctionType) => setConfig((c) => ({ ...c, auctionType }))}
          options={AUCTION_TYPES.map((t) => ({ value: t, label: intl.formatMessage(AUCTION_NAMES[t]) }))}
        />
        <fieldset>
          <legend>
            <FormattedMessage id="axie.breeding.advanced.priority" />
          </legend>
          <ol>
            {config.priorityOrder.map((t, i) => {
              const label = intl.formatMessage(GROUP_NAMES[t]);
              return (
                <li key={t}>
                  <Row>
                    <span style={{ minWidth: '5rem' }}>{label}</span>
                    <Button type="button" disabled={i === 0} onClick={() => setConfig((c) => ({ ...c, priorityOrder: movePriority(c.priorityOrder, t, -1) }))} aria-label={intl.formatMessage({ id: 'axie.breeding.advanced.up' }, { part: label })}>
                      ↑
                    </Button>
                    <Button type="button" disabled={i === config.priorityOrder.length - 1} onClick={() => setConfig((c) => ({ ...c, priorityOrder: movePriority(c.priorityOrder, t, 1) }))} aria-label={intl.formatMessage({ id: 'axie.breeding.advanced.down' }, { part: label })}>
                      ↓
                    </Button>
                  </Row>
                </li>
              );
            })}
          </ol>
        </fieldset>
      </Stack>
    </Modal>
  );
}
