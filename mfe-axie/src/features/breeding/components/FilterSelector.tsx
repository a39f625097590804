import { FormattedMessage } from 'react-intl';
import { useSavedFilters } from '../hooks/useSavedFilters';
import { FilterDialogButtons } from './filter-selector/FilterDialogButtons';
import { LastSearchBanner } from './filter-selector/LastSearchBanner';
import { MarketUrlImport } from './filter-selector/MarketUrlImport';
import { PartSelectors } from './filter-selector/PartSelectors';
import { ReferenceAxieFilter } from './filter-selector/ReferenceAxieFilter';
import { SavedFilterSelect } from './filter-selector/SavedFilterSelect';
import { SaveFilterBar } from './filter-selector/SaveFilterBar';
import { ParentFilters } from './ParentFilters';
import { Row, Stack } from './styled';
import { Panel } from '../../../components/styled';

/** The market filter: the last search, saved filters, a marketplace address or reference Axie, the parts, parents, dialogs and saving. */
export function FilterSelector() {
  const filters = useSavedFilters();
  return (
    <Panel aria-labelledby="breeding-filter-title">
      <h2 id="breeding-filter-title">
        <FormattedMessage id="axie.breeding.filter.title" />
      </h2>
      <Stack>
        <LastSearchBanner />
        <Row>
          <SavedFilterSelect filters={filters} />
          <MarketUrlImport />
        </Row>
        <ReferenceAxieFilter />
        <PartSelectors />
        <ParentFilters />
        <FilterDialogButtons />
        <SaveFilterBar filters={filters} />
      </Stack>
    </Panel>
  );
}
