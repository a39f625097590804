import { isAdultStage, type PairConstraint, type RankedPair } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';
import type { CombinationEntry } from './combination';
import { parsedGenesOf } from './genes';
import { activeParentFilters, passesParentFilters } from '../../../domain/parent-filter';
import type { FilterSelection } from '../../../domain/selection';

/** The engine's rule for a combination-filter entry (spec §3: desde, hasta, sea, no-sea). */
export function toConstraint(entry: CombinationEntry): PairConstraint {
  switch (entry.operation) {
    case 'desde':
      return { type: entry.type, part: entry.part, op: 'atLeast', percent: entry.percent };
    case 'hasta':
      return { type: entry.type, part: entry.part, op: 'atMost', percent: entry.percent };
    case 'sea':
      return { type: entry.type, part: entry.part, op: 'possible' };
    case 'no-sea':
      return { type: entry.type, part: entry.part, op: 'impossible' };
  }
}

export const canBreed = (c: Pick<CreatureCard, 'stage'>): boolean => isAdultStage(c.stage);

/** The loaded creatures that pass the selection's parent filters (purity, variant parts, stats). */
export const passingParents = (creatures: readonly CreatureCard[], selection: FilterSelection): readonly CreatureCard[] =>
  activeParentFilters(selection).length ? creatures.filter((c) => passesParentFilters(parsedGenesOf(c), selection)) : creatures;

/** The creatures a ranking pairs: the ones marked for combinations (or all) that pass the parent filters, adults only. */
export function rankingPool(creatures: readonly CreatureCard[], marked: readonly string[], selection: FilterSelection = {}) {
  const chosen = passingParents(marked.length ? creatures.filter((c) => marked.includes(c.id)) : creatures, selection);
  const adults = chosen.filter(canBreed);
  return { adults, eggs: chosen.length - adults.length };
}

/** A ranking and what it was computed from (`inputs`: compare with rankingInputsKey of the page now). */
export interface RankingResult {
  pairs: RankedPair[];
  /** Pairs that qualify in all (the list shows the best `pairs.length` of them). */
  matched: number;
  /** Creatures paired, and eggs left out. */
  eligible: number;
  eggs: number;
  inputs: string;
  /** what it ranks by; a cost or profit ranking's `pairs` are the engine's likeliest pairs, ordered on the page */
  metric: 'allD' | 'custom' | 'cost' | 'profit';
  /** distinct pairs asked for (a cost ranking picks them on the page) */
  distinct: boolean;
}

/**
 * Everything a ranking depends on, as one string: the pool's ids, the filter, the combination
 * rules, the model, the genes tree, whether pairs are distinct and the metric. A list whose key differs from the page's is out of date.
 */
export function rankingInputsKey(parts: { poolIds: readonly string[]; filter: unknown; constraints: readonly PairConstraint[]; model: string; genesTree: readonly string[]; distinct: boolean; metric: string }): string {
  return JSON.stringify([[...parts.poolIds].sort(), parts.filter, parts.constraints, parts.model, parts.genesTree, parts.distinct, parts.metric]);
}
