import { useIntl } from 'react-intl';
import { SelectField } from '@criadero/ui';
import { VARIANT_KEYS, type VariantKey } from '../../../../domain/parent-filter';
import { useParentFilterSelection } from '../../hooks/useParentFilterSelection';
import { VARIANT_NAMES } from '../labels';
import { Row } from '../styled';
import { atLeast, PARTS } from './parts';

/** Per variant (mystic, Japanese, …): any, at least n parts, or the exact list a link brought. */
export function VariantSelects() {
  const intl = useIntl();
  const { selection, set } = useParentFilterSelection();
  return (
    <Row>
      {VARIANT_KEYS.map((v: VariantKey) => {
        const list = selection[v] ?? [];
        const value = list.join(',');
        const preset = PARTS.slice(1).some((n) => atLeast(n).join(',') === value);
        const presets = PARTS.slice(1).map((n) => ({ value: atLeast(n).join(','), label: intl.formatMessage({ id: 'axie.breeding.parents.atLeast' }, { parts: n }) }));
        const exactly = { value, label: intl.formatMessage({ id: 'axie.breeding.parents.exactly' }, { values: intl.formatList(list.map(String), { type: 'disjunction' }) }) };
        return (
          <SelectField
            key={v}
            label={intl.formatMessage(VARIANT_NAMES[v])}
            value={value}
            onChange={(chosen) => set(v, chosen ? chosen.split(',').map(Number) : [])}
            options={value && !preset ? [...presets, exactly] : presets}
            emptyOption={intl.formatMessage({ id: 'axie.breeding.parents.any' })}
            testId={`variant-${v}`}
          />
        );
      })}
    </Row>
  );
}
