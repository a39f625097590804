/**
 * Local storage keys. `user_config` and `affiliateCode` are the spec's (§7); the spec names "the
 * last search" without a key, and keeps saved filters and favourites unspecified: ours are namespaced.
 */
export const STORAGE_KEYS = {
  userConfig: 'user_config',
  affiliateCode: 'affiliateCode',
  lastSearch: 'axie.breeding.lastSearch',
  savedFilters: 'axie.breeding.savedFilters',
  favourites: 'axie.breeding.favourites',
  fees: 'axie.breeding.fees',
  model: 'axie.breeding.model',
  metric: 'axie.breeding.metric',
} as const;

export function readJson<T>(key: string, fallback: T, valid: (v: unknown) => v is T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the feature keeps working for this visit
  }
}
