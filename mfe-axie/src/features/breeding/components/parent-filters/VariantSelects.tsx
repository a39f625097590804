import { useIntl } from 'react-intl';
import { VARIANT_KEYS, type VariantKey } from '../../../../domain/parent-filter';
import { useParentFilterSelection } from '../../hooks/useParentFilterSelection';
import { VARIANT_NAMES } from '../labels';
import { Field, Row } from '../styled';
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
        return (
          <Field key={v} style={{ flex: '1 1 9rem' }}>
            {intl.formatMessage(VARIANT_NAMES[v])}
            <select value={value} onChange={(e) => set(v, e.target.value ? e.target.value.split(',').map(Number) : [])} data-testid={`variant-${v}`}>
              <option value="">{intl.formatMessage({ id: 'axie.breeding.parents.any' })}</option>
              {PARTS.slice(1).map((n) => (
                <option key={n} value={atLeast(n).join(',')}>
                  {intl.formatMessage({ id: 'axie.breeding.parents.atLeast' }, { parts: n })}
                </option>
              ))}
              {value && !preset ? <option value={value}>{intl.formatMessage({ id: 'axie.breeding.parents.exactly' }, { values: intl.formatList(list.map(String), { type: 'disjunction' }) })}</option> : null}
            </select>
          </Field>
        );
      })}
    </Row>
  );
}
