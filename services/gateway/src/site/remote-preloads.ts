import { LOCALES, type Locale, type RemoteRegistryEntry } from '@criadero/remote-contract';
import { answerWithin } from './answer-within';

/** What the gateway reads of a remote's mf-manifest.json (Module Federation 2's build manifest). */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** What the gateway reads of a remote's route-assets.json (written by @criadero/build-config's RouteAssetsPlugin). */
interface RouteAssets {
  routes?: Record<string, string[]>;
  messages?: Record<string, string[]>;
}

/** A remote's preloads: the links every page of it gets, and those of one route's page and one locale's messages. */
interface RemoteLinks {
  links: string[];
  routes: Map<string, string[]>;
  messages: Map<string, string[]>;
}

interface Cached {
  at: number;
  links: Promise<RemoteLinks>;
}

export interface RemotePreloadOptions {
  /** how long a fetched manifest (or a failure) is reused: a deploy shows up after it */
  ttlMs?: number;
  timeoutMs?: number;
  /** how long a page's answer waits for a manifest not yet read: it goes out with the manifest's link alone after that */
  waitMs?: number;
  warn?: (message: string) => void;
}

/** Low, as the shell's own scripts and webpack's script tags are (see createRemotePreloads). */
const scriptLink = (url: string) => `<${url}>; rel=preload; as=script; fetchpriority=low`;

/** The language the shell starts in for a visitor who never chose one, the first of LOCALES (their choice lives in the page's localStorage, which the gateway does not see). */
const FIRST_LOCALE: Locale = LOCALES[0];

const fetchJson = async (url: string, timeoutMs: number): Promise<unknown> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return response.json();
};

/** `{ key: [file, …] }` as script links resolved against the remote's entry; anything else is skipped. */
const scriptLinksByKey = (table: Record<string, string[]> | undefined, entry: string) =>
  new Map(Object.entries(table ?? {}).flatMap(([key, files]) => (Array.isArray(files) ? [[key, files.filter((file) => typeof file === 'string').map((file) => scriptLink(new URL(file, entry).href))] as const] : [])));

/**
 * The files the shell fetches one after another to draw a remote's page — its mf-manifest.json,
 * then remoteEntry.js, then the exposed `./routes` chunk, then the page's own chunks beside the
 * remote's messages for the visitor's language — as `Link` header values (preload), so the
 * browser asks for them beside the shell's own scripts: on a phone on a slow network each link of
 * that chain costs a round trip. Read from the remote's manifest and its route-assets.json,
 * fetched by the gateway and kept a few seconds; a manifest that cannot be read gives the
 * manifest link alone, a route-assets.json that cannot be read (a remote built before it
 * existed) the chain up to the route table.
 * The scripts go at low priority, as webpack's own script tags for them would and as the shell's
 * scripts do: at high priority they compete with the shell's scripts for a slow link's bandwidth
 * (Chromium holds low requests back while high ones are in flight), and Lighthouse's model of a
 * phone counts a high-priority script as render-blocking, holding back the first paint of a page
 * whose largest text is the served one.
 * The scripts carry no `crossorigin` (the federation runtime and webpack add their script tags
 * without one); the manifest is a `fetch()` with the default credentials, hence `crossorigin=anonymous`.
 */
export function createRemotePreloads({ ttlMs = 3000, timeoutMs = 1500, waitMs = 250, warn = () => undefined }: RemotePreloadOptions = {}) {
  const cache = new Map<string, Cached>();
  const manifestLink = (entry: string) => `<${entry}>; rel=preload; as=fetch; crossorigin=anonymous`;
  const entryLinks = (entry: string) => [entry.endsWith('.json') ? manifestLink(entry) : scriptLink(entry)];

  const manifestLinks = async (entry: string): Promise<string[]> => {
    if (!entry.endsWith('.json')) return [];
    try {
      const manifest = (await fetchJson(entry, timeoutMs)) as FederationManifest;
      const links: string[] = [];
      const remoteEntry = manifest.metaData?.remoteEntry;
      if (remoteEntry?.name) links.push(scriptLink(new URL(`${remoteEntry.path ?? ''}${remoteEntry.name}`, entry).href));
      const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
      for (const file of routes?.assets?.js?.sync ?? []) links.push(scriptLink(new URL(file, entry).href));
      return links;
    } catch (error) {
      warn(`federation manifest ${entry} unavailable for preloading: ${(error as Error).message}`);
      return [];
    }
  };

  const routeAssets = async (entry: string): Promise<RouteAssets> => {
    const url = new URL('route-assets.json', entry).href;
    try {
      return (await fetchJson(url, timeoutMs)) as RouteAssets;
    } catch (error) {
      warn(`route assets ${url} unavailable for preloading: ${(error as Error).message}`);
      return {};
    }
  };

  const linksOf = async (entry: string): Promise<RemoteLinks> => {
    const [chain, assets] = await Promise.all([manifestLinks(entry), routeAssets(entry)]);
    return { links: [...entryLinks(entry), ...chain], routes: scriptLinksByKey(assets.routes, entry), messages: scriptLinksByKey(assets.messages, entry) };
  };

  /** `routePath`: the route of the remote's navigation that opens (its pattern, as the route table names it). */
  return function preloadsOf(remote: RemoteRegistryEntry, routePath?: string): Promise<string[]> {
    const now = Date.now();
    let cached = cache.get(remote.entry);
    if (!cached || now - cached.at >= ttlMs) {
      cached = { at: now, links: linksOf(remote.entry) };
      cache.set(remote.entry, cached);
    }
    const forPage = cached.links.then(({ links, routes, messages }) => {
      const page = (routePath !== undefined && routes.get(routePath)) || [];
      return [...links, ...page, ...(messages.get(FIRST_LOCALE) ?? [])];
    });
    // a slow remote host never holds the page back: the read goes on and serves the next page
    return answerWithin(forPage, waitMs, entryLinks(remote.entry));
  };
}
