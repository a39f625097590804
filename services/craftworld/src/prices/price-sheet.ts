/** Unit prices of Craft World resources from one source, in one currency, with their date. */
export interface PriceSheet {
  currency: 'USD' | 'COIN';
  source: 'coingecko' | 'stored' | 'exchange';
  /** ISO date of the oldest quote in the sheet */
  asOf: string;
  /** true for the market service's stored sample table (not market data) */
  sample: boolean;
  /** by token symbol (MUD, CLAY…) */
  prices: Record<string, number>;
}

/** Where the optimizer's default prices come from (the player may still edit every price). */
export interface CraftPriceSource {
  readonly kind: 'market' | 'exchange';
  sheet(): Promise<PriceSheet>;
}
