import type { RankedPair } from '@criadero/genetics';
import { keepDistinct } from './cost-ranking';
import type { PairProfit } from './expected-profit';

/**
 * The engine's likeliest pairs ordered by expected profit, most profitable first; pairs whose
 * profit cannot be priced ("not enough sales") follow, likeliest first. `distinct` keeps each
 * Axie in one pair (best pair first, then the best of the Axies left).
 */
export function rankByProfit<P extends RankedPair>(pairs: readonly P[], profitOf: (p: P) => PairProfit | null, distinct: boolean): P[] {
  const value = (p: P) => {
    const profit = profitOf(p);
    return profit?.status === 'priced' ? profit.profitUsd : null;
  };
  const keyed = pairs.map((p) => ({ p, v: value(p) }));
  keyed.sort((x, y) => (x.v === null || y.v === null ? (x.v === null ? 1 : 0) - (y.v === null ? 1 : 0) || y.p.score - x.p.score : y.v - x.v || y.p.score - x.p.score));
  const ordered = keyed.map((k) => k.p);
  return distinct ? keepDistinct(ordered) : ordered;
}
