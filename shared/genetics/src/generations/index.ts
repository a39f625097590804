export * from './two-generations.js';
