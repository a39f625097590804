export * from './categories.js';
export * from './filter.js';
export * from './pair.js';
export * from './probability.js';
