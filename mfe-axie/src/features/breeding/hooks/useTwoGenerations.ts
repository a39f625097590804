import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import {
  childGeneDistribution,
  compileFilter,
  rankGrandchildPartners,
  type ChildGeneDistribution,
  type PartnerCandidate,
  type RankedGrandchildPartner,
} from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';
import { parsedGenesOf } from '../domain/genes';
import { canBreed } from '../domain/ranking';
import { toEngineFilter } from '../../../domain/selection';
import { filterConfigAtom, modelIdAtom, rankMetricAtom, selectionAtom, userConfigAtom } from '../state/atoms';
import { shownCreaturesAtom } from '../state/hidden';

/** How many partners of the future child the pair card lists. */
const GRANDCHILD_PARTNERS = 10;

export interface TwoGenerations {
  child: ChildGeneDistribution;
  /** null when the page filter wants nothing (no grandchild target) */
  partners: (RankedGrandchildPartner & { creature: CreatureCard })[] | null;
  /** what the partners are ordered by: every wanted part in D, or the genes tree */
  metric: 'allD' | 'custom';
  /** adults considered (loaded and not hidden, the pair itself left out) */
  candidates: number;
}

/**
 * The pair's future child (its exact genes) and the best partners for it among the loaded Axies
 * that are not hidden (market Axies loaded by a search included), for the page's filter. Scoring
 * a partner is a few table lookups once the child is compiled (the genetics bench: 20,000 partners
 * in tens of milliseconds), so this stays on the main thread and runs only when the tab is open.
 */
export function useTwoGenerations(a: CreatureCard, b: CreatureCard): TwoGenerations | null {
  const creatures = useAtomValue(shownCreaturesAtom);
  const selection = useAtomValue(selectionAtom);
  const config = useAtomValue(filterConfigAtom);
  const model = useAtomValue(modelIdAtom);
  const userConfig = useAtomValue(userConfigAtom);
  const rankMetric = useAtomValue(rankMetricAtom);
  const ga = parsedGenesOf(a);
  const gb = parsedGenesOf(b);
  const child = useMemo(() => (ga && gb ? childGeneDistribution(ga, gb, { model }) : null), [ga, gb, model]);
  const metric = rankMetric === 'custom' ? 'custom' : 'allD';
  return useMemo(() => {
    if (!child) return null;
    const filter = compileFilter(toEngineFilter(selection, config.priorityOrder));
    const byId = new Map<string, CreatureCard>();
    const candidates: PartnerCandidate[] = [];
    for (const c of creatures) {
      if (c.id === a.id || c.id === b.id || !canBreed(c)) continue;
      const genes = parsedGenesOf(c);
      if (!genes) continue;
      byId.set(c.id, c);
      candidates.push({ id: c.id, genes, breedCount: c.breedCount, sireId: c.sireId ?? null, matronId: c.matronId ?? null });
    }
    const partners = filter.groups.length
      ? rankGrandchildPartners(child, [a, b], candidates, filter, { metric, genesTree: userConfig.genes_tree, topK: GRANDCHILD_PARTNERS }).map((p) => ({ ...p, creature: byId.get(p.id)! }))
      : null;
    return { child, partners, metric, candidates: candidates.length };
  }, [child, creatures, selection, config.priorityOrder, a, b, metric, userConfig.genes_tree]);
}
