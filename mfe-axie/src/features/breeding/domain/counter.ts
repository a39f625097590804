/** Limits of a multi-select counter: per-item maximum and total maximum (spec §5). */
export interface CounterLimits {
  perItemMax: number;
  totalMax: number;
}

export type Counts = Readonly<Record<string, number>>;

const counterTotal = (counts: Counts): number => Object.values(counts).reduce((a, b) => a + b, 0);

/** Whether one more of `item` is allowed: blocked when the item or the total reached its maximum. */
export function canIncrement(counts: Counts, item: string, limits: CounterLimits): boolean {
  return (counts[item] ?? 0) < limits.perItemMax && counterTotal(counts) < limits.totalMax;
}

export function increment(counts: Counts, item: string, limits: CounterLimits): Counts {
  return canIncrement(counts, item, limits) ? { ...counts, [item]: (counts[item] ?? 0) + 1 } : counts;
}

export function decrement(counts: Counts, item: string): Counts {
  const n = counts[item] ?? 0;
  if (n <= 0) return counts;
  const next = { ...counts };
  if (n === 1) delete next[item];
  else next[item] = n - 1;
  return next;
}

/**
 * Part-filter limits (configuration): at most 4 parts per part type and 12 in all, so a market
 * query stays specific. Applied with one count per selected part, keyed by part type.
 */
export const PART_SELECTION_LIMITS: CounterLimits = { perItemMax: 4, totalMax: 12 };
