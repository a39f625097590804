// Session state shared by the shell and every remote. This package is a Module Federation
// singleton, so the atoms below are the same objects everywhere and the default jotai store
// is the one the shell writes to.
export * from './atoms';
export * from './session-news';
export type * from './types';
