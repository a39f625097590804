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

/** Spec §5: a number from 0 to 100 with up to 3 decimals. */
export function isValidPercent(text: string): boolean {
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(text.trim())) return false;
  const n = Number(text);
  return n >= 0 && n <= 100;
}

/** Whether a pair whose child shows the entry's part in D with `percent` (0..100) passes it. */
export function passesEntry(entry: CombinationEntry, percent: number): boolean {
  switch (entry.operation) {
    case 'desde':
      return percent >= entry.percent;
    case 'hasta':
      return percent <= entry.percent;
    case 'sea':
      return percent > 0;
    case 'no-sea':
      return percent === 0;
  }
}
