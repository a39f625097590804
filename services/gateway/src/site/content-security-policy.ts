import { remoteOrigins, type RemoteRegistry } from './remote-registry';

/**
 * The pages' Content-Security-Policy: scripts and fetches from this origin and
 * from the remotes in the registry (Module Federation loads their manifests
 * with fetch and their chunks as scripts). styled-components injects <style>
 * elements, hence 'unsafe-inline' for styles only. Only the /embed/ pages (the iframe
 * fallback) may be framed, and only by registered partner origins.
 */
export function pageCsp(registry: RemoteRegistry, options: { frameAncestors?: string[] } = {}): string {
  const remotes = remoteOrigins(registry);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes],
    // the pair ranking worker: a blob: bootstrap that importScripts the remote's worker chunk
    'worker-src': ["'self'", 'blob:', ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'https:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'", ...(options.frameAncestors ?? [])],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const API_CSP_HEADER = "default-src 'none'; frame-ancestors 'none'";
