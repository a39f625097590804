import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedFilters } from '../../hooks/useSavedFilters';
import { Field } from '../styled';

/** The saved filters to load one from ("none" first). */
export function SavedFilterSelect({ filters }: { filters: SavedFilters }) {
  const intl = useIntl();
  return (
    <Field>
      <FormattedMessage id="axie.breeding.saved.select" />
      <select value={filters.activeId} onChange={(e) => filters.load(e.target.value)} data-testid="saved-filter-select">
        <option value="">{intl.formatMessage({ id: 'axie.breeding.saved.none' })}</option>
        {filters.saved.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
