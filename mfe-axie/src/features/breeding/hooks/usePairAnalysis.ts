import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { analyzePair, compileFilter, type FilterInput, type PairAnalysis } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';
import { parsedGenesOf } from '../domain/genes';
import { toEngineFilter, type FilterSelection } from '../../../domain/selection';
import { filterConfigAtom, modelIdAtom, selectionAtom, userConfigAtom } from '../state/atoms';

/** The pair's analysis under the page filter (or the pair card's custom selection when it has one). */
export function usePairAnalysis(a: CreatureCard | undefined, b: CreatureCard | undefined, custom: FilterSelection | null): PairAnalysis | null {
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const model = useAtomValue(modelIdAtom);
  const userConfig = useAtomValue(userConfigAtom);
  return useMemo(() => {
    if (!a || !b) return null;
    const ga = parsedGenesOf(a);
    const gb = parsedGenesOf(b);
    if (!ga || !gb) return null;
    const filter: FilterInput = toEngineFilter(custom ?? selection, config.priorityOrder);
    if (!compileFilter(filter).groups.length) return null;
    return analyzePair(ga, gb, filter, { model, genesTree: userConfig.genes_tree });
  }, [a, b, custom, selection, config.priorityOrder, model, userConfig.genes_tree]);
}
