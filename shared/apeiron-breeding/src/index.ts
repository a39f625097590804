export * from './planets';
export * from './config';
export * from './lineage';
export * from './rng';
export { averageElements, elementOutcomes, expectedElements, protectWithLegacy, sampleElements, weightedSums, type ElementOutcome } from './elements';
export * from './pair';
