import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@criadero/ui';
import type { TokenPrices } from '@criadero/genetics';
import type { CreatureCard } from '../../../../api/axie-api';
import { PAIR_COLUMNS, RANK_ORDER, nextSort, sortPairRows, type PairColumn, type PairSort, type PairSortValues } from '../../domain/pair-table';
import { parentsPriceUsd } from '../../domain/fees';
import { TOP_PAIRS } from '../../hooks/usePairRanking';
import { useRankedRows, type ShownPair } from '../../hooks/useRankedRows';
import { currentPairAtom, modelIdAtom, openModalAtom, rankingSizeAtom } from '../../state/atoms';
import { HiddenInRanking } from '../HiddenCreatures';
import { Hint } from '../styled';
import { CostRankingNote } from './CostRankingNote';
import { ProfitBreakdown } from './ProfitBreakdown';
import { RankedPairRow } from './RankedPairRow';

/** The figure a ranking orders by, shown in bold in its rows. */
export type RankingFigure = 'odds' | 'cost' | 'profit';

/*
 * Compact rows (about 30 px: 24 px portraits, one line of 0.8rem text, two where a wide figure
 * wraps), the page scrolling them with the column titles kept in view: 15 and more pairs in the
 * first screen at 1366 px with the site's menu open. In that table the two parents stand side by
 * side and the classes keep one line; a title wraps within its narrow box rather than widen its
 * column; other cells wrap only between words, never inside one ("Cr/ía"; amounts keep their
 * no-break spaces), so a narrower box makes rows taller, not wider. On a phone each row becomes a
 * few lines of whole cells, each named by its column, and the titles a row of sort buttons:
 * nothing scrolls sideways.
 */
const TableBox = styled.div<{ $stale: boolean }>`
  margin: 0.5rem 0; max-width: 100%; container-type: inline-size;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  table { border-collapse: separate; border-spacing: 0; width: 100%; font-size: 0.8rem; line-height: 1.2; }
  th, td { white-space: normal; overflow-wrap: normal; word-break: normal; padding: 0.1rem 0.25rem; text-align: left; vertical-align: middle; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  td.parents, td.classes { white-space: nowrap; }
  thead th { position: sticky; top: 0; z-index: 2; background: ${({ theme }) => theme.colors.surface}; font-weight: 600; white-space: normal; vertical-align: bottom; }
  thead th button { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0.2rem 0; cursor: pointer; text-align: left; min-height: 24px; max-width: 6.5rem; }
  thead th button:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  td button { padding: 0.1rem 0.4rem; font-size: 0.8rem; min-height: 24px; white-space: nowrap; }
  td.actions { white-space: nowrap; }
  /* rows far from the view are not laid out or painted */
  tbody tr { content-visibility: auto; contain-intrinsic-size: auto 2.2rem; }
  tr[aria-current='true'] td { font-weight: 700; }
  caption { text-align: left; font-size: 0.8rem; color: ${({ theme }) => theme.colors.textMuted}; padding: 0.1rem 0; }
  @container (max-width: 64rem) {
    table, thead, tbody, caption { display: block; }
    table { line-height: normal; }
    thead tr { display: flex; flex-wrap: wrap; gap: 0 0.7rem; }
    thead th { position: static; border: 0; padding: 0; background: none; white-space: nowrap; }
    thead th button { max-width: none; }
    thead th:last-child { display: none; }
    /* rows of different heights: each laid out (a skipped row's guessed height overlapped the next) */
    tbody tr { display: flex; flex-wrap: wrap; align-items: center; gap: 0.15rem 0.8rem; padding: 0.35rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; content-visibility: visible; }
    tbody td { display: block; border: 0; padding: 0; }
    td.parents, td.classes { white-space: normal; }
    td.num { text-align: left; }
    td[data-label]::before { content: attr(data-label) ': '; color: ${({ theme }) => theme.colors.textMuted}; }
    td.rank::before { content: none; }
    td.rank::after { content: '.'; }
    tbody td[colspan] { flex-basis: 100%; }
  }
`;

const Stale = styled.p`
  margin: 0.25rem 0; padding: 0.4rem 0.6rem; font-size: 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.warning}; border-radius: ${({ theme }) => theme.radius};
`;

const HEADERS = defineMessages<PairColumn>({
  rank: { id: 'axie.breeding.table.rank' },
  parents: { id: 'axie.breeding.table.parents' },
  class: { id: 'axie.breeding.table.class' },
  breeds: { id: 'axie.breeding.table.breeds' },
  price: { id: 'axie.breeding.table.price' },
  odds: { id: 'axie.breeding.table.odds' },
  cost: { id: 'axie.breeding.table.cost' },
  profit: { id: 'axie.breeding.table.profit' },
});

/** A column title: a button that sorts by it (and turns the order round), its state in aria-sort. */
function SortHeader({ column, sort, onSort }: { column: PairColumn; sort: PairSort; onSort: (c: PairColumn) => void }) {
  const intl = useIntl();
  const active = sort.column === column;
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'}>
      <button type="button" onClick={() => onSort(column)} data-column={column}>
        {intl.formatMessage(HEADERS[column])}
        <span aria-hidden="true">{active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

function sortValues(pair: ShownPair, rank: number, a: CreatureCard, b: CreatureCard): PairSortValues {
  return {
    rank,
    parents: `${a.id.padStart(12, '0')}-${b.id.padStart(12, '0')}`,
    class: `${a.class.toLowerCase()} ${b.class.toLowerCase()}`,
    breeds: a.breedCount + b.breedCount,
    price: parentsPriceUsd(a, b),
    odds: pair.score,
    cost: pair.cost?.usd ?? null,
    profit: pair.profit?.status === 'priced' ? pair.profit.profitUsd : null,
  };
}

/** What the order rests on: a cost ranking's rule and prices, a profit ranking's rule, a market that did not answer. */
function RankingNotes({ byCost, byProfit, prices, complete, pool, profitUnavailable }: { byCost: boolean; byProfit: boolean; prices: TokenPrices | null | 'unavailable'; complete: boolean; pool: number; profitUnavailable: boolean }) {
  return (
    <>
      {byCost ? <CostRankingNote prices={prices} complete={complete} pool={pool} /> : null}
      {byProfit ? (
        <Hint data-testid="profit-ranking-note">
          {complete ? <FormattedMessage id="axie.breeding.eval.profitNote" /> : <FormattedMessage id="axie.breeding.eval.profitPartial" values={{ pool }} />}
        </Hint>
      ) : null}
      {profitUnavailable ? (
        <Hint role="status">
          <FormattedMessage id="axie.breeding.profit.unavailable" />
        </Hint>
      ) : null}
    </>
  );
}

/** The list is out of date, with the button that ranks again. */
function StaleNotice({ onRerun, disabled }: { onRerun: () => void; disabled: boolean }) {
  return (
    <Stale role="status" data-testid="ranking-stale">
      <FormattedMessage id="axie.breeding.eval.stale" />{' '}
      <Button type="button" onClick={onRerun} disabled={disabled}>
        <FormattedMessage id="axie.breeding.eval.rerun" />
      </Button>
    </Stale>
  );
}

interface Props {
  byId: ReadonlyMap<string, CreatureCard>;
  /** the list was ranked from other Axies, filter, rules or model than the page's now */
  stale: boolean;
  running: boolean;
  canRun: boolean;
  /** ranks again; `size` asks for that many best pairs */
  evaluate: (size?: number) => void;
  /** set by "Evaluar parejas": the next ranking brings the results into view and focuses their heading */
  revealNext: { current: boolean };
}

/** The ranked pairs: heading, notes, the sortable table, and "more" for the next pairs. */
export function RankedPairs({ byId, stale, running, canRun, evaluate, revealNext }: Props) {
  const { ranked, rows, byCost, byProfit, prices, values, complete, pool, remaining, moreAvailable, ordered } = useRankedRows(byId);
  const [current, setCurrent] = useAtom(currentPairAtom);
  const [size, setSize] = useAtom(rankingSizeAtom);
  const model = useAtomValue(modelIdAtom);
  const openModal = useSetAtom(openModalAtom);
  const openViewer = useCallback((key: [string, string]) => (setCurrent(key), openModal('pairViewer')), [setCurrent, openModal]);
  const [sort, setSort] = useState<PairSort>(RANK_ORDER);
  const [openProfit, setOpenProfit] = useState<string | null>(null);
  const toggleProfit = useCallback((key: string) => setOpenProfit((open) => (open === key ? null : key)), []);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // after "Evaluar parejas" the player sees the results where they are (on a phone they sit
    // far below the button), and a screen reader starts at their heading
    if (!ranked || !revealNext.current || !heading.current) return;
    revealNext.current = false;
    heading.current.scrollIntoView?.({ block: 'start' }); // absent in jsdom
    heading.current.focus({ preventScroll: true });
  }, [ranked, revealNext]);

  const sorted = useMemo(() => {
    const ranks = new Map(rows.map((p, i) => [p, i + 1]));
    return sortPairRows(rows, (p) => sortValues(p, ranks.get(p)!, byId.get(String(p.idA))!, byId.get(String(p.idB))!), sort);
  }, [rows, sort, byId]);
  const rankOf = useMemo(() => new Map(rows.map((p, i) => [p, i + 1])), [rows]);

  if (!ranked) return null;
  const more = () => (ordered ? setSize(size + TOP_PAIRS) : evaluate(ranked.pairs.length + TOP_PAIRS));
  const figure: 'odds' | 'cost' | 'profit' = byCost ? 'cost' : byProfit ? 'profit' : 'odds';
  const profitPending = values.status === 'loading' || prices === null;
  const profitUnavailable = values.status === 'unavailable' || prices === 'unavailable';
  return (
    <div data-testid="ranking" data-stale={stale}>
      <h3 ref={heading} tabIndex={-1} style={{ scrollMarginTop: '4rem' }}>
        <FormattedMessage id="axie.breeding.eval.results" values={{ count: rows.length, matched: ranked.matched }} />
      </h3>
      <HiddenInRanking />
      <RankingNotes byCost={byCost} byProfit={byProfit} prices={prices} complete={complete} pool={pool} profitUnavailable={profitUnavailable} />
      {stale ? <StaleNotice onRerun={() => evaluate()} disabled={!canRun || running} /> : null}
      {rows.length ? (
        <TableBox data-testid="ranked-pairs" $stale={stale}>
          <table>
            <caption>
              <FormattedMessage id="axie.breeding.table.caption" />
            </caption>
            <thead>
              <tr>
                {PAIR_COLUMNS.map((c) => (
                  <SortHeader key={c} column={c} sort={sort} onSort={(col) => setSort((s) => nextSort(s, col))} />
                ))}
                <th scope="col">
                  <FormattedMessage id="axie.breeding.table.actions" />
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((p) => {
                const a = byId.get(String(p.idA))!;
                const b = byId.get(String(p.idB))!;
                const key = `${a.id}-${b.id}`;
                const isCurrent = current?.[0] === a.id && current?.[1] === b.id;
                const open = openProfit === key && p.profit !== null && values.status === 'ready';
                return (
                  <Fragment key={key}>
                    <RankedPairRow
                      rank={rankOf.get(p)!}
                      pair={p}
                      a={a}
                      b={b}
                      figure={figure}
                      current={isCurrent}
                      profitOpen={open}
                      profitPending={profitPending}
                      profitUnavailable={profitUnavailable}
                      onShow={setCurrent}
                      onOpen={openViewer}
                      onToggleProfit={toggleProfit}
                    />
                    {open && values.status === 'ready' ? (
                      <tr>
                        <td colSpan={PAIR_COLUMNS.length + 1}>
                          <ProfitBreakdown id={`profit-${key}`} pair={[a.id, b.id]} profit={p.profit!} market={values.market} model={model} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </TableBox>
      ) : (byCost || byProfit) && !ordered ? null : (
        <Hint>
          <FormattedMessage id="axie.breeding.eval.noPairs" />
        </Hint>
      )}
      {!stale && moreAvailable ? (
        <Button type="button" onClick={more} disabled={running}>
          <FormattedMessage id="axie.breeding.eval.more" values={{ count: Math.min(TOP_PAIRS, remaining) }} />
        </Button>
      ) : null}
    </div>
  );
}
