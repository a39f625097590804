export * from './planets';
export * from './config';
export * from './lineage';
export * from './rng';
export { averageElements, elementOutcomes, expectedElements, protectWithLegacy, weightedSums } from './elements';
export * from './pair';
