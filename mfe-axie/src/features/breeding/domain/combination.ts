import type { PartType } from '@criadero/genetics';

/** desde = at least, hasta = at most, sea = the part can appear, no-sea = it cannot. */
export const COMBINATION_OPERATIONS = ['desde', 'hasta', 'sea', 'no-sea'] as const;
export type CombinationOperation = (typeof COMBINATION_OPERATIONS)[number];

/** Spec §3 combination filter entry (percent: chance the child shows the part in D). */
export interface CombinationEntry {
  id: string;
  type: PartType;
  part: string;
  operation: CombinationOperation;
  percent: number;
}

/** Spec §5: a number from 0 to 100 with up to 3 decimals (typed as the page's language writes it: '50,5' in Spanish). */
export const PERCENT_RULES = { min: 0, max: 100, maxFractionDigits: 3 } as const;
