import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { childGeneDistribution, compileFilter, type ChildGeneDistribution, type InheritanceModelId, type TwoGenerationOutlook } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';
import { parsedGenesOf } from '../domain/genes';
import { rankingPool } from '../domain/ranking';
import { toEngineFilter } from '../../../domain/selection';
import { combinationIdsAtom, filterConfigAtom, modelIdAtom, rankMetricAtom, selectionAtom, userConfigAtom } from '../state/atoms';
import { shownCreaturesAtom } from '../state/hidden';
import { usePairsEngine } from './usePairsEngine';

/** How many partners of the future child the pair card lists. */
const GRANDCHILD_PARTNERS = 10;

type OutlookState = { status: 'loading' } | { status: 'no-filter' } | { status: 'failed' } | { status: 'done'; outlook: TwoGenerationOutlook; byId: ReadonlyMap<string, CreatureCard> };

export interface TwoGenerations {
  model: InheritanceModelId;
  child: ChildGeneDistribution;
  /** what the partners are ordered by: every wanted part in D, or the genes tree */
  metric: 'allD' | 'custom';
  outlook: OutlookState;
}

/**
 * The pair's future child (its exact genes, computed here: a few hundred outcomes) and its
 * outlook for the page's filter: the kinds of child it can be and the best partners for each,
 * among the adults the evaluation pairs (the same pool, loaded once in the ranking's workers:
 * scoring 20,000 partners happens there, never on the page's thread).
 */
export function useTwoGenerations(a: CreatureCard, b: CreatureCard): TwoGenerations | null {
  const creatures = useAtomValue(shownCreaturesAtom);
  const combination = useAtomValue(combinationIdsAtom);
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const model = useAtomValue(modelIdAtom);
  const userConfig = useAtomValue(userConfigAtom);
  const rankMetric = useAtomValue(rankMetricAtom);
  const metric = rankMetric === 'custom' ? 'custom' : 'allD';
  const adults = useMemo(() => rankingPool(creatures, combination, selection).adults, [creatures, combination, selection]);
  const ready = usePairsEngine(adults);
  const ga = parsedGenesOf(a);
  const gb = parsedGenesOf(b);
  const child = useMemo(() => (ga && gb ? childGeneDistribution(ga, gb, { model }) : null), [ga, gb, model]);
  const filter = useMemo(() => toEngineFilter(selection, config.priorityOrder), [selection, config.priorityOrder]);
  const wantsSomething = useMemo(() => compileFilter(filter).groups.length > 0, [filter]);
  const [outlook, setOutlook] = useState<OutlookState>({ status: 'loading' });

  useEffect(() => {
    if (!child) return;
    if (!wantsSomething) return setOutlook({ status: 'no-filter' });
    let current = true;
    setOutlook({ status: 'loading' });
    const lineage = (c: CreatureCard) => ({ id: c.id, genes: c.genes, sireId: c.sireId ?? null, matronId: c.matronId ?? null });
    ready(adults)
      .then(({ client }) => client.outlook({ parents: [lineage(a), lineage(b)], filter, model, metric, genesTree: userConfig.genes_tree, topK: GRANDCHILD_PARTNERS }))
      .then(
        (answer) => {
          if (!current) return;
          const byId = new Map(adults.filter((c) => answer.partners.some((p) => p.id === c.id)).map((c) => [c.id, c]));
          setOutlook({ status: 'done', outlook: answer, byId });
        },
        () => current && setOutlook({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [child, wantsSomething, ready, adults, a, b, filter, model, metric, userConfig.genes_tree]);

  return child ? { model, child, metric, outlook } : null;
}
