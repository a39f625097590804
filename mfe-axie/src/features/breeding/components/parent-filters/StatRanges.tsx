import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Field, NumberInput } from '@criadero/ui';
import { STAT_KEYS, type StatKey } from '../../../../domain/parent-filter';
import { useParentFilterSelection } from '../../hooks/useParentFilterSelection';
import { STAT_NAMES } from '../labels';
import { Row } from '../styled';

const Stat = styled(Field)`
  flex: 1 1 8rem;
  > div { display: flex; gap: 0.3rem; align-items: center; }
  input { width: 3.6rem; }
`;

/** Per stat a minimum and a maximum (0 to 100); one end alone leaves the other open. */
export function StatRanges() {
  const intl = useIntl();
  const { selection, set } = useParentFilterSelection();
  const setStat = (key: StatKey, end: 0 | 1, value: number | null) => {
    const [min, max] = selection[key] ?? [];
    const next = end === 0 ? [value, max ?? null] : [min ?? null, value];
    if (next[0] === null && next[1] === null) return set(key, []);
    set(key, [next[0] ?? 0, next[1] ?? 100]);
  };
  return (
    <Row>
      {STAT_KEYS.map((k) => {
        const [min, max] = selection[k] ?? [];
        const name = intl.formatMessage(STAT_NAMES[k]);
        return (
          <Stat as="div" key={k} role="group" aria-label={name}>
            {name}
            <div>
              <NumberInput value={min ?? null} min={0} max={100} maxFractionDigits={0} aria-label={intl.formatMessage({ id: 'axie.breeding.parents.statMin' }, { stat: name })} onChange={(v) => setStat(k, 0, v)} />
              –
              <NumberInput value={max ?? null} min={0} max={100} maxFractionDigits={0} aria-label={intl.formatMessage({ id: 'axie.breeding.parents.statMax' }, { stat: name })} onChange={(v) => setStat(k, 1, v)} />
            </div>
          </Stat>
        );
      })}
    </Row>
  );
}
