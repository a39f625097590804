import { categoryTable, DEFAULT_GENES_TREE, GENES_TREE_MASK, type GenesTreeKey } from '../analysis/categories.js';
import { asCompiledFilter, type CompiledFilter, type FilterGroup, type FilterInput } from '../analysis/filter.js';
import { decodeGenes } from '../decode/index.js';
import type { PairOptions } from '../analysis/pair.js';
import { DEFAULT_BREEDING_COSTS, type BreedingCostConfig } from '../costs/index.js';
import { childClassOdds, MAX_BREED_COUNT } from '../inheritance/rules.js';
import { geneCode, lineageCodeOf, TABLE_GROUPS, type CreatureTable } from '../pairs/table.js';
import type { InheritanceModelId } from '../inheritance/models.js';
import { AXIE_CLASSES, type AxieClass, type GeneGroupKey, type ParsedGenes } from '../types.js';
import { canPartnerChild, childGeneDistribution, childMaskOdds, partnerMask, type ChildGeneDistribution, type PartnerCandidate } from './two-generations.js';
import type { Lineage } from '../inheritance/rules.js';

/**
 * Two generations as breeders play them: the child of A × B is born and its genes are seen before
 * it is bred. For a target, what matters of a child is which of its slots carry a wanted gene in
 * each wanted group, and its class: a "kind" of child. Each kind has its own grandchild odds with
 * each partner, and many kinds have none at all (a child that did not inherit the part cannot pass
 * it on unless the partner carries it). The single blended figure (`rankGrandchildPartners`) is
 * Σ P(kind) × odds(kind, partner); this module keeps the kinds apart.
 */

/** A kind of child for a target, and how likely it is. */
export interface ChildKind {
  /** Per wanted part group (the filter's order, class left out): bit 0 d, bit 1 r1, bit 2 r2 carries a wanted gene. */
  masks: readonly number[];
  /** The child's class when the target asks for one, else null (the class then changes nothing). */
  cls: AxieClass | null;
  p: number;
}

/** A target compiled against one future child: its kinds, and the grandchild odds of each kind with any partner. */
export interface TwoGenerationTarget {
  model: InheritanceModelId;
  /** The wanted part groups, in the order of `ChildKind.masks`. */
  groups: readonly GeneGroupKey[];
  /** Every kind the child can be (p > 0), likeliest first; probabilities sum to 1. */
  kinds: readonly ChildKind[];
  /** Grandchild odds for each kind (same order as `kinds`) with this partner: every wanted part in D, or the genes tree. */
  oddsByKind(partner: ParsedGenes): Float64Array;
  /** The same from what the odds read of a partner: its class and its slot mask in each wanted group (`groups` order). */
  oddsFor(partnerClass: AxieClass, partnerMasks: readonly number[]): Float64Array;
}

export interface TargetOptions extends Pick<PairOptions, 'genesTree'> {
  metric?: 'allD' | 'custom';
}

/** For each wanted group: [childMask * 8 + partnerMask] → P(the grandchild's group meets the metric). */
function groupOddsTable(model: InheritanceModelId, metric: 'allD' | 'custom', genesTree: readonly GenesTreeKey[]): Float64Array {
  const table = categoryTable(model);
  const accept = new Set<number>(metric === 'custom' ? genesTree.map((k) => GENES_TREE_MASK[k]) : [1, 3, 5, 7]);
  const out = new Float64Array(64);
  for (let cm = 0; cm < 8; cm++)
    for (let pm = 0; pm < 8; pm++) for (let g = 0; g < 8; g++) if (accept.has(g)) out[cm * 8 + pm]! += table[(cm | (pm << 3)) * 8 + g]!;
  return out;
}

export function twoGenerationTarget(child: ChildGeneDistribution, filter: CompiledFilter, options: TargetOptions = {}): TwoGenerationTarget {
  const partGroups: FilterGroup[] = filter.groups.filter((g) => g.key !== 'class');
  const classGroup = filter.groups.find((g) => g.key === 'class') ?? null;
  const odds = groupOddsTable(child.model, options.metric ?? 'allD', options.genesTree ?? DEFAULT_GENES_TREE);
  // the kinds: the product of each group's child-mask odds and the class odds (independent, see two-generations.ts)
  let kinds: ChildKind[] = [{ masks: [], cls: null, p: 1 }];
  for (const group of partGroups) {
    const maskOdds = childMaskOdds(child.groups[group.key as GeneGroupKey], group.genes);
    kinds = kinds.flatMap((k) => [...maskOdds].flatMap((p, m) => (p > 0 ? [{ ...k, masks: [...k.masks, m], p: k.p * p }] : [])));
  }
  if (classGroup) {
    const classes = Object.entries(child.classOdds) as [AxieClass, number][];
    kinds = kinds.flatMap((k) => classes.map(([cls, p]) => ({ ...k, cls, p: k.p * p })));
  }
  kinds.sort((x, y) => y.p - x.p || x.masks.join().localeCompare(y.masks.join()) || String(x.cls).localeCompare(String(y.cls)));
  const classMatch = (cls: AxieClass, partnerClass: AxieClass): number => {
    const byClass = childClassOdds(cls, partnerClass);
    let p = 0;
    for (const wanted of classGroup!.genes) p += byClass[wanted as AxieClass] ?? 0;
    return p;
  };
  return {
    model: child.model,
    groups: partGroups.map((g) => g.key as GeneGroupKey),
    kinds,
    oddsByKind(partner) {
      return this.oddsFor(partner.class, partGroups.map((g) => partnerMask(partner, g)));
    },
    oddsFor(partnerClass, masks) {
      const out = new Float64Array(kinds.length);
      kinds.forEach((k, i) => {
        let p = k.cls === null ? 1 : classMatch(k.cls, partnerClass);
        for (let g = 0; g < masks.length && p > 0; g++) p *= odds[k.masks[g]! * 8 + masks[g]!]!;
        out[i] = p;
      });
      return out;
    },
  };
}

/** One partner's plan: the blended odds, and which children it can work with. */
export interface PartnerOutlook {
  id: string;
  /** Odds of a grandchild with the target from a child not yet born (Σ P(kind) × odds). */
  blended: number;
  /** Share of children with which this partner can give the target at all (odds > 0). */
  reachable: number;
  /** Grandchild odds per kind (the target's `kinds` order). */
  oddsByKind: Float64Array;
}

/** For each kind of child, the best partner among the candidates and its grandchild odds. */
export interface KindOutlook {
  kind: ChildKind;
  /** null when no candidate can give the target with this kind of child */
  bestId: string | null;
  bestOdds: number;
}

export interface TwoGenerationOutlook {
  /** The wanted part groups, in the order of each kind's masks. */
  groups: readonly GeneGroupKey[];
  /** Candidates that may breed with the child (its parents, siblings and creatures at the breed limit left out). */
  candidates: number;
  /** The best partners by blended odds, likeliest first (ties by id); partners at 0 left out. */
  partners: PartnerOutlook[];
  /** Every kind, likeliest first, with its best partner. */
  kinds: KindOutlook[];
  /** Share of children no candidate can give the target with. */
  unreachable: number;
}

/**
 * Gathers the outlook one candidate at a time. Partners with the same class and masks score the
 * same, so each distinct (class, masks) is scored once: a few hundred at most, whatever the number
 * of candidates.
 */
class OutlookBuilder {
  private readonly bySignature = new Map<string, Float64Array>();
  private readonly best: { odds: number; id: string | null }[];
  private readonly scored: { id: string; blended: number; odds: Float64Array }[] = [];
  private count = 0;

  constructor(private readonly target: TwoGenerationTarget) {
    this.best = target.kinds.map(() => ({ odds: 0, id: null }));
  }

  add(id: string, cls: AxieClass, masks: readonly number[]): void {
    this.count++;
    const signature = `${cls}:${masks.join('')}`;
    let odds = this.bySignature.get(signature);
    if (!odds) this.bySignature.set(signature, (odds = this.target.oddsFor(cls, masks)));
    let blended = 0;
    odds.forEach((p, i) => {
      blended += this.target.kinds[i]!.p * p;
      const b = this.best[i]!;
      if (p > b.odds || (p === b.odds && p > 0 && b.id !== null && id < b.id)) Object.assign(b, { odds: p, id });
    });
    if (blended > 0) this.scored.push({ id, blended, odds });
  }

  result(topK?: number): TwoGenerationOutlook {
    const scored = this.scored.sort((x, y) => y.blended - x.blended || x.id.localeCompare(y.id));
    const kept = topK === undefined ? scored : scored.slice(0, topK);
    const kinds = this.target.kinds.map((kind, i) => ({ kind, bestId: this.best[i]!.id, bestOdds: this.best[i]!.odds }));
    return {
      groups: this.target.groups,
      candidates: this.count,
      partners: kept.map(({ id, blended, odds }) => ({ id, blended, oddsByKind: odds, reachable: reachableShare(this.target, odds) })),
      kinds,
      unreachable: kinds.reduce((s, k) => s + (k.bestOdds > 0 ? 0 : k.kind.p), 0),
    };
  }
}

/** The outlook of the future child of A × B over the candidates (its parents, siblings and creatures at the breed limit left out). */
export function twoGenerationOutlook(
  target: TwoGenerationTarget,
  parents: readonly [Lineage, Lineage],
  candidates: readonly PartnerCandidate[],
  filter: CompiledFilter,
  options: { topK?: number } = {},
): TwoGenerationOutlook {
  const partGroups = filter.groups.filter((g) => g.key !== 'class');
  const builder = new OutlookBuilder(target);
  for (const c of candidates)
    if (canPartnerChild(parents, c))
      builder.add(
        String(c.id),
        c.genes.class,
        partGroups.map((g) => partnerMask(c.genes, g)),
      );
  return builder.result(options.topK);
}

/**
 * The same over a loaded CreatureTable (the workers' copy of the creatures): adults only, read
 * from the typed columns without decoding anything again.
 */
export function tableOutlook(
  target: TwoGenerationTarget,
  parents: readonly [Lineage, Lineage],
  table: CreatureTable,
  filter: CompiledFilter,
  options: { topK?: number; maxBreedCount?: number } = {},
): TwoGenerationOutlook {
  const max = options.maxBreedCount ?? MAX_BREED_COUNT;
  const groups = filter.groups
    .filter((g) => g.key !== 'class')
    .map((g) => ({ at: TABLE_GROUPS.indexOf(g.key as GeneGroupKey) * 3, codes: new Set([...g.genes].map(geneCode)) }));
  const parentIds = new Set(parents.map((p) => String(p.id)));
  const parentCodes = new Set(parents.map((p) => lineageCodeOf(table, p.id)).filter((c) => c !== 0));
  const builder = new OutlookBuilder(target);
  const masks = groups.map(() => 0);
  for (let row = 0; row < table.size; row++) {
    // the child's parents, its siblings (a parent in common), eggs and creatures at the limit
    if (!table.adult[row] || table.breedCount[row]! >= max || parentIds.has(String(table.ids[row]))) continue;
    if (parentCodes.has(table.sireCode[row]!) || parentCodes.has(table.matronCode[row]!)) continue;
    groups.forEach(({ at, codes }, g) => {
      const base = row * 24 + at;
      masks[g] = (codes.has(table.genes[base]!) ? 1 : 0) | (codes.has(table.genes[base + 1]!) ? 2 : 0) | (codes.has(table.genes[base + 2]!) ? 4 : 0);
    });
    builder.add(String(table.ids[row]), AXIE_CLASSES[table.classCode[row]!]!, masks);
  }
  return builder.result(options.topK);
}

/** Share of children (by probability) whose grandchild odds are above 0. */
const reachableShare = (target: TwoGenerationTarget, odds: ArrayLike<number>): number =>
  target.kinds.reduce((s, k, i) => s + (odds[i]! > 0 ? k.p : 0), 0);

/** What a plan spends and its chance of success within the breed limits. */
export interface BreedingPlan {
  /** P(at least one grandchild with the target before a breed limit stops the plan). */
  success: number;
  /** Expected SLP and AXS paid until the first success or the end of the plan. */
  slp: number;
  axs: number;
  /** Breeds each side has left at the start: A × B, and the partner. */
  pairBreeds: number;
  partnerBreeds: number;
}

export interface BreedingPlanInput {
  breedCountA: number;
  breedCountB: number;
  partnerBreedCount: number;
  /** The target's kinds and the partner's grandchild odds for each (from `oddsByKind`). */
  kinds: readonly Pick<ChildKind, 'p'>[];
  oddsByKind: ArrayLike<number>;
  config?: BreedingCostConfig;
}

/**
 * The plan a breeder follows with one partner, every creature bought once: breed A × B and look at
 * the child; a child that cannot give the target with the partner is set aside, one that can is
 * bred with the partner until a grandchild has the target or the child or the partner reaches the
 * breed limit, and then A × B breed again. Every breed raises both parents' counts, and each
 * parent pays the SLP of its count before breeding (spec §9 table) plus the AXS fee per breed. The
 * plan ends at the first success or when A × B or the partner can breed no more. Exact, by
 * recursion over the breed counts (at most 8 × 8 × 8 states per kind of child).
 */
export function breedingPlan(input: BreedingPlanInput): BreedingPlan {
  const config = input.config ?? DEFAULT_BREEDING_COSTS;
  const max = config.maxBreedCount;
  const slpAt = (bc: number) => config.slpByBreedCount[bc]!;
  const pairBreeds = Math.max(0, max - Math.max(input.breedCountA, input.breedCountB));
  const partnerBreeds = Math.max(0, max - input.partnerBreedCount);
  // kinds with the same odds act alike: merge them
  const weights = new Map<number, number>();
  input.kinds.forEach((k, i) => weights.set(input.oddsByKind[i]!, (weights.get(input.oddsByKind[i]!) ?? 0) + k.p));
  const kinds = [...weights].map(([q, w]) => ({ q, w }));
  type Outcome = { success: number; slp: number; axs: number };
  const none: Outcome = { success: 0, slp: 0, axs: 0 };
  const fresh = new Map<number, Outcome>();
  /** i A × B breeds and j partner breeds done, no child in hand. */
  const newChild = (i: number, j: number): Outcome => {
    if (i >= pairBreeds || j >= partnerBreeds) return none;
    const key = i * 64 + j;
    const known = fresh.get(key);
    if (known) return known;
    const out = { success: 0, slp: slpAt(input.breedCountA + i) + slpAt(input.breedCountB + i), axs: config.axsPerBreed };
    for (const { q, w } of kinds) {
      const next = withChild(q, 0, i + 1, j);
      out.success += w * next.success;
      out.slp += w * next.slp;
      out.axs += w * next.axs;
    }
    fresh.set(key, out);
    return out;
  };
  /** A child with odds q and c breeds done in hand; i, j as above. */
  const withChild = (q: number, c: number, i: number, j: number): Outcome => {
    if (q <= 0 || c >= max || j >= partnerBreeds) return newChild(i, j);
    const after = withChild(q, c + 1, i, j + 1);
    return {
      success: q + (1 - q) * after.success,
      slp: slpAt(c) + slpAt(input.partnerBreedCount + j) + (1 - q) * after.slp,
      axs: config.axsPerBreed + (1 - q) * after.axs,
    };
  };
  return { ...newChild(0, 0), pairBreeds, partnerBreeds };
}

/** A parent of the future child as the page knows it. */
export interface OutlookParent extends Lineage {
  genes: string | ParsedGenes;
}

/** What the page asks of the creatures loaded in a table (the workers' or the in-page engine's). */
export interface OutlookRequest extends TargetOptions {
  parents: readonly [OutlookParent, OutlookParent];
  filter: FilterInput | CompiledFilter;
  model?: InheritanceModelId;
  topK?: number;
}

/** The child of the request's pair compiled for its target, and its outlook over the table's adults. */
export function outlookInTable(table: CreatureTable, request: OutlookRequest): TwoGenerationOutlook {
  const [a, b] = request.parents.map((p) => (typeof p.genes === 'string' ? decodeGenes(p.genes) : p.genes)) as [ParsedGenes, ParsedGenes];
  const filter = asCompiledFilter(request.filter);
  const target = twoGenerationTarget(childGeneDistribution(a, b, { model: request.model }), filter, request);
  return tableOutlook(target, request.parents, table, filter, { topK: request.topK });
}
