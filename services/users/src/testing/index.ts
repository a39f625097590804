export { testPlayer, type TestPlayer } from './test-player';
export { describePaidSearch } from './paid-search-suite';
