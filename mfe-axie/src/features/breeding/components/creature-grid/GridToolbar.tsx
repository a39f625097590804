import { useAtom, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field } from '@criadero/ui';
import { GRID_SORTS, gridPageRows, type GridSort } from '../../domain/grid';
import { useConfirm } from '../../hooks/useConfirm';
import type { CreatureGridPage } from '../../hooks/useCreatureGridPage';
import { combinationIdsAtom, creaturesAtom, currentPairAtom, favouritesAtom, rankedPairsAtom, showFavouritesAtom } from '../../state/atoms';
import { SORT_NAMES } from '../labels';
import { Row } from '../styled';

/** Clear all, favourites only, clear favourites, the sort and the rows per page. */
export function GridToolbar({ grid, width }: { grid: CreatureGridPage; width: number | undefined }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const [creatures, setCreatures] = useAtom(creaturesAtom);
  const [favourites, setFavourites] = useAtom(favouritesAtom);
  const [showFavourites, setShowFavourites] = useAtom(showFavouritesAtom);
  const setCombination = useSetAtom(combinationIdsAtom);
  const setRanked = useSetAtom(rankedPairsAtom);
  const setCurrent = useSetAtom(currentPairAtom);

  /** 'Borrar todos' asks first: a wallet of 500 Axies takes a while to load again. */
  const clearAll = async () => {
    if (!(await confirm(intl.formatMessage({ id: 'axie.breeding.grid.clearAllConfirm' }, { count: creatures.length })))) return;
    setCreatures([]);
    setCombination([]);
    setRanked(null);
    setCurrent(null);
  };

  return (
    <Row>
      <Button type="button" onClick={() => void clearAll()} disabled={!creatures.length}>
        <FormattedMessage id="axie.breeding.grid.clearAll" />
      </Button>
      <Button type="button" onClick={() => setShowFavourites((v) => !v)} aria-pressed={showFavourites}>
        {showFavourites ? <FormattedMessage id="axie.breeding.grid.showAll" /> : <FormattedMessage id="axie.breeding.grid.showFavourites" />}
      </Button>
      <Button type="button" onClick={() => setFavourites([])} disabled={!favourites.length}>
        <FormattedMessage id="axie.breeding.grid.clearFavourites" />
      </Button>
      <Field style={{ flex: '0 1 14rem' }}>
        <FormattedMessage id="axie.breeding.grid.sort" />
        <select value={grid.sort} onChange={(e) => (grid.setSort(e.target.value as GridSort), grid.setPage(1))} data-testid="grid-sort">
          {GRID_SORTS.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage(SORT_NAMES[s])}
            </option>
          ))}
        </select>
      </Field>
      <Field style={{ flex: '0 1 12rem' }}>
        <FormattedMessage id="axie.breeding.grid.rows" />
        <select value={String(grid.rowsChoice)} onChange={(e) => grid.setRowsChoice(e.target.value === 'auto' || e.target.value === 'all' ? e.target.value : Number(e.target.value))}>
          <option value="auto">{intl.formatMessage({ id: 'axie.breeding.grid.rowsAuto' }, { rows: gridPageRows(width) })}</option>
          {[25, 50].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
          <option value="all">{intl.formatMessage({ id: 'axie.breeding.grid.rowsAll' })}</option>
        </select>
      </Field>
    </Row>
  );
}
