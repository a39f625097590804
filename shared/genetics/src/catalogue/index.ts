export * from './parts.js';
export * from './body.js';
export * from './classes.js';
