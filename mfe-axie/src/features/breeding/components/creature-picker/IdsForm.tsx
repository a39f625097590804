import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Field } from '@criadero/ui';
import { useIdsInput } from '../../hooks/useIdsInput';
import { Hint, Row } from '../styled';

/** Axie ids typed or pasted in, loaded on submit (the box empties when they load). */
export function IdsForm() {
  const loadText = useIdsInput();
  const [idsText, setIdsText] = useState('');
  const [busyIds, setBusyIds] = useState(false);
  const onIds = async (event: FormEvent) => {
    event.preventDefault();
    setBusyIds(true);
    if (await loadText(idsText)) setIdsText('');
    setBusyIds(false);
  };
  return (
    <form onSubmit={onIds}>
      <Row>
        <Field>
          <FormattedMessage id="axie.breeding.picker.ids" />
          <textarea rows={2} value={idsText} onChange={(e) => setIdsText(e.target.value)} placeholder="#1234, 5678; 91011" />
        </Field>
        <Button type="submit" $variant="primary" disabled={busyIds}>
          <FormattedMessage id="axie.breeding.picker.loadIds" />
        </Button>
      </Row>
      <Hint>
        <FormattedMessage id="axie.breeding.picker.idsHint" />
      </Hint>
    </form>
  );
}
