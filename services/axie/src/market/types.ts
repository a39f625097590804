import type { MarketLabel } from './labels';
import type { ParsedGenes } from '@criadero/genetics';

/** Source-neutral market data: what a source (generated or the real marketplace) yields. */

export interface Listing {
  /** wei-like units (18 decimals) of the payment token, as a decimal string */
  priceWei: string;
  priceUsd: number;
  /** unix ms */
  startedAt: number;
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
  /** called once the store holds the whole dataset: lets the source drop what it kept to serve it */
  release?(): void;
}
