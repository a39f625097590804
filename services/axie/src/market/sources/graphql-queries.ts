/** Query documents for the Axie marketplace GraphQL (shapes from public clients; see data/SOURCES.md). */

export const SEARCH_AXIES = `query SearchAxies($auctionType: AuctionType, $criteria: AxieSearchCriteria, $from: Int, $size: Int, $sort: SortBy, $owner: String) {
  axies(auctionType: $auctionType, criteria: $criteria, from: $from, size: $size, sort: $sort, owner: $owner) {
    total
    results {
      id name class stage breedCount bodyShape title newGenes sireId matronId image owner birthDate
      parts { id name class type specialGenes stage }
      order { id maker basePrice endedPrice startedAt endedAt expiredAt paymentToken currentPrice currentPriceUsd }
    }
  }
}`;

/** One axie by id (the marketplace's `axie(axieId)` detail): for ids the index does not hold. */
export const AXIE_DETAIL = `query GetAxieDetail($axieId: ID!) {
  axie(axieId: $axieId) {
    id name class stage breedCount bodyShape newGenes sireId matronId owner birthDate image
    order { id maker basePrice endedPrice startedAt endedAt expiredAt paymentToken currentPrice currentPriceUsd }
    transferHistory(size: 5) { total results { from to txHash timestamp withPrice withPriceUsd } }
  }
}`;

/** The sales (transfers with a price) of one axie, newest first. */
export const AXIE_SALES = `query GetAxieSales($axieId: ID!) {
  axie(axieId: $axieId) {
    id
    transferHistory(size: 100) { total results { from to txHash timestamp withPrice withPriceUsd } }
  }
}`;

/**
 * The recently-sold feed (shape of queries.graphql #4) with the Axie fields the index needs to
 * store a sold axie that is no longer listed (names as in the search and detail queries):
 * genes, stage, breed count, parents, owner, birth date.
 */
export const RECENTLY_SOLD = `query RecentlySold($from: Int, $size: Int) {
  settledAuctions {
    axies(from: $from, size: $size) {
      total
      results {
        id name class stage breedCount bodyShape newGenes sireId matronId owner birthDate image
        parts { id name class type specialGenes }
        transferHistory { total results { from to txHash timestamp withPrice withPriceUsd } }
      }
    }
  }
}`;

/**
 * A marketplace order. The seller signs a schedule in the payment token's base units (wei for
 * WETH): `basePrice` at `startedAt` moving linearly to `endedPrice` at `endedAt` (an auction;
 * `endedAt` 0 is a fixed price). `currentPrice` is that schedule evaluated when the API answers,
 * and `currentPriceUsd` is it at the API's ETH/USD of that moment: both move with no seller acting.
 */
export interface GqlOrder {
  id?: number | string;
  maker?: string;
  basePrice?: string;
  endedPrice?: string;
  startedAt?: number;
  endedAt?: number;
  expiredAt?: number;
  paymentToken?: string;
  currentPrice: string;
  currentPriceUsd: string | number;
}

export interface GqlAxie {
  id: string;
  class: string | null;
  stage: number;
  breedCount: number;
  newGenes?: string | null;
  genes?: string | null;
  sireId?: number | string | null;
  matronId?: number | string | null;
  image?: string | null;
  owner?: string | null;
  birthDate?: number | null;
  order?: GqlOrder | null;
  /** the newest transfers (the detail asks for them: a sale tells a sold axie from a delisted one) */
  transferHistory?: GqlPage<GqlTransfer>;
}

/** One axie of the recently-sold feed: the axie (no order asked) and its transfers, newest first. */
export interface GqlSoldAxie extends Omit<GqlAxie, 'order'> {
  transferHistory: GqlPage<GqlTransfer>;
}

export interface GqlTransfer {
  from: string;
  to: string;
  txHash: string;
  timestamp: number;
  withPrice: string;
  withPriceUsd: string | number;
}

export interface GqlPage<T> {
  total: number;
  results: T[];
}

/** The genes of a marketplace axie; '' for an egg, which the API answers with genes "0x0" until it hatches. */
export function genesOf(axie: Pick<GqlAxie, 'newGenes' | 'genes'>): string {
  const genes = axie.newGenes ?? axie.genes ?? '';
  return /^0x0*$/.test(genes) ? '' : genes;
}
