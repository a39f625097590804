/** Where a price came from, shown next to every price in the UI. */
export interface PriceProvenance {
  /** adapter name, e.g. 'sample' */
  source: string;
  /** true for made-up sample prices (no public Lumiterra price API is known) */
  sample: boolean;
  currency: string;
  /** date the prices describe (ISO yyyy-mm-dd) */
  asOf: string;
}

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
