import type { Provenance } from '@criadero/api-contracts/schemas/paid-search';
import type { AxieMarket } from '../plugins/axie-market';

/**
 * Where the Axie market searched now comes from, which decides whether a search over it is paid:
 * the generated sample market is 'sample' (free); the marketplace import (GraphQL, or what an
 * earlier import left in the store) is 'live' (paid).
 */
export function marketProvenance(market: AxieMarket): Provenance {
  return market.index.info.kind === 'generated' ? 'sample' : 'live';
}
