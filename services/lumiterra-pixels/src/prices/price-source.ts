import type { PriceProvenance } from '@criadero/api-contracts/lumiterra-pixels';

/**
 * The price adapter: every price the service shows goes through one. Today
 * the only implementation is the bundled sample table; a real marketplace
 * client implements the same interface.
 */
export interface PriceSource {
  provenance(): PriceProvenance;
  /** prices of the items that have one (missing ids are left out) */
  prices(itemIds: readonly number[]): Promise<Map<number, number>>;
}
