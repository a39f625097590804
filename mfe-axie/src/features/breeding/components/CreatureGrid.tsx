import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, PaidSearchDialogs, Pagination } from '@criadero/ui';
import { GRID_SORTS, gridColumns, gridPageRows, pageCount, purityOf, sortCreatures, type GridSort } from '../domain/grid';
import { parsedGenesOf } from '../domain/genes';
import { canBreed, passingParents } from '../domain/ranking';
import { useConfirm } from '../hooks/useConfirm';
import { useListingRecheck } from '../hooks/useListingRecheck';
import { usePartnerSearch } from '../hooks/usePartnerSearch';
import { hiddenIdsAtom, hideCreature, shownCreaturesAtom } from '../state/hidden';
import { combinationIdsAtom, creaturesAtom, currentPairAtom, favouritesAtom, geneticsCreatureIdAtom, rankedPairsAtom, selectionAtom, showFavouritesAtom } from '../state/atoms';
import { CreatureTile } from './CreatureTile';
import { HiddenCreatures } from './HiddenCreatures';
import { SORT_NAMES } from './labels';
import { Field, Hint, Row } from './styled';
import { Panel } from '../../../components/styled';

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
const PageJumps = styled(Row)`
  align-items: center; margin-top: -0.25rem;
`;

/** Width of an element, kept up to date (undefined until measured). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth || undefined);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => setWidth(entry ? entry.contentRect.width : undefined));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, width };
}

type RowsChoice = 'auto' | 'all' | number;

/**
 * The window-scrolled virtualiser of the grid's rows: `offset` is the list's distance from the
 * top of the page, kept current when anything above it grows or shrinks (the ranking, hints).
 */
function useVirtualRows(count: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setOffset(el.getBoundingClientRect().top + window.scrollY);
    measure();
    // content above the list may change height without the page's height changing (the taller
    // column of the desktop layout is the other one): measure again on scroll too
    window.addEventListener('scroll', measure, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', measure);
      ro?.disconnect();
    };
  }, []);
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => GRID_ROW_PX, overscan: 2, scrollMargin: offset });
  return { listRef, virtualRows: virtualizer.getVirtualItems(), totalHeight: virtualizer.getTotalSize(), offset };
}

export function CreatureGrid() {
  const [creatures, setCreatures] = useAtom(creaturesAtom);
  const [favourites, setFavourites] = useAtom(favouritesAtom);
  const [showFavourites, setShowFavourites] = useAtom(showFavouritesAtom);
  const [combination, setCombination] = useAtom(combinationIdsAtom);
  const shown = useAtomValue(shownCreaturesAtom);
  const setHidden = useSetAtom(hiddenIdsAtom);
  const showGenetics = useSetAtom(geneticsCreatureIdAtom);
  const partners = usePartnerSearch();
  const recheck = useListingRecheck();
  const intl = useIntl();
  const confirm = useConfirm();
  const setRanked = useSetAtom(rankedPairsAtom);
  const setCurrent = useSetAtom(currentPairAtom);
  const eggs = useMemo(() => creatures.filter((c) => !canBreed(c)).length, [creatures]);

  /** 'Borrar todos' asks first: a wallet of 500 Axies takes a while to load again. */
  const clearAll = async () => {
    if (!(await confirm(intl.formatMessage({ id: 'axie.breeding.grid.clearAllConfirm' }, { count: creatures.length })))) return;
    setCreatures([]);
    setCombination([]);
    setRanked(null);
    setCurrent(null);
  };
  const { ref, width } = useWidth();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<GridSort>('loaded');
  const [rowsChoice, setRowsChoice] = useState<RowsChoice>('auto');

  const selection = useAtomValue(selectionAtom);
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
  const { listRef, virtualRows, totalHeight, offset } = useVirtualRows(Math.ceil(onPage.length / columns));

  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

  return (
    <Panel aria-labelledby="breeding-grid-title">
      <h2 id="breeding-grid-title">
        <FormattedMessage id="axie.breeding.grid.title" />
      </h2>
      <div ref={ref}>
        <p aria-live="polite" data-testid="grid-count">
          {showFavourites ? (
            <FormattedMessage id="axie.breeding.grid.countFavourites" values={{ count: visible.length }} />
          ) : (
            <>
              <FormattedMessage id="axie.breeding.grid.count" values={{ count: creatures.length }} />
              {eggs ? (
                <>
                  {' '}
                  <FormattedMessage id="axie.breeding.grid.eggs" values={{ eggs }} />
                </>
              ) : null}
              {parents.length < shown.length ? (
                <>
                  {' '}
                  <FormattedMessage id="axie.breeding.grid.parentFilters" values={{ count: parents.length }} />
                </>
              ) : null}
            </>
          )}
        </p>
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
            <select value={sort} onChange={(e) => (setSort(e.target.value as GridSort), setPage(1))} data-testid="grid-sort">
              {GRID_SORTS.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage(SORT_NAMES[s])}
                </option>
              ))}
            </select>
          </Field>
          <Field style={{ flex: '0 1 12rem' }}>
            <FormattedMessage id="axie.breeding.grid.rows" />
            <select value={String(rowsChoice)} onChange={(e) => setRowsChoice(e.target.value === 'auto' || e.target.value === 'all' ? e.target.value : Number(e.target.value))}>
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
        <Grid ref={listRef} role="list" aria-label={intl.formatMessage({ id: 'axie.breeding.grid.title' })} style={{ height: totalHeight }} data-testid="creature-grid" data-columns={columns} data-rows={rows}>
          {virtualRows.map((row) => (
            <GridRow key={row.index} role="none" $columns={columns} style={{ transform: `translateY(${row.start - offset}px)` }}>
              {onPage.slice(row.index * columns, (row.index + 1) * columns).map((c, i) => (
                <CreatureTile
                  key={c.id}
                  position={(page - 1) * size + row.index * columns + i + 1}
                  setSize={visible.length}
                  creature={c}
                  favourite={favourites.includes(c.id)}
                  onFavourite={() => setFavourites((f) => toggle(f, c.id))}
                  actions={{
                    inCombinations: combination.includes(c.id),
                    onCombine: () => {
                      if (!combination.includes(c.id)) recheck(c); // chosen as a partner: still for sale?
                      setCombination((l) => toggle(l, c.id));
                    },
                    onGenetics: () => showGenetics(c.id),
                    onMarketplace: () => recheck(c),
                    onPartners: () => void partners.search(c.id),
                    onHide: () => setHidden((l) => hideCreature(l, c.id)),
                    onDelete: () => (setCreatures((l) => l.filter((x) => x.id !== c.id)), setCombination((l) => l.filter((x) => x !== c.id))),
                  }}
                />
              ))}
            </GridRow>
          ))}
        </Grid>
        <Pagination page={page} pageCount={pages} onPage={setPage} />
        {pages > 1 ? (
          <PageJumps>
            <Button type="button" onClick={() => setPage(1)} disabled={page === 1}>
              <FormattedMessage id="axie.breeding.grid.firstPage" />
            </Button>
            <Button type="button" onClick={() => setPage(pages)} disabled={page === pages} data-testid="grid-last-page">
              <FormattedMessage id="axie.breeding.grid.lastPage" values={{ page: pages }} />
            </Button>
          </PageJumps>
        ) : null}
        {pages > 1 ? (
          <Hint data-testid="grid-range">
            <FormattedMessage id="axie.breeding.grid.range" values={{ from: (page - 1) * size + 1, to: Math.min(page * size, visible.length), total: visible.length }} />
          </Hint>
        ) : null}
      </div>
      <PaidSearchDialogs dialog={partners.paid.dialog} source={partners.paid.source} onConfirm={partners.paid.confirm} onClose={partners.paid.close} />
    </Panel>
  );
}
