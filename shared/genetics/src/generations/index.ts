export * from './two-generations.js';
export * from './plan.js';
