/** Query documents for the Axie marketplace GraphQL (shapes from public clients; see data/SOURCES.md). */

export const SEARCH_AXIES = `query SearchAxies($auctionType: AuctionType, $criteria: AxieSearchCriteria, $from: Int, $size: Int, $sort: SortBy, $owner: String) {
  axies(auctionType: $auctionType, criteria: $criteria, from: $from, size: $size, sort: $sort, owner: $owner) {
    total
    results {
      id name class stage breedCount bodyShape title newGenes sireId matronId image owner birthDate
      parts { id name class type specialGenes stage }
      order { id maker currentPrice currentPriceUsd startedAt expiredAt paymentToken }
    }
  }
}`;

export const AXIE_SALES = `query AxieSales($axieId: ID!) {
  axie(axieId: $axieId) {
    id
    transferHistory(size: 20) { total results { from to txHash timestamp withPrice withPriceUsd } }
  }
}`;

export const RECENTLY_SOLD = `query RecentlySold($from: Int, $size: Int) {
  settledAuctions {
    axies(from: $from, size: $size) {
      total
      results {
        id name class breedCount image
        parts { id name class type specialGenes }
        transferHistory { total results { from to txHash timestamp withPrice withPriceUsd } }
      }
    }
  }
}`;

export interface GqlOrder {
  id?: number | string;
  maker?: string;
  currentPrice: string;
  currentPriceUsd: string | number;
  startedAt?: number;
  expiredAt?: number;
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
