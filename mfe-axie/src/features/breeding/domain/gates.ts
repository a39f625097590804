import type { PremiumLevel } from '@criadero/session';

/** Spec §4/§6: features a nonzero plan level unlocks. */
export type GatedFeature = 'treeGenetics' | 'customTreeColumns' | 'geneAnalysis' | 'combinationFilters' | 'advancedFilter' | 'referenceFilter';

export const isUnlocked = (premium: PremiumLevel | undefined | null, _feature: GatedFeature): boolean => (premium ?? 0) > 0;
