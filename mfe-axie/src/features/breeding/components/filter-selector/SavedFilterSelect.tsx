import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '@criadero/ui';
import type { SavedFilters } from '../../hooks/useSavedFilters';

/** The saved filters to load one from ("none" first). */
export function SavedFilterSelect({ filters }: { filters: SavedFilters }) {
  const intl = useIntl();
  return (
    <SelectField
      label={<FormattedMessage id="axie.breeding.saved.select" />}
      value={filters.activeId}
      onChange={filters.load}
      options={filters.saved.map((f) => ({ value: f.id, label: f.name }))}
      emptyOption={intl.formatMessage({ id: 'axie.breeding.saved.none' })}
      testId="saved-filter-select"
    />
  );
}
