import { PART_TYPES, type PartType } from '@criadero/genetics';

export const BREED_COUNT_MIN = 0;
export const BREED_COUNT_MAX = 7;
export const AUCTION_TYPES = ['Sale', 'NotForSale', 'All'] as const;
export type AuctionType = (typeof AUCTION_TYPES)[number];

/** Spec §3 filter config. */
export interface FilterConfig {
  breed_count: [number, number];
  priorityOrder: PartType[];
  auctionType: AuctionType;
}

export const DEFAULT_FILTER_CONFIG: FilterConfig = {
  breed_count: [BREED_COUNT_MIN, BREED_COUNT_MAX],
  priorityOrder: [...PART_TYPES],
  auctionType: 'Sale',
};

const clampCount = (n: number) => Math.min(BREED_COUNT_MAX, Math.max(BREED_COUNT_MIN, Math.round(Number.isFinite(n) ? n : 0)));

/**
 * Spec §5: breed count range 0..7 and min cannot exceed max. Changing one end never pushes past
 * the other: the edited end is held at the other end's value.
 */
export function setBreedCount(range: [number, number], end: 'min' | 'max', value: number): [number, number] {
  const v = clampCount(value);
  return end === 'min' ? [Math.min(v, range[1]), range[1]] : [range[0], Math.max(v, range[0])];
}

export function isValidBreedCount([min, max]: readonly number[]): boolean {
  return [min, max].every((n) => Number.isInteger(n) && n! >= BREED_COUNT_MIN && n! <= BREED_COUNT_MAX) && min! <= max!;
}

/** Moves a part type one place up (-1) or down (+1) in the priority order. */
export function movePriority(order: readonly PartType[], type: PartType, delta: -1 | 1): PartType[] {
  const next = [...order];
  const i = next.indexOf(type);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= next.length) return next;
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}
