import { childClassOdds } from '../inheritance/rules.js';
import { DEFAULT_MODEL_ID, getModel, type InheritanceModelId } from '../inheritance/models.js';
import type { AxieClass, GeneGroupKey, ParsedGenes } from '../types.js';
import {
  DEFAULT_GENES_TREE,
  GENES_TREE_MASK,
  childMaskDistribution,
  percent3,
  sumWhere,
  toGeneticAnalysis,
  type GeneticAnalysis,
  type GenesTreeKey,
} from './categories.js';
import { asCompiledFilter, slotMask, type CompiledFilter, type FilterInput } from './filter.js';
import { probabilityBand, type ProbabilityBand } from './probability.js';

export interface PairOptions {
  model?: InheritanceModelId;
  /** Categories counted by the "custom" probability (user config genes_tree). */
  genesTree?: readonly GenesTreeKey[];
}

/** Exact probabilities (fractions) for one wanted gene group. */
interface GroupProbabilities {
  key: GeneGroupKey;
  want: string | string[];
  /** P(child slot carries a wanted gene) for d, r1, r2. */
  D: number;
  R1: number;
  R2: number;
  /** Probability of each child mask (index = bit 0 D, bit 1 R1, bit 2 R2; see CATEGORY_KEYS). */
  childMasks: number[];
  /** Sum over the genes_tree categories. */
  custom: number;
}

/** Exact pair probabilities as fractions (the formatted PairAnalysis is built from this). */
export interface PairProbabilities {
  model: InheritanceModelId;
  classOdds: Partial<Record<AxieClass, number>>;
  groups: GroupProbabilities[];
  /** P(child class is one of the wanted classes); 1 when the filter has no class. */
  classMatch: number;
  /** P(every wanted group shows in D, and the class matches). Groups are independent. */
  allWantedD: number;
  /** Π over groups of the genes_tree probability, times classMatch. */
  custom: number;
}

export function pairProbabilities(a: ParsedGenes, b: ParsedGenes, filter: CompiledFilter, options: PairOptions = {}): PairProbabilities {
  const model = getModel(options.model ?? DEFAULT_MODEL_ID);
  const treeMasks = new Set((options.genesTree ?? DEFAULT_GENES_TREE).map((k) => GENES_TREE_MASK[k]));
  const classOdds = childClassOdds(a.class, b.class);
  let classMatch = 1;
  let allWantedD = 1;
  let custom = 1;
  const groups: GroupProbabilities[] = [];
  for (const group of filter.groups) {
    if (group.key === 'class') {
      classMatch = [...group.genes].reduce((s, c) => s + (classOdds[c as AxieClass] ?? 0), 0);
      continue;
    }
    const dist = childMaskDistribution(model, slotMask(a, group), slotMask(b, group));
    const g: GroupProbabilities = {
      key: group.key,
      want: group.want,
      D: sumWhere(dist, (c) => (c & 1) !== 0),
      R1: sumWhere(dist, (c) => (c & 2) !== 0),
      R2: sumWhere(dist, (c) => (c & 4) !== 0),
      childMasks: Array.from(dist),
      custom: sumWhere(dist, (c) => treeMasks.has(c as 0)),
    };
    allWantedD *= g.D;
    custom *= g.custom;
    groups.push(g);
  }
  return { model: model.id, classOdds, groups, classMatch, allWantedD: allWantedD * classMatch, custom: custom * classMatch };
}

/** One wanted group as percentages (3 decimals): D/R1/R2 marginals and the eight categories. */
export interface GroupAnalysis extends GeneticAnalysis {
  want: string | string[];
  D: number;
  R1: number;
  R2: number;
}

/** Formatted pair analysis (all percentages with 3 decimals) — the CLI `pair` output. */
export interface PairAnalysis {
  model: InheritanceModelId;
  class: Partial<Record<AxieClass, number>>;
  parts: Partial<Record<GeneGroupKey, GroupAnalysis>>;
  classMatch: number;
  allWantedD: number;
  custom: number;
  band: ProbabilityBand;
}

function formatPairProbabilities(p: PairProbabilities): PairAnalysis {
  const parts: PairAnalysis['parts'] = {};
  for (const g of p.groups) {
    parts[g.key] = { want: g.want, D: percent3(g.D), R1: percent3(g.R1), R2: percent3(g.R2), ...toGeneticAnalysis(g.childMasks) };
  }
  const cls = Object.fromEntries(Object.entries(p.classOdds).map(([k, v]) => [k, percent3(v)]));
  const allWantedD = percent3(p.allWantedD);
  return { model: p.model, class: cls, parts, classMatch: percent3(p.classMatch), allWantedD, custom: percent3(p.custom), band: probabilityBand(allWantedD) };
}

/** Pair analysis for a filter: per-group D/R1/R2, the eight genetic-analysis categories, totals. */
export function analyzePair(a: ParsedGenes, b: ParsedGenes, filter: FilterInput | CompiledFilter, options: PairOptions = {}): PairAnalysis {
  const compiled = asCompiledFilter(filter);
  return formatPairProbabilities(pairProbabilities(a, b, compiled, options));
}
