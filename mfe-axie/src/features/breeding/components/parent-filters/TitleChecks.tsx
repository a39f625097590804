import { FormattedMessage, useIntl } from 'react-intl';
import { TITLE_CHOICES } from '../../../../domain/parent-filter';
import { useParentFilterSelection } from '../../hooks/useParentFilterSelection';

/** Titles: one check box per title an Axie may hold. */
export function TitleChecks() {
  const intl = useIntl();
  const { selection, set } = useParentFilterSelection();
  const titles = selection.title ?? [];
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'axie.breeding.parents.titles' })}>
      <FormattedMessage id="axie.breeding.parents.titles" />:{' '}
      {TITLE_CHOICES.map((name) => (
        <label key={name} className="check">
          <input type="checkbox" checked={titles.includes(name)} onChange={(e) => set('title', e.target.checked ? [...titles, name] : titles.filter((t) => t !== name))} />
          {name}
        </label>
      ))}
    </div>
  );
}
