import type { CoverResult, PotionOption } from '@criadero/api-contracts/lumiterra-pixels';

const EPSILON = 1e-9;

/**
 * The cheapest multiset of potions whose restores add up to at least `needed`
 * energy (unbounded min-cost covering knapsack, exact by dynamic programming
 * over whole energy units: restores are integers, so covering ceil(needed)
 * is the same as covering needed). Ties prefer fewer potions.
 */
export function cheapestCover(needed: number, options: PotionOption[]): CoverResult {
  const target = Math.max(0, Math.ceil(needed - EPSILON));
  const usable = options.filter((o) => o.restore > 0 && Number.isFinite(o.unitCost) && o.unitCost >= 0);
  if (target === 0) return { feasible: true, restored: 0, totalCost: 0, lines: [] };
  if (usable.length === 0) return { feasible: false, restored: 0, totalCost: 0, lines: [] };

  // cost[e] = cheapest way to restore at least e; pick[e] = the option used last
  const cost = new Float64Array(target + 1).fill(Infinity);
  const count = new Int32Array(target + 1);
  const pick = new Int32Array(target + 1).fill(-1);
  cost[0] = 0;
  for (let e = 1; e <= target; e++) {
    for (let i = 0; i < usable.length; i++) {
      const option = usable[i]!;
      const rest = Math.max(0, e - option.restore);
      const candidate = cost[rest]! + option.unitCost;
      const n = count[rest]! + 1;
      if (candidate < cost[e]! - EPSILON || (Math.abs(candidate - cost[e]!) <= EPSILON && n < count[e]!)) {
        cost[e] = candidate;
        count[e] = n;
        pick[e] = i;
      }
    }
  }

  const counts = new Map<number, number>();
  let restored = 0;
  for (let e = target; e > 0; ) {
    const i = pick[e]!;
    counts.set(i, (counts.get(i) ?? 0) + 1);
    restored += usable[i]!.restore;
    e = Math.max(0, e - usable[i]!.restore);
  }
  const lines = [...counts.entries()]
    .map(([i, n]) => ({ ...usable[i]!, count: n }))
    .map(({ level, count: c, restore, unitCost, source }) => ({ level, count: c, restore, unitCost, source }))
    .sort((a, b) => a.level - b.level);
  return { feasible: true, restored, totalCost: cost[target]!, lines };
}
