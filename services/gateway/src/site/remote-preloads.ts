import type { RemoteRegistryEntry } from '@criadero/remote-contract';

/** What the gateway reads of a remote's mf-manifest.json (Module Federation 2's build manifest). */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

interface Cached {
  at: number;
  links: Promise<string[]>;
}

export interface RemotePreloadOptions {
  /** how long a fetched manifest (or a failure) is reused: a deploy shows up after it */
  ttlMs?: number;
  timeoutMs?: number;
  /** how long a page's answer waits for a manifest not yet read: it goes out with the manifest's link alone after that */
  waitMs?: number;
  warn?: (message: string) => void;
}

const scriptLink = (url: string) => `<${url}>; rel=preload; as=script`;

/**
 * The files the shell fetches one after another to draw a remote's page — its mf-manifest.json,
 * then remoteEntry.js, then the exposed `./routes` chunk — as `Link` header values (preload),
 * so the browser asks for them beside the shell's own scripts: on a phone on a slow network each
 * link of that chain costs a round trip. Read from the remote's manifest, fetched by the gateway
 * and kept a few seconds; a manifest that cannot be read gives the manifest link alone.
 * The scripts carry no `crossorigin` (the federation runtime and webpack add their script tags
 * without one); the manifest is a `fetch()` with the default credentials, hence `crossorigin=anonymous`.
 */
export function createRemotePreloads({ ttlMs = 3000, timeoutMs = 1500, waitMs = 250, warn = () => undefined }: RemotePreloadOptions = {}) {
  const cache = new Map<string, Cached>();
  const manifestLink = (entry: string) => `<${entry}>; rel=preload; as=fetch; crossorigin=anonymous`;

  const linksOf = async (entry: string): Promise<string[]> => {
    if (!entry.endsWith('.json')) return [scriptLink(entry)];
    const links = [manifestLink(entry)];
    try {
      const response = await fetch(entry, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const manifest = (await response.json()) as FederationManifest;
      const remoteEntry = manifest.metaData?.remoteEntry;
      if (remoteEntry?.name) links.push(scriptLink(new URL(`${remoteEntry.path ?? ''}${remoteEntry.name}`, entry).href));
      const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
      for (const file of routes?.assets?.js?.sync ?? []) links.push(scriptLink(new URL(file, entry).href));
    } catch (error) {
      warn(`federation manifest ${entry} unavailable for preloading: ${(error as Error).message}`);
    }
    return links;
  };

  return function preloadsOf(remote: RemoteRegistryEntry): Promise<string[]> {
    const now = Date.now();
    let cached = cache.get(remote.entry);
    if (!cached || now - cached.at >= ttlMs) {
      cached = { at: now, links: linksOf(remote.entry) };
      cache.set(remote.entry, cached);
    }
    // a slow remote host never holds the page back: the read goes on and serves the next page
    const fallback = remote.entry.endsWith('.json') ? [manifestLink(remote.entry)] : [scriptLink(remote.entry)];
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string[]>((resolve) => (timer = setTimeout(() => resolve(fallback), waitMs)));
    return Promise.race([cached.links, late]).finally(() => clearTimeout(timer));
  };
}
