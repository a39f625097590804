import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { selectionAtom } from '../state/atoms';
import { PurityChecks } from './parent-filters/PurityChecks';
import { StatRanges } from './parent-filters/StatRanges';
import { TitleChecks } from './parent-filters/TitleChecks';
import { VariantSelects } from './parent-filters/VariantSelects';
import { Hint } from './styled';

const Box = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius};
  padding: 0.5rem 0.75rem; margin: 0; min-width: 0;
  legend { font-weight: 600; padding: 0 0.25rem; }
  label.check { display: inline-flex; gap: 0.25rem; align-items: center; margin-right: 0.6rem; font-size: 0.9rem; }
`;

/**
 * Filters on the parents themselves: purity, variant parts, stats, title. They
 * narrow the loaded Axies the grid shows and the ranking pairs, go with the market and partner
 * searches, and into the marketplace link.
 */
export function ParentFilters() {
  const selection = useAtomValue(selectionAtom);
  return (
    <Box data-testid="parent-filters">
      <legend>
        <FormattedMessage id="axie.breeding.parents.title" />
      </legend>
      <Hint>
        <FormattedMessage id="axie.breeding.parents.hint" />
      </Hint>
      <PurityChecks />
      <VariantSelects />
      <StatRanges />
      <TitleChecks />
      {selection.nightmare?.some((n) => n > 0) ? (
        <Hint role="status" data-testid="parent-filters-nightmare">
          <FormattedMessage id="axie.breeding.parents.nightmareNone" />
        </Hint>
      ) : null}
    </Box>
  );
}
