import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PART_TYPES, type PartType } from '@criadero/genetics';
import { Button, Field, Modal, NumberInput, SelectField } from '@criadero/ui';
import { GROUP_NAMES, OPERATION_NAMES } from '../components/labels';
import { partOptions } from '../components/partOptions';
import { Hint, Row, Stack } from '../components/styled';
import { COMBINATION_OPERATIONS, PERCENT_RULES, type CombinationOperation } from '../domain/combination';
import { combinationEntriesAtom, openModalAtom } from '../state/atoms';
import { CombinationEntries } from './combination-filter/CombinationEntries';

let nextEntry = 1;

/** Combination filter (spec §3): entries id, type, part, operation desde/hasta/sea/no-sea, percent 0..100 (3 decimals). */
export function CombinationFilterModal() {
  const intl = useIntl();
  const [modal, setModal] = useAtom(openModalAtom);
  const setEntries = useSetAtom(combinationEntriesAtom);
  const [type, setType] = useState<PartType>('eyes');
  const [part, setPart] = useState('');
  const [operation, setOperation] = useState<CombinationOperation>('desde');
  const [percent, setPercent] = useState<number | null>(50);
  const [percentValid, setPercentValid] = useState(true);
  const options = partOptions(type, intl);
  const needsPercent = operation === 'desde' || operation === 'hasta';
  const valid = !!part && (!needsPercent || (percentValid && percent !== null));

  const add = () => {
    if (!valid) return;
    setEntries((l) => [...l, { id: `c${nextEntry++}`, type, part, operation, percent: needsPercent ? percent ?? 0 : 0 }]);
  };

  return (
    <Modal open={modal === 'combination'} title={intl.formatMessage({ id: 'axie.breeding.combination.title' })} onClose={() => setModal(null)} width="640px">
      <Stack>
        <Hint>
          <FormattedMessage id="axie.breeding.combination.hint" />
        </Hint>
        <Row>
          <SelectField
            label={<FormattedMessage id="axie.breeding.combination.type" />}
            value={type}
            onChange={(t) => (setType(t), setPart(''))}
            options={PART_TYPES.map((t) => ({ value: t, label: intl.formatMessage(GROUP_NAMES[t]) }))}
          />
          <SelectField label={<FormattedMessage id="axie.breeding.combination.part" />} value={part} onChange={setPart} options={options} emptyOption="—" />
          <SelectField
            label={<FormattedMessage id="axie.breeding.combination.operation" />}
            value={operation}
            onChange={setOperation}
            options={COMBINATION_OPERATIONS.map((op) => ({ value: op, label: intl.formatMessage(OPERATION_NAMES[op]) }))}
          />
          {needsPercent ? (
            <Field>
              <FormattedMessage id="axie.breeding.combination.percent" />
              <NumberInput value={percent} {...PERCENT_RULES} required onChange={setPercent} onValidity={setPercentValid} />
            </Field>
          ) : null}
          <Button type="button" $variant="primary" onClick={add} disabled={!valid}>
            <FormattedMessage id="axie.breeding.combination.add" />
          </Button>
        </Row>
        <CombinationEntries />
      </Stack>
    </Modal>
  );
}
