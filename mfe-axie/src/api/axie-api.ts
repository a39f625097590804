import type { AxieStatusResponse, BreedingSearchBody, BreedingSearchResponse, MarketStatusEvent, PairValueBuild, PairValueResponse, RecheckResponse, SearchBody, SearchResponse } from '@criadero/api-contracts/axie';
import type { SearchCharge } from '@criadero/api-contracts/schemas/paid-search';
import type { ParsedGenes } from '@criadero/genetics';
import type { FilterConfig } from '../domain/filter-config';
import { parentSearchFields } from '../domain/parent-filter';
import { searchPartIds, type FilterSelection } from '../domain/selection';
import { ApiError, apiUrl, callApi, type CallOptions } from '@criadero/session/api';

/** POST /api/axie/cards item (contract of the axie service). */
export interface CreatureCard {
  id: string;
  breedCount: number;
  image: string | null;
  stage: number;
  class: string;
  order: { currentPrice: string; currentPriceUsd: number | string | null } | null;
  owner: string | null;
  parsedGenes?: ParsedGenes | null;
  percentFromParents?: number | null;
  genes: string;
  sireId?: string | number | null;
  matronId?: string | number | null;
  /** set on the page when a re-check found the listing gone */
  listingGone?: 'sold' | 'delisted';
}

/**
 * How current the market is (since its last successful check) and whether it can be trusted:
 * pushed by the service; `clockOffsetMs` how far this device's clock is ahead of the server's.
 */
export type MarketStatus = MarketStatusEvent & { clockOffsetMs?: number };

/** A search's answer: the ids found, the balance and what the search cost. */
export interface SearchAnswer {
  ids: string[];
  total: number;
  creditos: number | null;
  charge: SearchCharge;
}

/** The most ids one search answers with, and the most ids it can be told to leave out. */
export const SEARCH_MAX_RESULTS = 500;

/**
 * The filters a market or partner search sends (spec §7 payload): the page's selection (wanted
 * parts, then excluded ones as '!id', and the parent filters), configuration and maximum price,
 * leaving out the loaded Axies (the most recent SEARCH_MAX_RESULTS: the service takes no more).
 */
export function searchFilters(selection: FilterSelection, config: FilterConfig, maxPriceUSD: number, loaded: readonly { id: string }[]) {
  return {
    breedCount: config.breed_count,
    classes: selection.classes ?? [],
    parts: searchPartIds(selection),
    maxPriceUSD,
    priorityOrder: config.priorityOrder,
    auctionType: config.auctionType,
    bodyShapes: selection.bodyShape ?? [],
    primaryColor: selection.primaryColor ?? [],
    selectedAxies: loaded.slice(-SEARCH_MAX_RESULTS).map((c) => c.id),
    ...parentSearchFields(selection),
  };
}

const CARDS_PER_CALL = 500;

export const newRequestId = (): string =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9._:-]/g, '');

const splitIds = (axies: string | { id: string | number }[] | undefined): string[] =>
  typeof axies === 'string' ? axies.split(/\s+/).filter(Boolean) : (axies ?? []).map((a) => String(a.id));

/**
 * Spec §8: a search may answer 200 with an `error` field; that is a failed search, shown as the
 * 'Error' toast with the server's text, never as "no results".
 */
function throwAnswerError(res: { axies: string; error?: string | null }): void {
  if (typeof res.error === 'string' && res.error.trim()) throw new ApiError(200, 'SEARCH_ERROR', res.error);
}

export async function searchMarket(body: SearchBody, options: Pick<CallOptions, 'signal'> = {}): Promise<SearchAnswer> {
  const res = await callApi<SearchResponse>('/api/search', { body, signal: options.signal });
  throwAnswerError(res);
  const ids = splitIds(res.axies);
  return { ids, total: res.total ?? ids.length, creditos: res.creditos ?? null, charge: res.charge };
}

export async function breedingSearch(body: BreedingSearchBody): Promise<SearchAnswer> {
  const res = await callApi<BreedingSearchResponse>('/api/breeding-search', { body });
  throwAnswerError(res);
  const ids = splitIds(res.axies);
  return { ids, total: res.total ?? ids.length, creditos: res.creditos ?? null, charge: res.charge };
}

/** GET /api/axie/status → the market's status now (the stream then pushes each change). */
export async function fetchMarketStatus(signal?: AbortSignal): Promise<MarketStatus> {
  const { market } = await callApi<AxieStatusResponse>('/api/axie/status', { signal });
  const { loaded, syncing, checkedAt, failingSince, degraded, staleSince, loadFailingSince } = market;
  return { loaded, syncing, checkedAt, failingSince, degraded, staleSince, loadFailingSince };
}

/** Server-Sent Events of the market's status (`event: market`): public, so an embed follows it too. */
export const marketStatusStreamUrl = () => apiUrl('/api/axie/status/stream');

/** POST /api/axie/recheck: is this listing still for sale (before the player acts on it)? */
/** What offspring builds are worth on the market now (the pair table's expected profit). */
export const fetchPairValues = (builds: readonly PairValueBuild[], signal?: AbortSignal) => callApi<PairValueResponse>('/api/axie/pair-value', { body: { builds }, signal });

export const recheckListing = (axieId: string) => callApi<RecheckResponse>('/api/axie/recheck', { body: { axieId } });

/**
 * Calls of `/api/axie/cards` in flight at once: the player's own line on the server serves eight
 * at a time (client-queue), and the page keeps the rest for its other calls.
 */
const CARD_CALLS_AT_ONCE = 4;

/**
 * Cards for any number of ids, fetched 500 at a time (the route's limit), a few calls in flight
 * at once (20,000 ids are 40 calls), in the order asked.
 */
export async function fetchCards(ids: readonly string[], signal?: AbortSignal): Promise<CreatureCard[]> {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += CARDS_PER_CALL) batches.push(ids.slice(i, i + CARDS_PER_CALL));
  const answers: CreatureCard[][] = new Array(batches.length);
  let next = 0;
  const caller = async () => {
    while (next < batches.length) {
      const index = next++;
      const res = await callApi<{ axies: CreatureCard[] }>('/api/axie/cards', { body: { ids: batches[index] }, signal });
      answers[index] = res.axies.map((a) => ({ ...a, id: String(a.id) }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CARD_CALLS_AT_ONCE, batches.length) }, caller));
  return answers.flat();
}

export const saveUserConfig = (config: unknown) => callApi<{ config: unknown }>('/api/users/saveConfig/', { body: { config } });

export const axieImageUrl = (genes: string) => `/api/axie-img?genes=${encodeURIComponent(genes)}`;
export const proxiedImageUrl = (url: string) => `/api/imageProxy?url=${encodeURIComponent(url)}`;
