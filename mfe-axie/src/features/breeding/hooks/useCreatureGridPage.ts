import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { gridColumns, gridPageRows, pageCount, purityOf, sortCreatures, type GridSort } from '../domain/grid';
import { parsedGenesOf } from '../domain/genes';
import { passingParents } from '../domain/ranking';
import { shownCreaturesAtom } from '../state/hidden';
import { favouritesAtom, selectionAtom, showFavouritesAtom } from '../state/atoms';

export type RowsChoice = 'auto' | 'all' | number;

/** The grid's Axies (shown, passing the parent filters, favourites if asked, sorted) and the page of them on screen. */
export function useCreatureGridPage(width: number | undefined) {
  const shown = useAtomValue(shownCreaturesAtom);
  const favourites = useAtomValue(favouritesAtom);
  const showFavourites = useAtomValue(showFavouritesAtom);
  const selection = useAtomValue(selectionAtom);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<GridSort>('loaded');
  const [rowsChoice, setRowsChoice] = useState<RowsChoice>('auto');

  const parents = useMemo(() => passingParents(shown, selection), [shown, selection]);
  const visible = useMemo(
    () => sortCreatures(showFavourites ? parents.filter((c) => favourites.includes(c.id)) : parents, sort, (c) => purityOf(parsedGenesOf(c))),
    [parents, favourites, showFavourites, sort],
  );
  // spec §9: as many rows as twice the 196-px columns that fit; a breeder may ask for more or all
  const columns = gridColumns(width);
  const rows = rowsChoice === 'auto' ? gridPageRows(width) : rowsChoice === 'all' ? Math.max(1, Math.ceil(visible.length / columns)) : rowsChoice;
  const size = columns * rows;
  const pages = pageCount(visible.length, size);
  useEffect(() => setPage((p) => Math.min(p, pages)), [pages]);
  const onPage = visible.slice((page - 1) * size, page * size);

  return { shown, parents, visible, columns, rows, size, pages, page, setPage, onPage, sort, setSort, rowsChoice, setRowsChoice };
}

export type CreatureGridPage = ReturnType<typeof useCreatureGridPage>;
