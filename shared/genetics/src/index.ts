/**
 * @criadero/genetics — Axie gene decoding, inheritance models, pair analysis, cost projections
 * and pair ranking. Subpath exports (./decode, ./inheritance, ./analysis, ./costs, ./pairs,
 * ./generate, ./generations, ./worker-client) expose the same modules one by one.
 */
export * from './types.js';
export * from './decode/index.js';
export {
  getPart,
  
  allParts,
  basePartsOfType,
  
  BASE_PARTS,
  
  
} from './catalogue/index.js';
export * from './inheritance/index.js';
export * from './analysis/index.js';
export * from './costs/index.js';
export * from './card/index.js';
export * from './pairs/index.js';
export * from './generations/index.js';
export { generateGenes } from './generate/index.js';
export { mulberry32, type Rng } from './util/prng.js';
