import type { AxieTitle, PartVariant } from '@criadero/genetics';
import type { StatField } from '@criadero/api-contracts/axie';
import type { AxieDoc } from '../store/axie-doc';

/** The fields of an axie document the index keeps (what `ChangeLogFollower.builtIndex` reads). */
export type IndexedAxie = Pick<
  AxieDoc,
  'id' | 'genes' | 'class' | 'stage' | 'breedCount' | 'bodyShape' | 'primaryColor' | 'title' | 'parts' | 'r1' | 'r2' | 'geneIds' | 'owner' | 'sireId' | 'matronId' | 'auctionType' | 'priceWei' | 'endPriceWei' | 'endsAt' | 'paymentToken' | 'priceUsd' | 'listedAt'
>;

export const INDEXED_FIELDS = [
  'id', 'genes', 'class', 'stage', 'breedCount', 'bodyShape', 'primaryColor', 'title', 'parts', 'r1', 'r2', 'geneIds', 'owner', 'sireId', 'matronId', 'auctionType', 'priceWei', 'endPriceWei', 'endsAt', 'paymentToken', 'priceUsd', 'listedAt',
] as const satisfies readonly (keyof IndexedAxie)[];

/**
 * A query over the index, in the store's semantics: every condition given must hold
 * (lists are "any of"). `partGroups` are shown part ids, one group per part type;
 * `geneGroups` are base genes carried in any slot (breeding partners).
 */
export interface RowQuery {
  auctionType: 'Sale' | 'NotForSale' | null;
  /** the listing's price now in USD (to the cent, at `pricing`) ≤ this; an axie without a price never matches */
  maxPriceUsd: number | null;
  /** the token prices a USD bound and a price sort are read at (absent: each token at the rate the marketplace last showed) */
  pricing?: Pricing;
  breedCount: readonly [number, number] | null;
  classes: readonly string[];
  bodyShapes: readonly string[];
  primaryColors: readonly number[];
  owner: string | null;
  notOwner?: string;
  stage?: number;
  excludeIds: readonly number[];
  partGroups: readonly (readonly string[])[];
  excludeParts: readonly string[];
  geneGroups?: readonly (readonly string[])[];
  /** accepted purities (shown parts of the axie's class); empty or absent = any */
  purities?: readonly number[];
  /** per variant, the accepted numbers of shown parts of it */
  variantCounts?: ReadonlyArray<{ variant: PartVariant; counts: readonly number[] }>;
  /** classic stat ranges, ends included */
  stats?: ReadonlyArray<{ stat: StatField; range: readonly [number, number] }>;
  titles?: readonly AxieTitle[];
}

/**
 * What a listing's price in its token is worth at query time: USD per whole token (18 decimals)
 * by payment token address, and the moment an auction's schedule is read at. The index stores
 * prices in the listing's token, so a move of ETH/USD changes no row, only this.
 */
export interface Pricing {
  tokenUsd: ReadonlyMap<string, number>;
  /** unix ms */
  at: number;
}

/** A query with no condition (every row). */
export const ANY_ROW: RowQuery = { auctionType: null, maxPriceUsd: null, breedCount: null, classes: [], bodyShapes: [], primaryColors: [], owner: null, excludeIds: [], partGroups: [], excludeParts: [] };
