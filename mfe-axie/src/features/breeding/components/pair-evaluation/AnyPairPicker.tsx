import { memo, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Field } from '@criadero/ui';
import type { CreatureCard } from '../../../../api/axie-api';
import { Row } from '../styled';

/**
 * Up to this many loaded Axies, each list has its options from the start; beyond, a list gets
 * them when the player reaches it (focus, pointer or key). 20,000 Axies made two lists of 40,000
 * options: seconds to build, and every page-wide style recalculation (a new ranking's first
 * rows) visited each of them.
 */
export const OPTIONS_UP_FRONT = 1_000;

interface ListProps {
  label: ReactNode;
  value: string;
  onChange: (id: string) => void;
  creatures: readonly CreatureCard[];
}

/** One Axie out of the loaded ones, by id. */
function CreatureSelect({ label, value, onChange, creatures }: ListProps) {
  const [reached, setReached] = useState(false);
  const all = reached || creatures.length <= OPTIONS_UP_FRONT;
  const options = useMemo(() => (all ? creatures : creatures.filter((c) => c.id === value)).map((c) => <option key={c.id} value={c.id}>#{c.id}</option>), [all, creatures, value]);
  const reach = () => setReached(true);
  return (
    <Field style={{ flex: '1 1 8rem' }}>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} onFocus={reach} onPointerDown={reach} onKeyDown={reach}>
        <option value="">—</option>
        {options}
      </select>
    </Field>
  );
}

/**
 * Any two loaded Axies, even a pair the ranking left out (0 %). Memoised: with thousands of Axies
 * its two lists are thousands of options, not to be rendered again at each progress report.
 */
export const AnyPairPicker = memo(function AnyPairPicker({ creatures, onOpen }: { creatures: readonly CreatureCard[]; onOpen: (pair: [string, string]) => void }) {
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  if (creatures.length < 2) return null;
  return (
    <Row data-testid="any-pair">
      <CreatureSelect label={<FormattedMessage id="axie.breeding.anyPair.a" />} value={a} onChange={setA} creatures={creatures} />
      <CreatureSelect label={<FormattedMessage id="axie.breeding.anyPair.b" />} value={b} onChange={setB} creatures={creatures} />
      <Button type="button" disabled={!a || !b || a === b} onClick={() => onOpen([a, b])}>
        <FormattedMessage id="axie.breeding.anyPair.open" />
      </Button>
    </Row>
  );
});
