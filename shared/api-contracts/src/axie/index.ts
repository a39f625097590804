// HTTP contract of the axie service (all under /api): TypeBox schemas (unknown fields are refused)
// the service validates with, and the static types mfe-axie types its calls with (`import type`:
// no TypeBox in the bundle). market.ts: search, breeding search, cards, portraits; tools.ts:
// the other Axie tools (Origins, land cards, sales history, tree, showroom); watches.ts: watched searches and
// their alerts; pair-value.ts: the market value of a pair's offspring; errors.ts: the service's own codes.
export * from './market';
export * from './tools';
export * from './errors';
export * from './wallet-lists';
export * from './watches';
export * from './share-links';
export * from './hidden-axies';
export * from './pair-value';
