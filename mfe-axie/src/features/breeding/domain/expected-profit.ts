import type { PairBuildValue, PairValueBuild, PairValueResponse } from '@criadero/api-contracts/axie';
import {
  PART_TYPES,
  breedCost,
  childClassOdds,
  compileFilter,
  getPart,
  pairProbabilities,
  type AxieClass,
  type BreedingCostConfig,
  type CompiledFilter,
  type InheritanceModelId,
  type ParsedGenes,
  type PartType,
  type TokenPrices,
} from '@criadero/genetics';
import type { FilterSelection } from '../../../domain/selection';

/**
 * The builds a child can be sold as: one shown part of each wanted type (each combination of the
 * parts the filter accepts), or no part (any child of the class) when the filter names none.
 */
export function wantedCombinations(selection: FilterSelection): string[][] {
  let combos: string[][] = [[]];
  for (const type of PART_TYPES) {
    const options = selection[type] ?? [];
    if (options.length) combos = combos.flatMap((c) => options.map((o) => [...c, o]));
  }
  return combos;
}

/** Key of a build in the value map: class and parts. */
export const buildKey = (build: { class: string; parts: readonly string[] }): string => `${build.class}|${[...build.parts].sort().join(',')}`;

/**
 * The builds to price for children of these classes: each wanted combination, and the class
 * alone (a child without the wanted parts sells as any axie of its class).
 */
export function buildsToPrice(classes: Iterable<AxieClass>, combos: readonly string[][]): PairValueBuild[] {
  const out: PairValueBuild[] = [];
  for (const cls of new Set(classes)) {
    out.push({ class: cls, parts: [] });
    for (const parts of combos) if (parts.length) out.push({ class: cls, parts });
  }
  return out;
}

/** One outcome of a breed: the child's class and build, how likely, and what the market says it is worth. */
export interface Outcome {
  class: AxieClass;
  /** the wanted parts it shows; [] with `rest` = none of the wanted combinations */
  parts: string[];
  rest: boolean;
  probability: number;
  value: PairBuildValue | undefined;
}

export type PairProfit =
  | { status: 'priced'; outcomes: Outcome[]; grossUsd: number; feeUsd: number; breed: { slp: number; axs: number; usd: number }; profitUsd: number }
  | { status: 'few-sales'; outcomes: Outcome[] };

/** What the profit of every pair uses besides the pair: the market's values, fee, tokens, fees, model. */
export interface ProfitContext {
  combos: readonly string[][];
  values: ReadonlyMap<string, PairBuildValue>;
  market: Pick<PairValueResponse, 'marketFee'>;
  prices: TokenPrices;
  config: BreedingCostConfig;
  model: InheritanceModelId;
}

const singlePartFilters = new Map<string, CompiledFilter>();
/** A filter wanting one part only: its group's D is P(child shows that part). */
function onePart(part: string, type: PartType): CompiledFilter {
  let filter = singlePartFilters.get(part);
  if (!filter) singlePartFilters.set(part, (filter = compileFilter({ [type]: part })));
  return filter;
}

const typeOf = (part: string) => getPart(part)!.type as PartType;

/**
 * The expected profit of the pair's next breed: Σ over outcomes of P(outcome) × value, less the
 * marketplace fee on that sale, less the breed's SLP and AXS at the current prices. P(outcome) =
 * P(child class) × Π over wanted types P(child shows that part): class and each part type are
 * inherited independently (the engine's exact figures under the model). 'few-sales' when an
 * outcome that can happen has no value.
 */
export function pairProfit(a: { genes: ParsedGenes; breedCount: number }, b: { genes: ParsedGenes; breedCount: number }, ctx: ProfitContext): PairProfit {
  const partChance = new Map<string, number>();
  const chance = (part: string) => {
    let p = partChance.get(part);
    if (p === undefined) partChance.set(part, (p = pairProbabilities(a.genes, b.genes, onePart(part, typeOf(part)), { model: ctx.model }).groups[0]!.D));
    return p;
  };
  const classOdds = childClassOdds(a.genes.class, b.genes.class);
  const outcomes: Outcome[] = [];
  for (const [cls, pClass] of Object.entries(classOdds) as [AxieClass, number][]) {
    if (!pClass) continue;
    let wanted = 0;
    for (const parts of ctx.combos) {
      if (!parts.length) continue;
      const p = parts.reduce((x, part) => x * chance(part), 1);
      wanted += p;
      if (p > 0) outcomes.push({ class: cls, parts, rest: false, probability: pClass * p, value: ctx.values.get(buildKey({ class: cls, parts })) });
    }
    const rest = 1 - wanted;
    if (rest > 1e-12) outcomes.push({ class: cls, parts: [], rest: true, probability: pClass * rest, value: ctx.values.get(buildKey({ class: cls, parts: [] })) });
  }
  if (outcomes.some((o) => o.value?.valueUsd === null || o.value?.valueUsd === undefined)) return { status: 'few-sales', outcomes };
  const grossUsd = outcomes.reduce((s, o) => s + o.probability * o.value!.valueUsd!, 0);
  const feeUsd = grossUsd * ctx.market.marketFee.rate;
  const breed = breedCost(a.breedCount, b.breedCount, ctx.prices, ctx.config);
  return { status: 'priced', outcomes, grossUsd, feeUsd, breed, profitUsd: grossUsd - feeUsd - breed.usd };
}
