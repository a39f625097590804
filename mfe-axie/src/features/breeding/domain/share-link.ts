import { INHERITANCE_MODELS, PART_TYPES, type InheritanceModelId, type PartType } from '@criadero/genetics';
import type { SharedPageState } from '@criadero/api-contracts/axie';
import { SHARE_LINK_ID_PATTERN } from '@criadero/api-contracts/axie/share-link-rules';
import { COMBINATION_OPERATIONS, type CombinationEntry } from './combination';
import { isFeeTable, type FeeTable } from './fees';
import { AUCTION_TYPES, isValidBreedCount, type FilterConfig } from '../../../domain/filter-config';
import { compactSelection, SELECTION_KEYS, type FilterSelection } from '../../../domain/selection';

/**
 * The query parameter holding a shared page: the id the server keeps its state under
 * (`/api/axie/share-links`), or, in links made before those existed, the state itself as
 * base64url JSON (still opened).
 */
export const SHARE_PARAM = 'enlace';

const SHARE_LINK_ID = new RegExp(SHARE_LINK_ID_PATTERN);
/** True for a kept link's id (an inline state is longer and starts with the JSON's `{"v"`). */
export const isShareLinkId = (value: string): boolean => SHARE_LINK_ID.test(value);

type SharedMetric = 'allD' | 'custom' | 'cost' | 'profit';
const METRICS: readonly SharedMetric[] = ['allD', 'custom', 'cost', 'profit'];

/**
 * What a link restores: the Axies (by id, or the wallets they came from), the filter and its
 * configuration, the maximum price, the combination rules, the model and ranking metric, the
 * hidden Axies, the pair on show and the breeding fees. Enough for another browser to compute
 * the same numbers.
 */
export interface SharedPage {
  v: 2;
  ids: string[];
  /** wallets whose Axies are loaded instead of `ids` (each imported whole) */
  wallets: string[];
  selection: FilterSelection;
  config: FilterConfig;
  /** null: the page's default */
  maxPrice: number | null;
  combination: CombinationEntry[];
  model: InheritanceModelId;
  metric: SharedMetric;
  hidden: string[];
  pair: [string, string] | null;
  /** the sharer's fee table; null in links made before fees travelled (the opener's stay) */
  fees: FeeTable | null;
}

const isId = (v: unknown): v is string => typeof v === 'string' && /^\d{1,12}$/.test(v);
const isWallet = (v: unknown): v is string => typeof v === 'string' && /^0x[0-9a-f]{40}$/.test(v);
const strings = (v: unknown, ok: (x: unknown) => x is string): string[] => (Array.isArray(v) ? [...new Set(v.filter(ok))] : []);

function readSelection(v: unknown): FilterSelection {
  if (!v || typeof v !== 'object') return {};
  const out: Record<string, unknown[]> = {};
  for (const key of SELECTION_KEYS) {
    const list = (v as Record<string, unknown>)[key];
    if (Array.isArray(list)) out[key] = list.filter((x) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)));
  }
  return compactSelection(out as FilterSelection);
}

function readConfig(v: unknown): FilterConfig | null {
  const o = v as Partial<FilterConfig> | null;
  if (!o || typeof o !== 'object' || !Array.isArray(o.breed_count) || !isValidBreedCount(o.breed_count)) return null;
  const order = Array.isArray(o.priorityOrder) ? o.priorityOrder.filter((t): t is PartType => (PART_TYPES as readonly string[]).includes(t)) : [];
  if (new Set(order).size !== PART_TYPES.length) return null;
  if (!(AUCTION_TYPES as readonly string[]).includes(o.auctionType as string)) return null;
  return { breed_count: [o.breed_count[0]!, o.breed_count[1]!], priorityOrder: order, auctionType: o.auctionType! };
}

function readCombination(v: unknown): CombinationEntry[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (e): e is CombinationEntry =>
      !!e &&
      typeof e === 'object' &&
      typeof e.id === 'string' &&
      (PART_TYPES as readonly string[]).includes(e.type) &&
      typeof e.part === 'string' &&
      (COMBINATION_OPERATIONS as readonly string[]).includes(e.operation) &&
      typeof e.percent === 'number' &&
      e.percent >= 0 &&
      e.percent <= 100,
  );
}

const toBase64Url = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string): string => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

/** The state the server keeps for a page (POST /api/axie/share-links): the page with its filter compacted. */
export function sharedPageState(page: Omit<SharedPage, 'v'>): SharedPageState {
  return { v: 2, ...page, selection: compactSelection(page.selection) as SharedPageState['selection'] };
}

/** A state inline in the link (how links were made before the server kept them; tests make old links with it). */
export function encodeSharedPage(page: Omit<SharedPage, 'v'>): string {
  return toBase64Url(JSON.stringify({ v: 1, ...page, selection: compactSelection(page.selection) }));
}

/** An inline link's page (links made before the server kept them), or null when the value is not one of ours. */
export function decodeSharedPage(value: string): SharedPage | null {
  try {
    return readSharedPage(JSON.parse(fromBase64Url(value)));
  } catch {
    return null;
  }
}

/**
 * The page a state holds (a kept link's, v2, or an inline one's, v1), or null when it is not one
 * of ours. Anything malformed inside a valid state falls back to its default (an unknown part
 * rule is dropped, not the whole link).
 */
export function readSharedPage(raw: unknown): SharedPage | null {
  const o = raw as Record<string, unknown> | null;
  if (!o || typeof o !== 'object' || (o.v !== 1 && o.v !== 2)) return null;
  const config = readConfig(o.config);
  if (!config) return null;
  const ids = strings(o.ids, isId);
  const wallets = strings(o.wallets, isWallet);
  if (!ids.length && !wallets.length) return null;
  const pair = Array.isArray(o.pair) && o.pair.length === 2 && isId(o.pair[0]) && isId(o.pair[1]) ? ([o.pair[0], o.pair[1]] as [string, string]) : null;
  return {
    v: 2,
    ids,
    wallets,
    selection: readSelection(o.selection),
    config,
    maxPrice: typeof o.maxPrice === 'number' && o.maxPrice > 0 ? o.maxPrice : null,
    combination: readCombination(o.combination),
    model: typeof o.model === 'string' && o.model in INHERITANCE_MODELS ? (o.model as InheritanceModelId) : 'spec-table',
    metric: (METRICS as readonly unknown[]).includes(o.metric) ? (o.metric as SharedMetric) : 'allD',
    hidden: strings(o.hidden, isId),
    pair,
    fees: isFeeTable(o.fees) ? { asOf: o.fees.asOf, slpByBreedCount: [...o.fees.slpByBreedCount], axsPerBreed: o.fees.axsPerBreed, edited: o.fees.edited === true } : null,
  };
}

/** The page's address with a kept link's id as its only query parameter. */
export function shareUrl(pageUrl: string, id: string): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  url.searchParams.set(SHARE_PARAM, id);
  return url.toString();
}
