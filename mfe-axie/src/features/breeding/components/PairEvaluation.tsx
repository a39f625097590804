import { useAtom, useAtomValue } from 'jotai';
import { useMemo, useRef } from 'react';
import { Section } from '@criadero/ui';
import { usePairRanking } from '../hooks/usePairRanking';
import { currentPairAtom, rankedPairsAtom } from '../state/atoms';
import { shownCreaturesAtom } from '../state/hidden';
import { Panel } from '../../../components/styled';
import { AnyPairPicker } from './pair-evaluation/AnyPairPicker';
import { ChosenPairs } from './pair-evaluation/ChosenPairs';
import { EvaluationStatus } from './pair-evaluation/EvaluationStatus';
import { LockedRulesNotice } from './pair-evaluation/LockedRulesNotice';
import { RankedPairs } from './pair-evaluation/RankedPairs';
import { RankingOptions } from './pair-evaluation/RankingOptions';
import { PairCard } from './PairCard';

/** "Evaluar parejas": the ranking's options, its status, the ranked pairs, any pair, the pair card and the kept pairs. */
export function PairEvaluation() {
  // hidden Axies leave the list, the pair card and the pickers (they stay loaded)
  const creatures = useAtomValue(shownCreaturesAtom);
  const ranked = useAtomValue(rankedPairsAtom);
  const [current, setCurrent] = useAtom(currentPairAtom);
  const { state, evaluate, cancel, inputs } = usePairRanking();
  // "Evaluar parejas" asks the next ranking to come into view (RankedPairs)
  const revealNext = useRef(false);
  const byId = useMemo(() => new Map(creatures.map((c) => [c.id, c])), [creatures]);
  // a list from other Axies, filter, rules or model says so
  const stale = ranked !== null && ranked.inputs !== inputs.key;
  const running = state.status === 'running';
  const canRun = inputs.adults.length >= 2;
  const a = current ? byId.get(current[0]) : undefined;
  const b = current ? byId.get(current[1]) : undefined;
  return (
    <Section title="axie.breeding.eval.title" as={Panel}>
      <LockedRulesNotice />
      <RankingOptions running={running} canRun={canRun} hasCreatures={creatures.length > 0} onRun={() => ((revealNext.current = true), void evaluate())} onCancel={cancel} />
      <EvaluationStatus state={state} eggs={inputs.eggs} />
      <RankedPairs byId={byId} stale={stale} running={running} canRun={canRun} evaluate={(size) => void evaluate(size)} revealNext={revealNext} />
      <AnyPairPicker creatures={creatures} onOpen={setCurrent} />
      {a && b ? <PairCard a={a} b={b} pairKey={`${a.id}-${b.id}`} /> : null}
      <ChosenPairs />
    </Section>
  );
}
