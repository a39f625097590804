import { categoryTable, DEFAULT_GENES_TREE, GENES_TREE_MASK, type GenesTreeKey } from '../analysis/categories.js';
import type { CompiledFilter, FilterGroup } from '../analysis/filter.js';
import type { PairOptions } from '../analysis/pair.js';
import { DEFAULT_MODEL_ID, getModel, type InheritanceModelId } from '../inheritance/models.js';
import { breedBlock, childClassOdds, MAX_BREED_COUNT, type Lineage } from '../inheritance/rules.js';
import { PART_TYPES, type AxieClass, type GeneGroupKey, type ParsedGenes } from '../types.js';

/**
 * Two generations, exact: a pair A × B has a child C (not born yet), C is bred with a partner P,
 * and we want the odds of the target genes in the grandchild C × P.
 *
 * Every gene group (part type, body shape, colour) draws its sources on its own and the class rule
 * ignores the genes, so C's groups and class are independent, and for a fixed C the grandchild's
 * groups are too. Hence P(grandchild hits) = classMatch × Π_groups Σ_{C's triple} P(triple) ×
 * P(group hit | triple, P): each group is summed exactly over C's possible (d, r1, r2) in that group.
 * `test/generations.test.ts` checks this against enumerating whole children one by one.
 */

/** The gene groups a child inherits (part types, then body shape and primary colour). */
const CHILD_GENE_GROUPS: readonly GeneGroupKey[] = [...PART_TYPES, 'bodyShape', 'primaryColor'];

/** One possible (d, r1, r2) of a child's gene group: base gene ids (`gen`) and its probability. */
export interface ChildTriple {
  genes: readonly [string, string, string];
  p: number;
}

/** The exact distribution of a future child's genes, group by group. */
export interface ChildGeneDistribution {
  model: InheritanceModelId;
  classOdds: Partial<Record<AxieClass, number>>;
  /** Per group, every possible triple (probabilities sum to 1), likeliest first, ties by gene ids. */
  groups: Record<GeneGroupKey, ChildTriple[]>;
}

const tripleKey = (t: readonly string[]) => t.join('|');

/** The child's genes of A × B: every (d, r1, r2) per group with its exact probability. */
export function childGeneDistribution(a: ParsedGenes, b: ParsedGenes, options: Pick<PairOptions, 'model'> = {}): ChildGeneDistribution {
  const model = getModel(options.model ?? DEFAULT_MODEL_ID);
  const groups = {} as Record<GeneGroupKey, ChildTriple[]>;
  for (const key of CHILD_GENE_GROUPS) {
    const pool = [a[key].d.gen, a[key].r1.gen, a[key].r2.gen, b[key].d.gen, b[key].r1.gen, b[key].r2.gen];
    const merged = new Map<string, ChildTriple>();
    for (const { p, sources } of model.outcomes) {
      const genes = [pool[sources[0]]!, pool[sources[1]]!, pool[sources[2]]!] as const;
      const k = tripleKey(genes);
      const prev = merged.get(k);
      if (prev) prev.p += p;
      else merged.set(k, { genes, p });
    }
    groups[key] = [...merged.values()].sort((x, y) => y.p - x.p || tripleKey(x.genes).localeCompare(tripleKey(y.genes)));
  }
  return { model: model.id, classOdds: childClassOdds(a.class, b.class), groups };
}

/** Per slot (d, r1, r2), the probability of each gene: the three marginals of a group's triples. */
export function slotOdds(triples: readonly ChildTriple[]): [Map<string, number>, Map<string, number>, Map<string, number>] {
  const slots: [Map<string, number>, Map<string, number>, Map<string, number>] = [new Map(), new Map(), new Map()];
  for (const { genes, p } of triples) genes.forEach((gene, s) => slots[s]!.set(gene, (slots[s]!.get(gene) ?? 0) + p));
  return slots;
}

/** Probability of each child slot mask (bit 0 d, bit 1 r1, bit 2 r2 carries a wanted gene). */
export function childMaskOdds(triples: readonly ChildTriple[], wanted: ReadonlySet<string>): Float64Array {
  const out = new Float64Array(8);
  for (const { genes, p } of triples) out[(wanted.has(genes[0]) ? 1 : 0) | (wanted.has(genes[1]) ? 2 : 0) | (wanted.has(genes[2]) ? 4 : 0)]! += p;
  return out;
}

/** One wanted group in the grandchild: P(d, r1, r2 carry it) and the genes-tree probability. */
interface GrandchildGroup {
  key: GeneGroupKey;
  D: number;
  R1: number;
  R2: number;
  custom: number;
}

/** The grandchild's odds (fractions), exact over the child's possible genes and class. */
export interface GrandchildProbabilities {
  model: InheritanceModelId;
  groups: GrandchildGroup[];
  /** P(grandchild's class is wanted); 1 when the filter has no class. */
  classMatch: number;
  /** P(every wanted group in D, and the class matches). */
  allWantedD: number;
  /** Π genes-tree probabilities × classMatch. */
  custom: number;
}

/**
 * A filter compiled against one future child: for each wanted group, the grandchild's slot
 * probabilities for each of the 8 partner masks. A partner then costs 8 lookups, not a recompute.
 */
interface GrandchildScorer {
  model: InheritanceModelId;
  /** per non-class group: [partnerMask][D, R1, R2, custom] */
  readonly groups: readonly { key: GeneGroupKey; group: FilterGroup; byPartnerMask: Float64Array }[];
  readonly classGroup: FilterGroup | null;
  readonly childClassOdds: Partial<Record<AxieClass, number>>;
}

function grandchildScorer(child: ChildGeneDistribution, filter: CompiledFilter, options: Pick<PairOptions, 'genesTree'> = {}): GrandchildScorer {
  const table = categoryTable(child.model);
  const treeMasks = new Set<number>((options.genesTree ?? DEFAULT_GENES_TREE).map((k: GenesTreeKey) => GENES_TREE_MASK[k]));
  const groups: GrandchildScorer['groups'][number][] = [];
  let classGroup: FilterGroup | null = null;
  for (const group of filter.groups) {
    if (group.key === 'class') {
      classGroup = group;
      continue;
    }
    const childMasks = childMaskOdds(child.groups[group.key], group.genes);
    const byPartnerMask = new Float64Array(8 * 4);
    for (let pm = 0; pm < 8; pm++) {
      for (let cm = 0; cm < 8; cm++) {
        const pc = childMasks[cm]!;
        if (pc === 0) continue;
        const row = (cm | (pm << 3)) * 8;
        for (let g = 0; g < 8; g++) {
          const p = pc * table[row + g]!;
          if (g & 1) byPartnerMask[pm * 4]! += p;
          if (g & 2) byPartnerMask[pm * 4 + 1]! += p;
          if (g & 4) byPartnerMask[pm * 4 + 2]! += p;
          if (treeMasks.has(g)) byPartnerMask[pm * 4 + 3]! += p;
        }
      }
    }
    groups.push({ key: group.key, group, byPartnerMask });
  }
  return { model: child.model, groups, classGroup, childClassOdds: child.classOdds };
}

export const partnerMask = (partner: ParsedGenes, group: FilterGroup): number => {
  const t = partner[group.key as GeneGroupKey];
  return (group.genes.has(t.d.gen) ? 1 : 0) | (group.genes.has(t.r1.gen) ? 2 : 0) | (group.genes.has(t.r2.gen) ? 4 : 0);
};

function classMatchOf(scorer: GrandchildScorer, partner: ParsedGenes): number {
  if (!scorer.classGroup) return 1;
  let classMatch = 0;
  for (const [cls, pc] of Object.entries(scorer.childClassOdds) as [AxieClass, number][]) {
    const odds = childClassOdds(cls, partner.class);
    for (const wanted of scorer.classGroup.genes) classMatch += pc * (odds[wanted as AxieClass] ?? 0);
  }
  return classMatch;
}

/** One number of scoreGrandchild (allWantedD or custom) without building the answer: the ranking's inner loop. */
function grandchildScore(scorer: GrandchildScorer, partner: ParsedGenes, column: 0 | 3): number {
  let score = classMatchOf(scorer, partner);
  for (const { group, byPartnerMask } of scorer.groups) score *= byPartnerMask[partnerMask(partner, group) * 4 + column]!;
  return score;
}

/** The grandchild's odds with one partner (see GrandchildScorer). */
function scoreGrandchild(scorer: GrandchildScorer, partner: ParsedGenes): GrandchildProbabilities {
  const classMatch = classMatchOf(scorer, partner);
  let allWantedD = classMatch;
  let custom = classMatch;
  const groups = scorer.groups.map(({ key, group, byPartnerMask }) => {
    const at = partnerMask(partner, group) * 4;
    const g: GrandchildGroup = { key, D: byPartnerMask[at]!, R1: byPartnerMask[at + 1]!, R2: byPartnerMask[at + 2]!, custom: byPartnerMask[at + 3]! };
    allWantedD *= g.D;
    custom *= g.custom;
    return g;
  });
  return { model: scorer.model, groups, classMatch, allWantedD, custom };
}

/** The grandchild's odds of a future child of A × B bred with `partner`, under `filter`. */
export function grandchildProbabilities(child: ChildGeneDistribution, partner: ParsedGenes, filter: CompiledFilter, options: Pick<PairOptions, 'genesTree'> = {}): GrandchildProbabilities {
  return scoreGrandchild(grandchildScorer(child, filter, options), partner);
}

/** A creature that could breed with the future child. */
export interface PartnerCandidate extends Lineage {
  genes: ParsedGenes;
  /** Marketplace price (USD) when it must be bought, else null. */
  priceUsd?: number | null;
}

export interface RankedGrandchildPartner {
  id: string;
  probabilities: GrandchildProbabilities;
  /** allWantedD or custom, as asked */
  score: number;
}

export interface GrandchildPartnerOptions extends Pick<PairOptions, 'genesTree'> {
  metric?: 'allD' | 'custom';
  topK?: number;
}

/**
 * The future child's parents may not breed with it, nor may its siblings (a creature with A or B
 * as a parent), nor a creature at the breed limit (the child itself starts at 0).
 */
export function canPartnerChild(parents: readonly [Lineage, Lineage], candidate: Lineage): boolean {
  const childLineage: Lineage = { id: '\u0000future-child', sireId: parents[0].id, matronId: parents[1].id, breedCount: 0 };
  return breedBlock(childLineage, candidate, MAX_BREED_COUNT) === null;
}

/** The best partners for the future child of A × B: grandchild odds, likeliest first (ties by id). Pairs at 0 are left out. */
export function rankGrandchildPartners(
  child: ChildGeneDistribution,
  parents: readonly [Lineage, Lineage],
  candidates: readonly PartnerCandidate[],
  filter: CompiledFilter,
  options: GrandchildPartnerOptions = {},
): RankedGrandchildPartner[] {
  const scorer = grandchildScorer(child, filter, options);
  const column = options.metric === 'custom' ? 3 : 0;
  const scored: { candidate: PartnerCandidate; id: string; score: number }[] = [];
  for (const c of candidates) {
    const score = grandchildScore(scorer, c.genes, column);
    if (score > 0 && canPartnerChild(parents, c)) scored.push({ candidate: c, id: String(c.id), score });
  }
  scored.sort((x, y) => y.score - x.score || x.id.localeCompare(y.id));
  const kept = options.topK === undefined ? scored : scored.slice(0, options.topK);
  // the whole answer only for the partners returned
  return kept.map(({ candidate, id, score }) => ({ id, score, probabilities: scoreGrandchild(scorer, candidate.genes) }));
}
