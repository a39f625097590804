import type { NavRoute, RemoteRegistry, RemoteRegistryEntry } from '@criadero/remote-contract';

const EMBED_PREFIX = '/embed';

/** `/axie-tools/tree/:id` matches `/axie-tools/tree/123`: a `:name` segment takes any one segment. */
function matchesRoute(path: string, route: string): boolean {
  const want = route.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') ? got[i] !== '' : segment === got[i]);
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/**
 * Whether the shell has a page at `path` (an unknown path answers the shell's 'not
 * found' page with HTTP 404, not 200): the home page, a route of a remote's navigation, or the
 * same under /embed. A remote whose navigation the gateway could not read (its server is down)
 * keeps every path under its prefixes, so the shell can say the tool is unavailable.
 */
export function isKnownPage(rawPath: string, registry: RemoteRegistry): boolean {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (path === '/') return true;
  const inside = under(path, EMBED_PREFIX) ? path.slice(EMBED_PREFIX.length) || '/' : path;
  return registry.remotes.some((remote) =>
    remote.nav ? remote.nav.routes.some((route) => matchesRoute(inside, route.path)) : remote.prefixes.some((prefix) => under(inside, prefix)),
  );
}

/** The route of a remote's navigation at `path`, with its remote; undefined for the home page, an embed or an unknown path. */
export function routeOf(rawPath: string, registry: RemoteRegistry): { remote: RemoteRegistryEntry; route: NavRoute } | undefined {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  for (const remote of registry.remotes) {
    const route = remote.nav?.routes.find((candidate) => matchesRoute(path, candidate.path));
    if (route) return { remote, route };
  }
  return undefined;
}

/**
 * The remote whose page opens at `path` for any visitor (a route of its navigation with no
 * login or creator gate in front): the shell will load it at once, so the page can ask for its
 * files beside the shell's. Undefined for the home page, a gated route, an embed or an unknown path.
 */
export function openingRemoteOf(rawPath: string, registry: RemoteRegistry): RemoteRegistryEntry | undefined {
  const found = routeOf(rawPath, registry);
  return found && !found.route.requiresLogin && !found.route.creatorOnly ? found.remote : undefined;
}
