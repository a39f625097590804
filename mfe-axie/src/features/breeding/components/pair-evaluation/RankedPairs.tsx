import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@criadero/ui';
import type { CreatureCard } from '../../../../api/axie-api';
import { TOP_PAIRS } from '../../hooks/usePairRanking';
import { useRankedRows } from '../../hooks/useRankedRows';
import { currentPairAtom, openModalAtom, rankingSizeAtom } from '../../state/atoms';
import { HiddenInRanking } from '../HiddenCreatures';
import { Hint } from '../styled';
import { CostRankingNote } from './CostRankingNote';
import { RankedPairRow } from './RankedPairRow';

const Results = styled.ol<{ $stale: boolean }>`
  margin: 0.5rem 0; padding: 0; list-style: none; max-height: 22rem; overflow-y: auto;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  /* rows scrolled out of the box are not laid out or painted; the rank is text, since paint
     containment would clip an outside list marker */
  li { margin: 0.2rem 0; content-visibility: auto; contain-intrinsic-size: auto 4.5rem; }
  li > div { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
  .rank { min-width: 1.6rem; text-align: right; }
  [data-testid='ranked-pair'] { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.2rem 0.35rem; }
  [aria-current='true'] { font-weight: 700; }
`;

const Stale = styled.p`
  margin: 0.25rem 0; padding: 0.4rem 0.6rem; font-size: 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.warning}; border-radius: ${({ theme }) => theme.radius};
`;

interface Props {
  byId: ReadonlyMap<string, CreatureCard>;
  /** the list was ranked from other Axies, filter, rules or model than the page's now */
  stale: boolean;
  running: boolean;
  canRun: boolean;
  /** ranks again; `size` asks for that many best pairs */
  evaluate: (size?: number) => void;
}

/** The ranked pairs: heading, notes, the rows, and "more" for the next pairs. */
export function RankedPairs({ byId, stale, running, canRun, evaluate }: Props) {
  const { ranked, rows, byCost, prices, costed, complete, pool, remaining, moreAvailable } = useRankedRows(byId);
  const [current, setCurrent] = useAtom(currentPairAtom);
  const [size, setSize] = useAtom(rankingSizeAtom);
  const openModal = useSetAtom(openModalAtom);
  const openViewer = useCallback((key: [string, string]) => (setCurrent(key), openModal('pairViewer')), [setCurrent, openModal]);
  if (!ranked) return null;
  const more = () => (costed ? setSize(size + TOP_PAIRS) : evaluate(ranked.pairs.length + TOP_PAIRS));
  return (
    <div data-testid="ranking" data-stale={stale}>
      <h3>
        <FormattedMessage id="axie.breeding.eval.results" values={{ count: rows.length, matched: ranked.matched }} />
      </h3>
      <HiddenInRanking />
      {byCost ? <CostRankingNote prices={prices} complete={complete} pool={pool} /> : null}
      {stale ? (
        <Stale role="status" data-testid="ranking-stale">
          <FormattedMessage id="axie.breeding.eval.stale" />{' '}
          <Button type="button" onClick={() => evaluate()} disabled={!canRun || running}>
            <FormattedMessage id="axie.breeding.eval.rerun" />
          </Button>
        </Stale>
      ) : null}
      {rows.length ? (
        <Results data-testid="ranked-pairs" data-scroll-root $stale={stale}>
          {rows.map((p, index) => {
            const a = byId.get(String(p.idA))!;
            const b = byId.get(String(p.idB))!;
            const isCurrent = current?.[0] === a.id && current?.[1] === b.id;
            return <RankedPairRow key={`${a.id}-${b.id}`} rank={index + 1} pair={p} a={a} b={b} current={isCurrent} onShow={setCurrent} onOpen={openViewer} />;
          })}
        </Results>
      ) : byCost && !costed ? null : (
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
