import { DEFAULT_BREEDING_COSTS, type BreedingCostConfig } from '@criadero/genetics';
import { priceUsdOf } from './grid';

/** The breeding fee table the player edits (kept in this browser with their configuration). */
export interface FeeTable {
  asOf: string;
  slpByBreedCount: number[];
  axsPerBreed: number;
  /** true once the player changed the published figures */
  edited: boolean;
}

export const DEFAULT_FEES: FeeTable = {
  asOf: DEFAULT_BREEDING_COSTS.asOf,
  slpByBreedCount: [...DEFAULT_BREEDING_COSTS.slpByBreedCount],
  axsPerBreed: DEFAULT_BREEDING_COSTS.axsPerBreed,
  edited: false,
};

export const isFeeTable = (v: unknown): v is FeeTable => {
  const o = v as Partial<FeeTable> | null;
  return (
    !!o &&
    typeof o.asOf === 'string' &&
    Array.isArray(o.slpByBreedCount) &&
    o.slpByBreedCount.length === DEFAULT_BREEDING_COSTS.slpByBreedCount.length &&
    o.slpByBreedCount.every((n) => typeof n === 'number' && n >= 0) &&
    typeof o.axsPerBreed === 'number' &&
    o.axsPerBreed >= 0
  );
};

/** The engine's cost configuration for a fee table. */
export const toCostConfig = (fees: FeeTable): BreedingCostConfig => ({ ...DEFAULT_BREEDING_COSTS, asOf: fees.asOf, slpByBreedCount: fees.slpByBreedCount, axsPerBreed: fees.axsPerBreed, source: fees.edited ? 'player' : DEFAULT_BREEDING_COSTS.source });

/**
 * What buying the pair costs (USD): the marketplace price of each parent for sale (one not for sale
 * is the breeder's own and costs nothing); null when neither is for sale.
 */
export function parentsPriceUsd(a: { order: { currentPriceUsd: number | string | null } | null }, b: typeof a): number | null {
  const pa = priceUsdOf(a);
  const pb = priceUsdOf(b);
  return pa === null && pb === null ? null : (pa ?? 0) + (pb ?? 0);
}
