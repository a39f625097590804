export { testPlayer, type TestPlayer } from './test-player';
export { describePaidSearch, type MarketUnderTest, type SearchReply } from './paid-search-suite';
