import { TITLE_NAMES, classicStats, decodeGenes, getPart, pureness, variantCount, type ParsedGenes, type PartType, type PartVariant } from '@criadero/genetics';
import type { AxieRecord } from '../src/market/sources/types';

/** A search payload as the tests write it. */
export interface Payload {
  breedCount?: [number, number];
  classes?: string[];
  parts?: string[];
  maxPriceUSD?: number;
  priorityOrder?: PartType[];
  auctionType?: 'Sale' | 'NotForSale' | 'All';
  bodyShapes?: string[];
  primaryColor?: number | number[];
  selectedAxies?: (string | number)[];
  owner?: string;
  sort?: 'PriceAsc' | 'PriceDesc' | 'IdAsc' | 'IdDesc' | 'Latest';
  limit?: number;
  requestId?: string;
  pureness?: number[];
  numMystic?: number[];
  numJapan?: number[];
  numXmas?: number[];
  numSummer?: number[];
  numNightmare?: number[];
  hp?: [number, number];
  speed?: [number, number];
  skill?: [number, number];
  morale?: [number, number];
  title?: string[];
}

/** The filters on the axie itself, one plain check each on the decoded genes. */
export function passesAxieFilters(genes: ParsedGenes, p: Payload): boolean {
  if (p.pureness?.length && !p.pureness.includes(pureness(genes))) return false;
  const variants: [keyof Payload, PartVariant][] = [['numMystic', 'mystic'], ['numJapan', 'japan'], ['numXmas', 'xmas'], ['numSummer', 'summer'], ['numNightmare', 'nightmare']];
  for (const [field, variant] of variants) {
    const counts = p[field] as number[] | undefined;
    if (counts?.length && !counts.includes(variantCount(genes, variant))) return false;
  }
  const stats = classicStats(genes);
  for (const stat of ['hp', 'speed', 'skill', 'morale'] as const) {
    const range = p[stat];
    if (range && (stats[stat] < range[0] || stats[stat] > range[1])) return false;
  }
  if (p.title?.length && !(genes.title && p.title.map((t) => t.toLowerCase()).includes(TITLE_NAMES[genes.title].toLowerCase()))) return false;
  return true;
}

export interface ReferenceAxie {
  record: AxieRecord;
  genes: ParsedGenes;
}

export const withGenes = (records: readonly AxieRecord[]): ReferenceAxie[] => records.map((record) => ({ record, genes: decodeGenes(record.genes) }));

/**
 * The documented search semantics written out plainly, one condition at a time, over the
 * generated records: the answer the service must give.
 */
export function referenceSearch(axies: readonly ReferenceAxie[], p: Payload): { ids: number[]; total: number } {
  const auction = p.auctionType ?? 'Sale';
  const owner = p.owner ? '0x' + p.owner.replace(/^(0x|ronin:)/, '').toLowerCase() : undefined;
  const cap = auction === 'Sale' ? (p.maxPriceUSD ?? (owner ? undefined : 90)) : undefined;
  const include = (p.parts ?? []).filter((x) => !x.startsWith('!'));
  const exclude = (p.parts ?? []).filter((x) => x.startsWith('!')).map((x) => x.slice(1));
  const colors = p.primaryColor === undefined ? undefined : ([] as number[]).concat(p.primaryColor);
  const skip = new Set((p.selectedAxies ?? []).map(Number));
  const types = ['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'] as const;

  const matches = axies.filter(({ record, genes }) => {
    if (auction === 'Sale' && record.listing === null) return false;
    if (auction === 'NotForSale' && record.listing !== null) return false;
    if (cap !== undefined && record.listing!.priceUsd > cap) return false;
    if (p.breedCount && (record.breedCount < p.breedCount[0] || record.breedCount > p.breedCount[1])) return false;
    if (p.classes?.length && !p.classes.map((c) => c.toLowerCase()).includes(genes.class)) return false;
    if (p.bodyShapes?.length && !p.bodyShapes.includes(genes.bodyShape.d.name)) return false;
    if (colors?.length && !colors.includes(genes.primaryColor.d.value)) return false;
    if (owner && record.owner !== owner) return false;
    if (skip.has(record.id)) return false;
    // a market search looks for breeding stock: eggs only come with a wallet import
    if (record.stage !== 4 && !(owner && auction === 'All' && (p.sort ?? 'PriceAsc') === 'PriceAsc')) return false;
    for (const type of types) {
      const wanted = include.filter((id) => id.startsWith(`${type}-`));
      if (wanted.length && !wanted.includes(genes.current[type])) return false;
    }
    if (types.some((type) => exclude.includes(genes.current[type]))) return false;
    return passesAxieFilters(genes, p);
  });

  const price = (a: ReferenceAxie) => a.record.listing?.priceUsd ?? null;
  const listed = (a: ReferenceAxie) => a.record.listing?.startedAt ?? null;
  const nullsFirst = (x: number | null, y: number | null) => (x === y ? 0 : x === null ? -1 : y === null ? 1 : x - y);
  const byId = (a: ReferenceAxie, b: ReferenceAxie) => a.record.id - b.record.id;
  const compare: Record<string, (a: ReferenceAxie, b: ReferenceAxie) => number> = {
    PriceAsc: (a, b) => nullsFirst(price(a), price(b)) || byId(a, b),
    PriceDesc: (a, b) => -nullsFirst(price(a), price(b)) || byId(a, b),
    IdAsc: byId,
    IdDesc: (a, b) => -byId(a, b),
    Latest: (a, b) => -nullsFirst(listed(a), listed(b)) || byId(a, b),
  };
  let sorted = [...matches].sort(compare[p.sort ?? 'PriceAsc']);

  const priority = (p.priorityOrder ?? []).filter((type) => include.some((id) => id.startsWith(`${type}-`)));
  if (priority.length) {
    const score = (a: ReferenceAxie) =>
      priority.map((type) => {
        const gens = include.filter((id) => id.startsWith(`${type}-`)).map((id) => getPart(id)!.gen);
        return (gens.includes(a.genes[type].r1.gen) ? 1 : 0) + (gens.includes(a.genes[type].r2.gen) ? 1 : 0);
      });
    const scored = sorted.map((a, i) => ({ a, i, s: score(a) }));
    scored.sort((x, y) => {
      for (let k = 0; k < priority.length; k++) if (x.s[k] !== y.s[k]) return y.s[k]! - x.s[k]!;
      return x.i - y.i;
    });
    sorted = scored.map((x) => x.a);
  }
  return { ids: sorted.slice(0, p.limit ?? 100).map((a) => a.record.id), total: matches.length };
}
