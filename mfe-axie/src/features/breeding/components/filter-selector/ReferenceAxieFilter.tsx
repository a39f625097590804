import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PART_TYPES } from '@criadero/genetics';
import { Button, Field, useToast } from '@criadero/ui';
import { fetchCards } from '../../../../api/axie-api';
import { parsedGenesOf } from '../../domain/genes';
import { parseCreatureIds } from '../../domain/ids';
import type { FilterSelection } from '../../../../domain/selection';
import { selectionAtom } from '../../state/atoms';
import { Gate } from '../Gate';
import { Row } from '../styled';

/** A reference Axie's id whose six visible parts become the filter (a plan feature). */
export function ReferenceAxieFilter() {
  const intl = useIntl();
  const toast = useToast();
  const setSelection = useSetAtom(selectionAtom);
  const [reference, setReference] = useState('');

  const apply = async () => {
    const [id] = parseCreatureIds(reference).ids;
    if (!id) return;
    try {
      const [card] = await fetchCards([id]);
      const genes = card && parsedGenesOf(card);
      if (!genes) throw new Error(intl.formatMessage({ id: 'axie.breeding.filter.referenceMissing' }, { id }));
      const next: FilterSelection = {};
      for (const t of PART_TYPES) next[t] = [genes.realParts[t]];
      setSelection(next);
    } catch (error) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Gate feature="referenceFilter">
      <Row>
        <Field>
          <FormattedMessage id="axie.breeding.filter.reference" />
          <input inputMode="numeric" value={reference} onChange={(e) => setReference(e.target.value)} />
        </Field>
        <Button type="button" onClick={() => void apply()} disabled={!reference.trim()}>
          <FormattedMessage id="axie.breeding.filter.applyReference" />
        </Button>
      </Row>
    </Gate>
  );
}
