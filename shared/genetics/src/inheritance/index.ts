export * from './models.js';
export * from './rules.js';
export * from './simulate.js';
