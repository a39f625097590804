import { atLeastOnePercent } from '../analysis/probability.js';
import { MAX_BREED_COUNT } from '../inheritance/rules.js';

/** Breeding fees are configuration: they change with game economy updates. */
export interface BreedingCostConfig {
  /** Date (ISO, year-month precision allowed) the figures were last confirmed. */
  asOf: string;
  /** SLP each parent pays, indexed by that parent's breed count before breeding (0..6). */
  slpByBreedCount: readonly number[];
  /** AXS fee per breeding (paid once per pair). */
  axsPerBreed: number;
  maxBreedCount: number;
  source: string;
}

/** Early-2022 fees (product spec §9; research note §3.5). No newer public source was found. */
export const DEFAULT_BREEDING_COSTS: BreedingCostConfig = Object.freeze({
  asOf: '2022-02',
  slpByBreedCount: Object.freeze([900, 1350, 2250, 3600, 5850, 9450, 15300]),
  axsPerBreed: 0.5,
  maxBreedCount: MAX_BREED_COUNT,
  source: 'Product spec §9; gamewith.net / afkgaming.com guides (early 2022: SLP ×3, fixed 0.5 AXS). Verify in-app.',
});

/** USD prices per token, e.g. from the token strip. */
export interface TokenPrices {
  slpUsd: number;
  axsUsd: number;
}

/** Maps the spec's `POST tokens/` response (keys smooth-love-potion, axie-infinity) to TokenPrices. */
export function tokenPricesFromApi(usd: Record<string, number | undefined>): TokenPrices {
  const slpUsd = usd['smooth-love-potion'];
  const axsUsd = usd['axie-infinity'];
  if (typeof slpUsd !== 'number' || typeof axsUsd !== 'number') throw new TypeError('token prices need smooth-love-potion and axie-infinity');
  return { slpUsd, axsUsd };
}

export interface BreedCost {
  slp: number;
  axs: number;
  usd: number;
}

/** Cost of one breeding: SLP[a] + SLP[b] + the AXS fee, for breed counts before breeding. */
export function breedCost(breedCountA: number, breedCountB: number, prices: TokenPrices, config: BreedingCostConfig = DEFAULT_BREEDING_COSTS): BreedCost {
  const slpOf = (bc: number) => {
    const v = config.slpByBreedCount[bc];
    if (v === undefined || bc >= config.maxBreedCount) throw new RangeError(`breed count ${bc} cannot breed (max ${config.maxBreedCount})`);
    return v;
  };
  const slp = slpOf(breedCountA) + slpOf(breedCountB);
  const axs = config.axsPerBreed;
  return { slp, axs, usd: slp * prices.slpUsd + axs * prices.axsUsd };
}

/** One row of the spec's projection table (§3); probabilities in percent. */
export interface ProjectionRow {
  breedNum: number;
  slp_cost: number;
  axs_cost: number;
  usd_cost: number;
  /** Chance one child has every wanted part (percent). */
  prob: number;
  /** Chance of at least one such child within breedNum breeds. */
  probBreed: number;
  /** Same for the custom (genes_tree) criterion. */
  probCustom: number;
  probCustomBreed: number;
  /** Expected number of matching children after breedNum breeds. */
  expected: number;
  expectedCustom: number;
  /** Cumulative USD cost up to and including this breed. */
  usd_cost_total: number;
  /** Average USD cost per breed so far (usd_cost_total / breedNum). */
  usd_cost_avg: number;
  /** USD spent per expected matching child (null when none is expected). */
  usd_cost_per_expected: number | null;
  /** usd_cost_total plus what the parents cost to buy (ProjectionInput.parentsUsd, 0 when not given). */
  usd_total_with_parents: number;
  /** usd_total_with_parents per expected matching child: the cost of a success (null when none is expected). */
  usd_per_success_with_parents: number | null;
}

export interface ProjectionInput {
  breedCountA: number;
  breedCountB: number;
  /** Per-child probabilities as fractions (e.g. PairProbabilities.allWantedD / .custom). */
  prob: number;
  probCustom?: number;
  prices: TokenPrices;
  config?: BreedingCostConfig;
  /** What buying both parents costs (USD), counted once, before the first breed. */
  parentsUsd?: number;
}

/**
 * Projection for each breed the pair can still do (maxBreedCount − the higher breed count);
 * both breed counts rise by one after each breeding.
 */
export function projectBreeding(input: ProjectionInput): ProjectionRow[] {
  const config = input.config ?? DEFAULT_BREEDING_COSTS;
  const { breedCountA: a, breedCountB: b, prob, prices } = input;
  const probCustom = input.probCustom ?? prob;
  const parents = input.parentsUsd ?? 0;
  const breeds = Math.max(0, config.maxBreedCount - Math.max(a, b));
  const rows: ProjectionRow[] = [];
  let total = 0;
  for (let n = 1; n <= breeds; n++) {
    const cost = breedCost(a + n - 1, b + n - 1, prices, config);
    total += cost.usd;
    const expected = n * prob;
    rows.push({
      breedNum: n,
      slp_cost: cost.slp,
      axs_cost: cost.axs,
      usd_cost: cost.usd,
      prob: 100 * prob,
      probBreed: atLeastOnePercent(prob, n),
      probCustom: 100 * probCustom,
      probCustomBreed: atLeastOnePercent(probCustom, n),
      expected,
      expectedCustom: n * probCustom,
      usd_cost_total: total,
      usd_cost_avg: total / n,
      usd_cost_per_expected: expected > 0 ? total / expected : null,
      usd_total_with_parents: total + parents,
      usd_per_success_with_parents: expected > 0 ? (total + parents) / expected : null,
    });
  }
  return rows;
}
