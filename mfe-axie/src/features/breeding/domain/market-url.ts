import { AXIE_CLASSES, BODY_SHAPES, PART_TYPES, getPart, type AxieClass, type BodyShape } from '@criadero/genetics';
import { AUCTION_TYPES, BREED_COUNT_MAX, BREED_COUNT_MIN, type AuctionType } from './filter-config';
import { compactSelection, searchPartIds, type FilterSelection } from './selection';

/** The official marketplace's axie list (spec §7: auctionTypes, classes, bodyShapes, primaryColor, parts). */
export const MARKETPLACE_AXIES_URL = 'https://app.axieinfinity.com/marketplace/axies/';
export const marketplaceAxieUrl = (id: string) => `${MARKETPLACE_AXIES_URL}${encodeURIComponent(id)}/`;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function buildMarketplaceUrl(selection: FilterSelection, auctionType: AuctionType): string {
  const q = new URLSearchParams();
  if (auctionType !== 'All') q.append('auctionTypes', auctionType);
  for (const c of selection.classes ?? []) q.append('classes', capitalize(c));
  for (const b of selection.bodyShape ?? []) q.append('bodyShapes', b);
  for (const p of selection.primaryColor ?? []) q.append('primaryColor', String(p));
  for (const part of searchPartIds(selection)) q.append('parts', part);
  const query = q.toString();
  return query ? `${MARKETPLACE_AXIES_URL}?${query}` : MARKETPLACE_AXIES_URL;
}

export interface ParsedMarketplaceUrl {
  selection: FilterSelection;
  auctionType: AuctionType | null;
  /** `breedCount=min&breedCount=max` (the marketplace's range), when the link has one */
  breedCount: [number, number] | null;
  /** what the calculator cannot apply: unknown values and whole parameters ('pureness=6') */
  ignored: string[];
}

/** Query parameters this parser reads; any other one is reported as ignored, never dropped silently. */
const KNOWN_PARAMS = new Set(['auctionTypes', 'classes', 'bodyShapes', 'primaryColor', 'parts', 'breedCount']);

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
  const s: Required<FilterSelection> = { classes: [], bodyShape: [], primaryColor: [], eyes: [], ears: [], mouth: [], horn: [], back: [], tail: [], exclude: [] };
  for (const v of all('classes')) {
    const c = v.toLowerCase();
    if ((AXIE_CLASSES as readonly string[]).includes(c)) s.classes.push(c as AxieClass);
    else ignored.push(v);
  }
  for (const v of all('bodyShapes')) {
    const b = BODY_SHAPES.find((x) => x.toLowerCase() === v.toLowerCase());
    if (b) s.bodyShape.push(b as BodyShape);
    else ignored.push(v);
  }
  for (const v of all('primaryColor')) {
    if (/^\d+$/.test(v)) s.primaryColor.push(Number(v));
    else ignored.push(v);
  }
  for (const v of all('parts')) {
    const part = getPart(v.replace(/^!/, ''));
    if (!part || !(PART_TYPES as readonly string[]).includes(part.type)) ignored.push(v);
    else if (v.startsWith('!')) s.exclude.push(part.partId);
    else s[part.type].push(part.partId);
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
