import { Section } from '@criadero/ui';
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
    <Section title="axie.breeding.filter.title" as={Panel}>
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
    </Section>
  );
}
