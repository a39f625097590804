import { percent3, projectBreeding, type BreedingCostConfig, type RankedPair, type TokenPrices } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';
import { parentsPriceUsd } from './fees';

/**
 * How many of the likeliest pairs a cost ranking weighs. A pair outside them is at most as likely
 * as the last one, which bounds its cost from below (see costRankingIsComplete).
 */
export const COST_POOL = 2000;

/** A pair's cheapest expected cost of one success: the lowest 'cost per success' row of its projection. */
export interface PairCost {
  usd: number;
  /** the breed of that row (1 = first breed) */
  breeds: number;
}

/**
 * The pair card's projection (same probability, fee table, token prices and parents' prices), so
 * the list's figure is a row of the card's table. Null when no child is expected.
 */
export function pairCost(a: CreatureCard, b: CreatureCard, score: number, prices: TokenPrices, config: BreedingCostConfig): PairCost | null {
  const rows = projectBreeding({ breedCountA: a.breedCount, breedCountB: b.breedCount, prob: percent3(score) / 100, prices, config, parentsUsd: parentsPriceUsd(a, b) ?? 0 });
  let best: PairCost | null = null;
  for (const r of rows) if (r.usd_per_success_with_parents !== null && (!best || r.usd_per_success_with_parents < best.usd)) best = { usd: r.usd_per_success_with_parents, breeds: r.breedNum };
  return best;
}

export interface CostRankedPair extends RankedPair {
  cost: PairCost;
}

/**
 * The engine's likeliest pairs ordered by cost per success, cheapest first; `distinct` keeps
 * each Axie in one pair (cheapest pair first, then the cheapest of the Axies left).
 */
export function rankByCost(pairs: readonly RankedPair[], byId: ReadonlyMap<string, CreatureCard>, prices: TokenPrices, config: BreedingCostConfig, distinct: boolean): CostRankedPair[] {
  const costed: CostRankedPair[] = [];
  for (const p of pairs) {
    const a = byId.get(String(p.idA));
    const b = byId.get(String(p.idB));
    const cost = a && b ? pairCost(a, b, p.score, prices, config) : null;
    if (cost) costed.push({ ...p, cost });
  }
  costed.sort((x, y) => x.cost.usd - y.cost.usd || y.score - x.score);
  return distinct ? keepDistinct(costed) : costed;
}

/** Each Axie in one pair: the first pair of the order, then the first of the Axies left, and so on. */
export function keepDistinct<P extends RankedPair>(ordered: readonly P[]): P[] {
  const used = new Set<string>();
  return ordered.filter((p) => {
    const [a, b] = [String(p.idA), String(p.idB)];
    if (used.has(a) || used.has(b)) return false;
    used.add(a).add(b);
    return true;
  });
}

/**
 * Whether the first `shown` cost-ranked pairs are the cheapest of ALL qualifying pairs, not only of
 * the pool: every pair left out of the pool is at most as likely as the pool's least likely pair,
 * and pays at least the cheapest breed per try, so its cost per success is at least
 * cheapestBreed / p. Complete when the pool held every pair, or when the last pair shown costs no more.
 */
export function costRankingIsComplete(ranked: readonly CostRankedPair[], pool: readonly RankedPair[], matched: number, shown: number, prices: TokenPrices, config: BreedingCostConfig): boolean {
  if (pool.length >= matched) return true;
  const last = ranked[Math.min(shown, ranked.length) - 1];
  const leastLikely = pool[pool.length - 1];
  if (!last || !leastLikely) return false;
  const slp = config.slpByBreedCount.slice(0, config.maxBreedCount);
  const cheapestBreed = 2 * Math.min(...slp) * prices.slpUsd + config.axsPerBreed * prices.axsUsd;
  const p = percent3(leastLikely.score) / 100;
  return p === 0 || last.cost.usd <= cheapestBreed / p;
}
