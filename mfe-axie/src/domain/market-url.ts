import { AXIE_CLASSES, BODY_SHAPES, PART_TYPES, TITLE_NAMES, getPart, titleOfName, type AxieClass, type BodyShape } from '@criadero/genetics';
import { AUCTION_TYPES, BREED_COUNT_MAX, BREED_COUNT_MIN, type AuctionType } from './filter-config';
import { PARENT_FILTER_KEYS, PARENT_FILTER_PARAMS, STAT_KEYS } from './parent-filter';
import { compactSelection, searchPartIds, type FilterSelection } from './selection';

/** The official marketplace's axie list (spec §7: auctionTypes, classes, bodyShapes, primaryColor, parts). */
const MARKETPLACE_AXIES_URL = 'https://app.axieinfinity.com/marketplace/axies/';
export const marketplaceAxieUrl = (id: string) => `${MARKETPLACE_AXIES_URL}${encodeURIComponent(id)}/`;
/** Opens an axie on the marketplace in a new tab (once its listing was checked again: within the click's activation). */
export const openMarketplaceAxie = (id: string) => void window.open(marketplaceAxieUrl(id), '_blank', 'noopener,noreferrer');

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function buildMarketplaceUrl(selection: FilterSelection, auctionType: AuctionType): string {
  const q = new URLSearchParams();
  if (auctionType !== 'All') q.append('auctionTypes', auctionType);
  for (const c of selection.classes ?? []) q.append('classes', capitalize(c));
  for (const b of selection.bodyShape ?? []) q.append('bodyShapes', b);
  for (const p of selection.primaryColor ?? []) q.append('primaryColor', String(p));
  for (const part of searchPartIds(selection)) q.append('parts', part);
  for (const key of PARENT_FILTER_KEYS) for (const v of selection[key] ?? []) q.append(PARENT_FILTER_PARAMS[key], String(v));
  const query = q.toString();
  return query ? `${MARKETPLACE_AXIES_URL}?${query}` : MARKETPLACE_AXIES_URL;
}

export interface ParsedMarketplaceUrl {
  selection: FilterSelection;
  auctionType: AuctionType | null;
  /** `breedCount=min&breedCount=max` (the marketplace's range), when the link has one */
  breedCount: [number, number] | null;
  /** what the calculator cannot apply: unknown values and whole parameters ('region=japan') */
  ignored: string[];
}

/** Query parameters this parser reads; any other one is reported as ignored, never dropped silently. */
const KNOWN_PARAMS = new Set<string>(['auctionTypes', 'classes', 'bodyShapes', 'primaryColor', 'parts', 'breedCount', ...Object.values(PARENT_FILTER_PARAMS)]);
/** Largest value a parent filter takes: six parts; a stat stays well under 100. */
const PARENT_FILTER_MAX = { parts: 6, stat: 100 };

/** Reads a marketplace link into a filter selection; null when the text is not a URL. */
export function parseMarketplaceUrl(text: string): ParsedMarketplaceUrl | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const q = url.searchParams;
  const all = (key: string) => q.getAll(key).flatMap((v) => v.split(','));
  const ignored: string[] = [];
  const s: FilterSelection = {};
  for (const v of all('classes')) {
    const c = v.toLowerCase();
    if ((AXIE_CLASSES as readonly string[]).includes(c)) (s.classes ??= []).push(c as AxieClass);
    else ignored.push(v);
  }
  for (const v of all('bodyShapes')) {
    const b = BODY_SHAPES.find((x) => x.toLowerCase() === v.toLowerCase());
    if (b) (s.bodyShape ??= []).push(b as BodyShape);
    else ignored.push(v);
  }
  for (const v of all('primaryColor')) {
    if (/^\d+$/.test(v)) (s.primaryColor ??= []).push(Number(v));
    else ignored.push(v);
  }
  for (const v of all('parts')) {
    const part = getPart(v.replace(/^!/, ''));
    if (!part || !(PART_TYPES as readonly string[]).includes(part.type)) ignored.push(v);
    else if (v.startsWith('!')) (s.exclude ??= []).push(part.partId);
    else (s[part.type] ??= []).push(part.partId);
  }
  for (const key of PARENT_FILTER_KEYS) {
    const param = PARENT_FILTER_PARAMS[key];
    if (key === 'title') {
      for (const v of all(param)) {
        const title = titleOfName(v);
        if (title) (s.title ??= []).push(TITLE_NAMES[title]);
        else ignored.push(`${param}=${v}`);
      }
      continue;
    }
    const isStat = (STAT_KEYS as readonly string[]).includes(key);
    const max = isStat ? PARENT_FILTER_MAX.stat : PARENT_FILTER_MAX.parts;
    const values = all(param);
    const numbers = values.map(Number);
    // a stat is a [min, max] range; purity and variant counts are lists of accepted values
    if (values.length && numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= max) && (!isStat || numbers.length <= 2))
      (s as Record<string, number[]>)[key] = isStat ? [Math.min(...numbers), Math.max(...numbers)] : [...new Set(numbers)].sort((a, b) => a - b);
    else if (values.length) ignored.push(...q.getAll(param).map((v) => `${param}=${v}`));
  }
  const auction = q.get('auctionTypes');
  const auctionType = auction && (AUCTION_TYPES as readonly string[]).includes(auction) ? (auction as AuctionType) : null;
  const counts = all('breedCount').map(Number);
  let breedCount: [number, number] | null = null;
  if (counts.length && counts.every((n) => Number.isInteger(n) && n >= BREED_COUNT_MIN && n <= BREED_COUNT_MAX)) breedCount = [Math.min(...counts), Math.max(...counts)];
  else if (counts.length) ignored.push(...q.getAll('breedCount').map((v) => `breedCount=${v}`));
  for (const [key, value] of q) if (!KNOWN_PARAMS.has(key)) ignored.push(`${key}=${value}`);
  return { selection: compactSelection(s), auctionType, breedCount, ignored };
}
