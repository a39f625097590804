import type { NavManifest, RemoteRegistry, RemoteRegistryEntry } from '@criadero/remote-contract';

/**
 * Reads the deploy-time registry. Nothing about remotes is compiled into the shell. The default
 * cache mode takes the response index.html's `<link rel="preload">` already started (a
 * `no-store` fetch would request it again); the gateway answers it `no-cache`, so every page
 * load still revalidates it and a deploy shows up at once.
 */
export async function fetchRegistry(url = '/remotes.json'): Promise<RemoteRegistryEntry[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`remote registry ${url} answered ${response.status}`);
  return parseRegistry(await response.json());
}

export function parseRegistry(json: unknown): RemoteRegistryEntry[] {
  const remotes = (json as RemoteRegistry | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remote registry: "remotes" must be a list');
  return remotes.map((entry, index) => {
    if (!entry || typeof entry.name !== 'string' || typeof entry.entry !== 'string') {
      throw new Error(`remote registry: entry ${index} needs a name and an entry URL`);
    }
    const parsed: RemoteRegistryEntry = {
      name: entry.name,
      entry: entry.entry,
      version: typeof entry.version === 'string' ? entry.version : '0.0.0',
      prefixes: Array.isArray(entry.prefixes) ? entry.prefixes.filter((p): p is string => typeof p === 'string') : [],
      title: typeof entry.title === 'string' ? entry.title : entry.name,
    };
    if (isNavManifest(entry.nav)) parsed.nav = entry.nav;
    return parsed;
  });
}

/** A nav the shell can draw; anything else is ignored and the remote is loaded to learn its routes. */
function isNavManifest(nav: unknown): nav is NavManifest {
  const candidate = nav as Partial<NavManifest> | null | undefined;
  return (
    !!candidate &&
    Array.isArray(candidate.groups) &&
    Array.isArray(candidate.routes) &&
    candidate.routes.every((route) => typeof route?.path === 'string' && typeof route.titleId === 'string') &&
    !!candidate.messages &&
    typeof candidate.messages === 'object'
  );
}

/** The remote that owns a path (longest matching prefix wins: /dashboard/craftworld over /dashboard). */
export function ownerOf(path: string, remotes: RemoteRegistryEntry[]): RemoteRegistryEntry | undefined {
  let best: { entry: RemoteRegistryEntry; length: number } | undefined;
  for (const entry of remotes) {
    for (const prefix of entry.prefixes) {
      const matches = path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { entry, length: prefix.length };
    }
  }
  return best?.entry;
}

/** The remote of a path's tool, when the tool opens for anyone (a login or creator gate comes first otherwise). */
export function openingRemote(entries: RemoteRegistryEntry[], pathname: string): RemoteRegistryEntry | undefined {
  const owner = ownerOf(pathname, entries);
  const route = owner?.nav?.routes.find((r) => r.path === pathname);
  return route && !route.requiresLogin && !route.creatorOnly ? owner : undefined;
}
