import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Pagination, PaidSearchDialogs, Section } from '@criadero/ui';
import { useCreatureGridPage } from '../hooks/useCreatureGridPage';
import { useElementWidth } from '../hooks/useElementWidth';
import { usePartnerSearch } from '../hooks/usePartnerSearch';
import { combinationIdsAtom } from '../state/atoms';
import { GridCount } from './creature-grid/GridCount';
import { GridPageJumps } from './creature-grid/GridPageJumps';
import { GridToolbar } from './creature-grid/GridToolbar';
import { VirtualCreatureTiles } from './creature-grid/VirtualCreatureTiles';
import { HiddenCreatures } from './HiddenCreatures';
import { Hint } from './styled';
import { Panel } from '../../../components/styled';

/** The loaded Axies: their count, the grid's tools, the hidden ones, a page of tiles and the paging. */
export function CreatureGrid() {
  const combination = useAtomValue(combinationIdsAtom);
  const partners = usePartnerSearch();
  const { ref, width } = useElementWidth();
  const grid = useCreatureGridPage(width);
  return (
    <Section title="axie.breeding.grid.title" as={Panel}>
      <div ref={ref}>
        <GridCount grid={grid} />
        <GridToolbar grid={grid} width={width} />
        <HiddenCreatures />
        {combination.length ? (
          <Hint>
            <FormattedMessage id="axie.breeding.grid.combinationHint" values={{ count: combination.length }} />
          </Hint>
        ) : null}
        {partners.busy ? (
          <Hint role="status">
            <FormattedMessage id="axie.breeding.partners.busy" />
          </Hint>
        ) : null}
        <VirtualCreatureTiles grid={grid} partners={partners} />
        <Pagination page={grid.page} pageCount={grid.pages} onPage={grid.setPage} />
        <GridPageJumps grid={grid} />
      </div>
      <PaidSearchDialogs dialog={partners.paid.dialog} source={partners.paid.source} onConfirm={partners.paid.confirm} onClose={partners.paid.close} />
    </Section>
  );
}
