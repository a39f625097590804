import type { MarketLabel } from './labels';
import type { ParsedGenes } from '@criadero/genetics';

/** Source-neutral market data: what a source (generated or the real marketplace) yields. */

/** WETH on Ronin, the marketplace's usual payment token: a listing without a token is in it. */
export const WETH = '0xc99a6a985ed2cac1ef41640596c5a5f9f4e19ef5';

/**
 * A listing as the seller signed it. Its price is in the payment token's base units (wei): a
 * change of the token's USD rate is not a change of the listing. An auction's price moves on its
 * schedule (from `priceWei` at `startedAt` to `endPriceWei` at `endsAt`); `listingPriceWei` gives
 * the price at a moment.
 */
export interface Listing {
  /** the price at `startedAt` in base units (18 decimals) of the payment token, as a decimal string */
  priceWei: string;
  /** an auction's price at `endsAt`; absent or null for a fixed price */
  endPriceWei?: string | null;
  /** unix ms an auction's price stops moving; absent or null for a fixed price */
  endsAt?: number | null;
  /** the payment token's address, lower case; absent = WETH */
  paymentToken?: string | null;
  /** the USD the source gave when it was seen (what the index shows until a USD rate is known) */
  priceUsd: number;
  /** unix ms */
  startedAt: number;
}

/** The listing's price at `at` (unix ms) in its token's base units: an auction's on its schedule, else its price. */
export function listingPriceWei(listing: Pick<Listing, 'priceWei' | 'endPriceWei' | 'endsAt' | 'startedAt'>, at: number): bigint {
  const start = BigInt(listing.priceWei);
  if (!listing.endsAt || listing.endPriceWei == null || listing.endsAt <= listing.startedAt) return start;
  const share = Math.min(1, Math.max(0, (at - listing.startedAt) / (listing.endsAt - listing.startedAt)));
  return start + ((BigInt(listing.endPriceWei) - start) * BigInt(Math.round(share * 1_000_000))) / 1_000_000n;
}

export interface AxieRecord {
  id: number;
  /** 512-bit genes (0x + 128 hex) */
  genes: string;
  breedCount: number;
  /** 4 adult, 1 egg */
  stage: number;
  /** lower-case 0x address */
  owner: string;
  /** 0 = none (origin axies) */
  sireId: number;
  matronId: number;
  /** unix ms */
  birthDate: number;
  /** the marketplace image when the source has one; null = use our generated portrait */
  image: string | null;
  listing: Listing | null;
}

export interface SaleRecord {
  axieId: number;
  txHash: string;
  from: string;
  to: string;
  /** unix seconds */
  timestamp: number;
  priceWei: string;
  priceUsd: number;
}

export interface MarketBatch {
  axies: AxieRecord[];
  sales: SaleRecord[];
  /** the engine's decoding of `axies[i].genes`, when the source already has it (saves decoding twice) */
  parsed?: ParsedGenes[];
}

export interface MarketSourceInfo {
  kind: 'generated' | 'graphql';
  /** what the UI shows about the data (sample data or the imported marketplace), in es/en/pt */
  label: MarketLabel;
  /** identifies one dataset: a reload is skipped when the store already holds it */
  datasetKey: string;
  /** date the prices stand for */
  asOf: string;
}

/** Where the marketplace index comes from: the generated sample market or the real marketplace. */
export interface MarketSource {
  readonly info: MarketSourceInfo;
  batches(signal?: AbortSignal): AsyncIterable<MarketBatch>;
}
