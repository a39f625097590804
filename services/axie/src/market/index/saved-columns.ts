/** A market index as plain values and back: what an index file saves between starts (index-file.ts). */
import type { MarketIndex } from './market-index';
import { recordFileBuild } from './index-build';
import { Codes } from './row-lists';

export type IndexArray = Float64Array | Int32Array | Uint16Array | Uint8Array;

/** What `MarketIndex.toColumns` gives and `fromColumns` takes. */
export interface IndexColumns {
  sizes: { size: number; baseSize: number; capacity: number; firstPriced: number };
  arrays: Record<string, IndexArray>;
  lists: Record<string, Int32Array[]>;
  codes: Record<string, string[]>;
  numbers: Record<string, number[]>;
  /** per row */
  genes: string[];
}

/**
 * The index as plain values (what an index file holds): every typed column, posting list and
 * sort order, the code tables and the sizes. The id → row map and the children lists are not
 * included: `fillFromColumns` derives them from the rows.
 */
export function toColumns(index: MarketIndex): IndexColumns {
  const orders = Object.fromEntries(Object.entries(index.orders).flatMap(([sort, o]) => [[`${sort}.rows`, o.rows], [`${sort}.rank`, o.rank]]));
  return {
    sizes: { size: index.size, baseSize: index.baseSize, capacity: index.capacity, firstPriced: index.firstPriced },
    arrays: {
      ids: index.ids, prices: index.prices, tokenCodes: index.tokenCodes, endPrices: index.endPrices, endsAts: index.endsAts, breedCounts: index.breedCounts, stages: index.stages, sireIds: index.sireIds, matronIds: index.matronIds, listedAts: index.listedAts,
      dead: index.dead, forSale: index.forSale, classCodes: index.classCodes, shapeCodes: index.shapeCodes, colors: index.colors, ownerCodes: index.ownerCodes,
      partCodes: index.partCodes, r1Codes: index.r1Codes, r2Codes: index.r2Codes, dCodes: index.dCodes, purities: index.purities, variantCounts: index.variantCounts,
      statValues: index.statValues, titleCodes: index.titleCodes, geneStart: index.geneStart, geneCodes: index.geneCodes,
      'byAuction.Sale': index.byAuction.Sale, 'byAuction.NotForSale': index.byAuction.NotForSale, ...orders,
    },
    lists: { byClass: index.byClass, byBreedCount: index.byBreedCount, byPart: index.byPart, byGene: index.byGene, byOwner: index.byOwner },
    codes: { classes: index.classes.values, shapes: index.shapes.values, owners: index.owners.values, parts: index.parts.values, geneNames: index.geneNames.values, partClass: index.partClass, tokens: index.tokens.values },
    numbers: { partVariantAt: index.partVariantAt, partGene: index.partGene, seenRate: index.seenRate, seenAt: index.seenAt },
    genes: index.genes.slice(0, index.size),
  };
}

/** Fills `marketIndex` (a bare instance) with the index `toColumns` described (the arrays are used as they are, not copied). */
export function fillFromColumns(marketIndex: MarketIndex, columns: IndexColumns): MarketIndex {
  const started = performance.now();
  const { arrays, lists, codes, numbers } = columns;
  const orderOf = (sort: string) => ({ rows: arrays[`${sort}.rows`] as Int32Array, rank: arrays[`${sort}.rank`] as Int32Array });
  Object.assign(marketIndex, columns.sizes, {
    ...Object.fromEntries(Object.entries(arrays).filter(([name]) => !name.includes('.'))),
    genes: columns.genes,
    byAuction: { Sale: arrays['byAuction.Sale'], NotForSale: arrays['byAuction.NotForSale'] },
    orders: { PriceDesc: orderOf('PriceDesc'), IdAsc: orderOf('IdAsc'), IdDesc: orderOf('IdDesc'), Latest: orderOf('Latest') },
    ...lists,
    classes: Codes.of(codes.classes!), shapes: Codes.of(codes.shapes!), owners: Codes.of(codes.owners!), parts: Codes.of(codes.parts!), geneNames: Codes.of(codes.geneNames!),
    tokens: Codes.of(codes.tokens!), seenRate: [...numbers.seenRate!], seenAt: [...numbers.seenAt!], seenRow: [], scheduledRows: 0,
    partClass: [...codes.partClass!], partVariantAt: [...numbers.partVariantAt!], partGene: [...numbers.partGene!],
    rowOfId: new Map<number, number>(),
    childrenOf: new Map<number, number[]>(),
  });
  // as fillRow() made them, row after row: a patched axie's later row wins its id
  const { ids, sireIds, matronIds } = arrays as { ids: Float64Array; sireIds: Float64Array; matronIds: Float64Array };
  for (let row = 0; row < marketIndex.size; row++) {
    marketIndex.rowOfId.set(ids[row]!, row);
    if (!Number.isNaN(marketIndex.endsAts[row]!)) marketIndex.scheduledRows++;
    const sire = sireIds[row]!;
    const matron = matronIds[row]!;
    if (sire !== 0) (marketIndex.childrenOf.get(sire) ?? marketIndex.childrenOf.set(sire, []).get(sire)!).push(row);
    if (matron !== 0 && matron !== sire) (marketIndex.childrenOf.get(matron) ?? marketIndex.childrenOf.set(matron, []).get(matron)!).push(row);
  }
  recordFileBuild(marketIndex, Math.round(performance.now() - started));
  return marketIndex;
}

