import type { PremiumLevel } from '@criadero/session';

/** Spec §4/§6: features a nonzero plan level unlocks. */
export const GATED_FEATURES = ['treeGenetics', 'customTreeColumns', 'geneAnalysis', 'combinationFilters', 'advancedFilter', 'referenceFilter'] as const;
export type GatedFeature = (typeof GATED_FEATURES)[number];

export const isUnlocked = (premium: PremiumLevel | undefined | null, _feature: GatedFeature): boolean => (premium ?? 0) > 0;
