export * from './table.js';
export * from './ranker.js';
