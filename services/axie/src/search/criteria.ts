import { AppError } from '@criadero/service-kit';
import { PART_TYPES, PART_VARIANTS, getPart, titleOfName, type AxieTitle, type PartType, type PartVariant } from '@criadero/genetics';
import { DEFAULT_MAX_PRICE_USD, STAT_FIELDS, VARIANT_FIELDS, type AuctionType, type SearchBody, type SortBy, type StatField } from '@criadero/api-contracts/axie';
import { invertedRanges } from '@criadero/service-users/search-credits';
import { AxieError } from '../errors';

/** A search, normalised and checked: what the repository query and the reference filter read. */
export interface SearchCriteria {
  breedCount: [number, number] | null;
  /** lower case */
  classes: string[];
  /** shown (dominant) part ids wanted: any of the ids of one type, every type given */
  includeParts: string[];
  /** shown part ids refused */
  excludeParts: string[];
  bodyShapes: string[];
  primaryColors: number[];
  /** cap on the listing price; only applied when auctionType is Sale */
  maxPriceUsd: number | null;
  auctionType: AuctionType;
  /** lower-case 0x address */
  owner: string | null;
  /** ids left out of the answer */
  excludeIds: number[];
  sort: SortBy;
  priorityOrder: PartType[];
  limit: number;
  /** accepted purities (shown parts of the axie's class, 0..6); empty = any */
  purities: number[];
  /** per variant asked for, the accepted numbers of shown parts of that variant */
  variantCounts: Array<{ variant: PartVariant; counts: number[] }>;
  /** classic stat ranges, both ends included */
  stats: Array<{ stat: StatField; range: [number, number] }>;
  /** accepted titles; empty = any (titled or not) */
  titles: AxieTitle[];
}

export type FilterBody = Omit<SearchBody, 'owner' | 'sort'> & { owner?: string; sort?: SortBy };

export const normalizeAddress = (address: string) => `0x${address.replace(/^(0x|ronin:)/, '').toLowerCase()}`;

/** Splits the `parts` list into included and '!'-excluded ids and checks them against the catalogue. */
function splitParts(parts: readonly string[] = []): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const raw of parts) {
    const negated = raw.startsWith('!');
    const id = negated ? raw.slice(1) : raw;
    const part = getPart(id);
    if (!part || !(PART_TYPES as readonly string[]).includes(part.type)) throw new AxieError(400, 'UNKNOWN_PART', id);
    (negated ? exclude : include).push(id);
  }
  const both = include.filter((id) => exclude.includes(id));
  if (both.length) throw new AppError(400, 'VALIDATION_ERROR', { detail: `part both included and excluded: ${both.join(', ')}` });
  return { include: [...new Set(include)], exclude: [...new Set(exclude)] };
}

/** The included part ids grouped by part type (OR inside a type, AND across types). */
export function partsByType(include: readonly string[]): Map<PartType, string[]> {
  const groups = new Map<PartType, string[]>();
  for (const id of include) {
    const type = getPart(id)!.type as PartType;
    groups.set(type, [...(groups.get(type) ?? []), id]);
  }
  return groups;
}

const sortedSet = (values: readonly number[] = []) => [...new Set(values)].sort((a, b) => a - b);

/** The filters on the axie itself (purity, variant parts, stats, title), checked. */
function axieFilters(body: FilterBody): Pick<SearchCriteria, 'purities' | 'variantCounts' | 'stats' | 'titles'> {
  const stats: SearchCriteria['stats'] = [];
  for (const stat of STAT_FIELDS) {
    const range = body[stat];
    if (!range) continue;
    stats.push({ stat, range: [range[0]!, range[1]!] });
  }
  const titles = (body.title ?? []).map((name) => {
    const title = titleOfName(name);
    if (!title) throw new AppError(400, 'VALIDATION_ERROR', { detail: `unknown title: ${name}` });
    return title;
  });
  return {
    purities: sortedSet(body.pureness),
    variantCounts: PART_VARIANTS.filter((v) => body[VARIANT_FIELDS[v]]?.length).map((variant) => ({ variant, counts: sortedSet(body[VARIANT_FIELDS[variant]]) })),
    stats,
    titles: [...new Set(titles)].sort(),
  };
}

export function normalizeCriteria(body: FilterBody, defaults: { limit: number }): SearchCriteria {
  const breedCount = body.breedCount ? ([body.breedCount[0]!, body.breedCount[1]!] as [number, number]) : null;
  const inverted = invertedRanges({ breedCount, ...Object.fromEntries(STAT_FIELDS.map((stat) => [stat, body[stat] as [number, number] | undefined])) });
  if (inverted.length > 0) throw new AppError(400, 'VALIDATION_ERROR', { detail: `min above max in ${inverted.join(', ')}` });
  const { include, exclude } = splitParts(body.parts);
  const owner = body.owner ? normalizeAddress(body.owner) : null;
  const auctionType = body.auctionType ?? 'Sale';
  const colors = body.primaryColor === undefined ? [] : Array.isArray(body.primaryColor) ? body.primaryColor : [body.primaryColor];
  return {
    breedCount,
    classes: [...new Set((body.classes ?? []).map((c) => String(c).toLowerCase()))].sort(),
    includeParts: include,
    excludeParts: exclude,
    bodyShapes: [...new Set(body.bodyShapes ?? [])].sort(),
    primaryColors: [...new Set(colors)].sort((a, b) => a - b),
    maxPriceUsd: auctionType === 'Sale' ? (body.maxPriceUSD ?? (owner ? null : DEFAULT_MAX_PRICE_USD)) : null,
    auctionType,
    owner,
    excludeIds: [...new Set((body.selectedAxies ?? []).map(Number))].sort((a, b) => a - b),
    sort: body.sort ?? 'PriceAsc',
    priorityOrder: [...new Set(body.priorityOrder ?? [])],
    limit: body.limit ?? defaults.limit,
    ...axieFilters(body),
  };
}

/** Importing a wallet's axies: free, allowed to visitors (spec §7 wallet import call). */
export const isWalletImport = (c: SearchCriteria) => c.owner !== null && c.auctionType === 'All' && c.sort === 'PriceAsc';
