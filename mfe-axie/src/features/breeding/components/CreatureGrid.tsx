import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, PaidSearchDialogs, Pagination } from '@criadero/ui';
import { GRID_COLUMN_PX, GRID_SORTS, gridPageSize, pageCount, sortCreatures, type GridSort } from '../domain/grid';
import { canBreed } from '../domain/ranking';
import { useConfirm } from '../hooks/useConfirm';
import { usePartnerSearch } from '../hooks/usePartnerSearch';
import { combinationIdsAtom, creaturesAtom, currentPairAtom, favouritesAtom, geneticsCreatureIdAtom, rankedPairsAtom, showFavouritesAtom } from '../state/atoms';
import { CreatureTile } from './CreatureTile';
import { SORT_NAMES } from './labels';
import { Field, Hint, Row, Section } from './styled';

// Columns are exactly GRID_COLUMN_PX wide at least, with no gap, so CSS lays out as many
// columns as gridPageSize() counts (the spacing is the tiles' margin).
const Grid = styled.ul`
  display: grid; gap: 0; padding: 0; margin: 0.75rem 0 0;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${GRID_COLUMN_PX}px), 1fr));
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

export function CreatureGrid() {
  const [creatures, setCreatures] = useAtom(creaturesAtom);
  const [favourites, setFavourites] = useAtom(favouritesAtom);
  const [showFavourites, setShowFavourites] = useAtom(showFavouritesAtom);
  const [combination, setCombination] = useAtom(combinationIdsAtom);
  const showGenetics = useSetAtom(geneticsCreatureIdAtom);
  const partners = usePartnerSearch();
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
  const [rows, setRows] = useState(2);

  const visible = useMemo(() => sortCreatures(showFavourites ? creatures.filter((c) => favourites.includes(c.id)) : creatures, sort), [creatures, favourites, showFavourites, sort]);
  // spec §9: two rows of the 196-px columns that fit; a breeder with a big wallet may ask for more rows
  const size = (gridPageSize(width) / 2) * rows;
  const pages = pageCount(visible.length, size);
  useEffect(() => setPage((p) => Math.min(p, pages)), [pages]);
  const shown = visible.slice((page - 1) * size, page * size);

  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

  return (
    <Section aria-labelledby="breeding-grid-title">
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
          <Field style={{ flex: '0 1 11rem' }}>
            <FormattedMessage id="axie.breeding.grid.sort" />
            <select value={sort} onChange={(e) => (setSort(e.target.value as GridSort), setPage(1))} data-testid="grid-sort">
              {GRID_SORTS.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage(SORT_NAMES[s])}
                </option>
              ))}
            </select>
          </Field>
          <Field style={{ flex: '0 1 8rem' }}>
            <FormattedMessage id="axie.breeding.grid.rows" />
            <select value={rows} onChange={(e) => setRows(Number(e.target.value))}>
              {[2, 5, 10, 25].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
        </Row>
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
        <Grid>
          {shown.map((c) => (
            <CreatureTile
              key={c.id}
              creature={c}
              favourite={favourites.includes(c.id)}
              onFavourite={() => setFavourites((f) => toggle(f, c.id))}
              actions={{
                inCombinations: combination.includes(c.id),
                onCombine: () => setCombination((l) => toggle(l, c.id)),
                onGenetics: () => showGenetics(c.id),
                onPartners: () => void partners.search(c.id),
                onDelete: () => (setCreatures((l) => l.filter((x) => x.id !== c.id)), setCombination((l) => l.filter((x) => x !== c.id))),
              }}
            />
          ))}
        </Grid>
        <Pagination page={page} pageCount={pages} onPage={setPage} />
        {pages > 1 ? (
          <Hint data-testid="grid-range">
            <FormattedMessage id="axie.breeding.grid.range" values={{ from: (page - 1) * size + 1, to: Math.min(page * size, visible.length), total: visible.length }} />
          </Hint>
        ) : null}
      </div>
      <PaidSearchDialogs dialog={partners.paid.dialog} onConfirm={partners.paid.confirm} onClose={partners.paid.close} />
    </Section>
  );
}
