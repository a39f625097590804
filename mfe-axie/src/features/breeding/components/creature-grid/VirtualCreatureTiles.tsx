import { useAtom, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CreatureGridPage } from '../../hooks/useCreatureGridPage';
import { useListingRecheck } from '../../hooks/useListingRecheck';
import type { usePartnerSearch } from '../../hooks/usePartnerSearch';
import { useVirtualRows } from '../../hooks/useVirtualRows';
import { hiddenIdsAtom, hideCreature } from '../../state/hidden';
import { combinationIdsAtom, creaturesAtom, favouritesAtom, geneticsCreatureIdAtom } from '../../state/atoms';
import { openMarketplaceAxie } from '../../../../domain/market-url';
import { CreatureTile } from '../CreatureTile';

/** Height of one grid row: the tiles have a fixed height, so the virtualiser needs no measuring. */
const GRID_ROW_PX = 226;

// Only the rows near the viewport are in the DOM (a 558-Axie wallet on one page stays light):
// the list is as tall as all its rows and each rendered row is placed at its offset.
const Grid = styled.div`
  position: relative; margin: 0.75rem 0 0;
`;
const GridRow = styled.div<{ $columns: number }>`
  position: absolute; top: 0; left: 0; width: 100%; height: ${GRID_ROW_PX}px;
  display: grid; grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  /* a tile's open menu is taller than the tile: its row goes above the rows after it */
  &:has([aria-expanded='true']), &:focus-within { z-index: 1; }
`;

const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/** The page's Axie tiles, only the rows near the viewport rendered, each with its menu's actions. */
export function VirtualCreatureTiles({ grid, partners }: { grid: CreatureGridPage; partners: ReturnType<typeof usePartnerSearch> }) {
  const intl = useIntl();
  const setCreatures = useSetAtom(creaturesAtom);
  const [favourites, setFavourites] = useAtom(favouritesAtom);
  const [combination, setCombination] = useAtom(combinationIdsAtom);
  const setHidden = useSetAtom(hiddenIdsAtom);
  const showGenetics = useSetAtom(geneticsCreatureIdAtom);
  const recheck = useListingRecheck();
  const { columns, rows, page, size, onPage } = grid;
  const { listRef, virtualRows, totalHeight, offset } = useVirtualRows(Math.ceil(onPage.length / columns), GRID_ROW_PX);
  return (
    <Grid ref={listRef} role="list" aria-label={intl.formatMessage({ id: 'axie.breeding.grid.title' })} style={{ height: totalHeight }} data-testid="creature-grid" data-columns={columns} data-rows={rows}>
      {virtualRows.map((row) => (
        <GridRow key={row.index} role="none" $columns={columns} style={{ transform: `translateY(${row.start - offset}px)` }}>
          {onPage.slice(row.index * columns, (row.index + 1) * columns).map((c, i) => (
            <CreatureTile
              key={c.id}
              position={(page - 1) * size + row.index * columns + i + 1}
              setSize={grid.visible.length}
              creature={c}
              favourite={favourites.includes(c.id)}
              onFavourite={() => setFavourites((f) => toggle(f, c.id))}
              actions={{
                inCombinations: combination.includes(c.id),
                onCombine: () => {
                  if (combination.includes(c.id)) return setCombination((l) => l.filter((x) => x !== c.id));
                  // chosen as a partner: it joins once its listing is checked again, if still for sale
                  void recheck(c).then((listed) => listed && setCombination((l) => (l.includes(c.id) ? l : [...l, c.id])));
                },
                onGenetics: () => showGenetics(c.id),
                onMarketplace: () => void recheck(c).then((listed) => listed && openMarketplaceAxie(c.id)),
                onPartners: () => void partners.search(c.id),
                onHide: () => setHidden((l) => hideCreature(l, c.id)),
                onDelete: () => (setCreatures((l) => l.filter((x) => x.id !== c.id)), setCombination((l) => l.filter((x) => x !== c.id))),
              }}
            />
          ))}
        </GridRow>
      ))}
    </Grid>
  );
}
