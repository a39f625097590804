import { PART_TYPES, decodeGenes, type AxieTitle, type ParsedGenes } from '@criadero/genetics';
import type { AxieRecord, Listing, SaleRecord } from '../sources/types';

/** One axie of the marketplace index (collection `axies`). */
export interface AxieDoc {
  _id: string;
  id: number;
  genes: string;
  class: string;
  stage: number;
  breedCount: number;
  bodyShape: string;
  primaryColor: number;
  /** the title in the genes (Origin…); absent in datasets stored before titles were kept (read as none) */
  title?: AxieTitle | null;
  /** shown (dominant) part ids, PART_TYPES order, from the genetics engine */
  parts: string[];
  /** base genes of the recessive slots, PART_TYPES order */
  r1: string[];
  r2: string[];
  /** every base gene the axie carries in any slot (breeding-partner pre-filter) */
  geneIds: string[];
  owner: string;
  /** 0 = no parent */
  sireId: number;
  matronId: number;
  birthDate: number;
  image: string | null;
  auctionType: 'Sale' | 'NotForSale';
  /** null when not for sale */
  priceUsd: number | null;
  /** the listing's price in its payment token's base units (an auction's start price); what the sync compares */
  priceWei: string | null;
  /** an auction's end price and end time (unix ms); absent or null for a fixed price */
  endPriceWei?: string | null;
  endsAt?: number | null;
  /** the listing's payment token (lower case); absent or null = WETH */
  paymentToken?: string | null;
  listedAt: number | null;
  /** the seq of the last market change written to this axie (absent before the sync changed it) */
  changeSeq?: number;
}

/** One past sale (collection `axie_sales`). */
export interface SaleDoc extends SaleRecord {
  _id: string;
}

/** Builds the index document; the parts come from the genetics engine's decoding. */
export function toAxieDoc(record: AxieRecord, parsed: ParsedGenes = decodeGenes(record.genes)): AxieDoc {
  const r1 = PART_TYPES.map((t) => parsed[t].r1.gen);
  const r2 = PART_TYPES.map((t) => parsed[t].r2.gen);
  const real = PART_TYPES.map((t) => parsed.realParts[t]);
  return {
    _id: String(record.id),
    id: record.id,
    genes: record.genes,
    class: parsed.class,
    stage: record.stage,
    breedCount: record.breedCount,
    bodyShape: parsed.bodyShape.d.name,
    primaryColor: parsed.primaryColor.d.value,
    title: parsed.title,
    parts: PART_TYPES.map((t) => parsed.current[t]),
    r1,
    r2,
    geneIds: [...new Set([...real, ...r1, ...r2])],
    owner: record.owner.toLowerCase(),
    sireId: record.sireId,
    matronId: record.matronId,
    birthDate: record.birthDate,
    image: record.image,
    auctionType: record.listing ? 'Sale' : 'NotForSale',
    priceUsd: record.listing?.priceUsd ?? null,
    priceWei: record.listing?.priceWei ?? null,
    ...listingSchedule(record.listing),
    listedAt: record.listing?.startedAt ?? null,
  };
}

/** An auction's schedule fields (and a payment token other than the default), only when the listing has them. */
function listingSchedule(listing: Listing | null): Pick<AxieDoc, 'endPriceWei' | 'endsAt' | 'paymentToken'> {
  return {
    ...(listing?.endsAt ? { endPriceWei: listing.endPriceWei ?? null, endsAt: listing.endsAt } : {}),
    ...(listing?.paymentToken ? { paymentToken: listing.paymentToken } : {}),
  };
}

export const saleDocId = (sale: SaleRecord) => `${sale.axieId}:${sale.txHash}`;
