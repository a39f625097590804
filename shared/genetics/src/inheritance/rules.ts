import type { AxieClass } from '../types.js';

export const MAX_BREED_COUNT = 7;

/** Child class odds as fractions: same class 100 %, otherwise 50/50 (secret classes: odds unpublished, not modelled). */
export function childClassOdds(a: AxieClass, b: AxieClass): Partial<Record<AxieClass, number>> {
  return a === b ? { [a]: 1 } : { [a]: 0.5, [b]: 0.5 };
}

export interface Lineage {
  id: number | string;
  /** 0, null or undefined = no parent (Origin/MEO). */
  sireId?: number | string | null;
  matronId?: number | string | null;
  breedCount?: number;
}

export type BreedBlock = 'self' | 'parent-child' | 'siblings' | 'breed-limit';

const known = (id: number | string | null | undefined): id is number | string =>
  id !== null && id !== undefined && id !== 0 && id !== '0' && id !== '';

/**
 * Why two creatures cannot breed, or null if they can: itself, parent/child, siblings sharing a
 * parent (either role: axies have no sex), or a breed count at the limit.
 */
export function breedBlock(a: Lineage, b: Lineage, maxBreedCount = MAX_BREED_COUNT): BreedBlock | null {
  if (String(a.id) === String(b.id)) return 'self';
  const parentsA = [a.sireId, a.matronId].filter(known).map(String);
  const parentsB = [b.sireId, b.matronId].filter(known).map(String);
  if (parentsA.includes(String(b.id)) || parentsB.includes(String(a.id))) return 'parent-child';
  if (parentsA.some((p) => parentsB.includes(p))) return 'siblings';
  if ((a.breedCount ?? 0) >= maxBreedCount || (b.breedCount ?? 0) >= maxBreedCount) return 'breed-limit';
  return null;
}

export function canBreed(a: Lineage, b: Lineage, maxBreedCount = MAX_BREED_COUNT): boolean {
  return breedBlock(a, b, maxBreedCount) === null;
}
