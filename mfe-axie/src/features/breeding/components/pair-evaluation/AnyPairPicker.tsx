import { memo, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@criadero/ui';
import type { CreatureCard } from '../../api/axie-api';
import { Field, Row } from '../styled';

/**
 * Any two loaded Axies, even a pair the ranking left out (0 %). Memoised: with thousands of Axies
 * its two lists are thousands of options, not to be rendered again at each progress report.
 */
export const AnyPairPicker = memo(function AnyPairPicker({ creatures, onOpen }: { creatures: readonly CreatureCard[]; onOpen: (pair: [string, string]) => void }) {
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const options = useMemo(
    () =>
      creatures.map((c) => (
        <option key={c.id} value={c.id}>
          #{c.id}
        </option>
      )),
    [creatures],
  );
  if (creatures.length < 2) return null;
  return (
    <Row data-testid="any-pair">
      <Field style={{ flex: '1 1 8rem' }}>
        <FormattedMessage id="axie.breeding.anyPair.a" />
        <select value={a} onChange={(e) => setA(e.target.value)}>
          <option value="">—</option>
          {options}
        </select>
      </Field>
      <Field style={{ flex: '1 1 8rem' }}>
        <FormattedMessage id="axie.breeding.anyPair.b" />
        <select value={b} onChange={(e) => setB(e.target.value)}>
          <option value="">—</option>
          {options}
        </select>
      </Field>
      <Button type="button" disabled={!a || !b || a === b} onClick={() => onOpen([a, b])}>
        <FormattedMessage id="axie.breeding.anyPair.open" />
      </Button>
    </Row>
  );
});
