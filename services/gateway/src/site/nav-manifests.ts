import type { NavManifest, RemoteRegistry, RemoteRegistryEntry } from '@criadero/remote-contract';

/** Where a remote's build writes its navigation: next to its mf-manifest.json (or remoteEntry.js). */
const navManifestUrl = (entry: string) => new URL('nav-manifest.json', entry).href;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Checks what the shell relies on in a nav manifest; throws naming the problem. */
export function parseNavManifest(raw: unknown, where: string): NavManifest {
  if (!isObject(raw) || !Array.isArray(raw.groups) || !Array.isArray(raw.routes) || !isObject(raw.messages)) {
    throw new Error(`${where}: a nav manifest has groups, routes and messages`);
  }
  for (const group of raw.groups as unknown[]) {
    if (!isObject(group) || typeof group.id !== 'string' || typeof group.labelId !== 'string' || typeof group.order !== 'number') {
      throw new Error(`${where}: bad group ${JSON.stringify(group)}`);
    }
  }
  for (const route of raw.routes as unknown[]) {
    if (!isObject(route) || typeof route.path !== 'string' || !route.path.startsWith('/') || typeof route.group !== 'string' || typeof route.titleId !== 'string') {
      throw new Error(`${where}: bad route ${JSON.stringify(route)}`);
    }
  }
  return raw as unknown as NavManifest;
}

interface Cached {
  at: number;
  nav: Promise<NavManifest | undefined>;
}

export interface NavResolverOptions {
  /** how long a fetched manifest (or a failure) is reused: remotes rebuilt in development show up after it */
  ttlMs?: number;
  timeoutMs?: number;
  warn?: (message: string) => void;
}

/**
 * Completes registry entries that do not carry their `nav` (a hand-written registry, a remote
 * served from its dist) with the remote's nav-manifest.json, fetched by the gateway and kept a
 * few seconds. An entry whose manifest cannot be read goes out without nav: the shell then
 * loads that remote's route table to draw its part of the menu, as before manifests existed.
 */
export function createNavResolver({ ttlMs = 3000, timeoutMs = 1500, warn = () => undefined }: NavResolverOptions = {}) {
  const cache = new Map<string, Cached>();

  const fetchNav = async (url: string): Promise<NavManifest | undefined> => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return parseNavManifest(await response.json(), url);
    } catch (error) {
      warn(`nav manifest ${url} unavailable: ${(error as Error).message}`);
      return undefined;
    }
  };

  const navOf = (url: string, now: number) => {
    const cached = cache.get(url);
    if (cached && now - cached.at < ttlMs) return cached.nav;
    const nav = fetchNav(url);
    cache.set(url, { at: now, nav });
    return nav;
  };

  return async function withNav(registry: RemoteRegistry): Promise<RemoteRegistry> {
    const now = Date.now();
    const remotes = await Promise.all(
      registry.remotes.map(async (remote): Promise<RemoteRegistryEntry> => {
        if (remote.nav) return remote;
        const nav = await navOf(navManifestUrl(remote.entry), now);
        return nav ? { ...remote, nav } : remote;
      }),
    );
    return { remotes };
  };
}
