import type { Alert, AlertsResponse, CreateWatchBody, Watch, WatchesResponse } from '@criadero/api-contracts/axie';
import { deleteJson, getJson, postJson } from '@criadero/session/api';

export type { Alert, Watch, WatchFilter } from '@criadero/api-contracts/axie';

export const fetchWatches = (signal: AbortSignal) => getJson<WatchesResponse>('/api/axie/watches', undefined, signal);
export const createWatch = (body: CreateWatchBody) => postJson<Watch>('/api/axie/watches', body);
export const deleteWatch = (id: string) => deleteJson<{ ok: true }>(`/api/axie/watches/${encodeURIComponent(id)}`);
/** A page of the player's alerts, newest first: the first, or the one after a page's `next`. */
export const fetchAlerts = (signal?: AbortSignal, after?: string) => getJson<AlertsResponse>('/api/axie/alerts', after ? { after } : undefined, signal);

/** Alerts newest first, each once (the live stream and a reload can both bring one). */
export function mergeAlerts(...lists: ReadonlyArray<readonly Alert[]>): Alert[] {
  const byId = new Map<string, Alert>();
  for (const list of lists) for (const alert of list) if (!byId.has(alert.id)) byId.set(alert.id, alert);
  return [...byId.values()].sort((a, b) => b.seq - a.seq || a.id.localeCompare(b.id));
}
