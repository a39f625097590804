import type { HiddenAxiesResponse, ShareLinkCreated, ShareLinkResponse, SharedPageState, WalletList, WalletListsResponse } from '@criadero/api-contracts/axie';
import { callApi } from '@criadero/session/api';

/** Keeps the page's state on the server and answers the link's id (the same state, the same id). */
export async function createShareLink(state: SharedPageState): Promise<string> {
  return (await callApi<ShareLinkCreated>('/api/axie/share-links', { body: { state } })).id;
}

/** A kept link's state (404 SHARE_LINK_NOT_FOUND, worded by the server, for an unknown id). */
export async function openShareLink(id: string, signal?: AbortSignal): Promise<SharedPageState> {
  return (await callApi<ShareLinkResponse>(`/api/axie/share-links/${encodeURIComponent(id)}`, { signal })).state;
}

/** The Axies the signed-in player hid. */
export async function fetchHiddenAxies(signal?: AbortSignal): Promise<string[]> {
  return (await callApi<HiddenAxiesResponse>('/api/axie/hidden-axies', { signal })).ids;
}

/** Hides (`add`) and restores (`remove`) Axies on the account; answers the account's set. */
export async function changeHiddenAxies(change: { add?: string[]; remove?: string[] }): Promise<string[]> {
  return (await callApi<HiddenAxiesResponse>('/api/axie/hidden-axies', { body: change })).ids;
}

/** Adds a visitor's wallet lists to the account's (same-named lists merged; twice changes nothing). */
export function mergeWalletLists(lists: WalletList[]): Promise<WalletListsResponse> {
  return callApi<WalletListsResponse>('/api/axie/wallet-lists/merge', { body: { lists } });
}
