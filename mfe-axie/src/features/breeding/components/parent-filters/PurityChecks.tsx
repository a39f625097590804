import { FormattedMessage, useIntl } from 'react-intl';
import { useParentFilterSelection } from '../../hooks/useParentFilterSelection';
import { PARTS } from './parts';

/** Purity: one check box per number of pure parts (0 to 6). */
export function PurityChecks() {
  const intl = useIntl();
  const { selection, set } = useParentFilterSelection();
  const purity = selection.purity ?? [];
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'axie.breeding.parents.purity' })}>
      <FormattedMessage id="axie.breeding.parents.purity" />:{' '}
      {PARTS.map((n) => (
        <label key={n} className="check">
          <input type="checkbox" checked={purity.includes(n)} onChange={(e) => set('purity', e.target.checked ? [...purity, n].sort((a, b) => a - b) : purity.filter((x) => x !== n))} />
          {intl.formatMessage({ id: 'axie.breeding.parents.purityValue' }, { parts: n })}
        </label>
      ))}
    </div>
  );
}
