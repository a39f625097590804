import { FIRST_PAINT_SCRIPT_HASH } from './first-paint';
import { remoteOrigins, type RemoteRegistry } from './remote-registry';

/**
 * The pages' Content-Security-Policy: scripts and fetches from this origin and
 * from the remotes in the registry (Module Federation loads their manifests
 * with fetch and their chunks as scripts). styled-components injects <style>
 * elements, hence 'unsafe-inline' for styles only. Only the /embed/ pages (the iframe
 * fallback) may be framed, and only by registered partner origins.
 */
/**
 * What the sign-in kits the platform configures reach from the page: Ronin Waypoint's provider
 * reads Ronin's public RPC; WalletConnect talks to its relay, RPC, usage and modal APIs and checks
 * the site in a verify frame (hosts from WalletConnect's CSP allowlist).
 */
export interface WalletHosts {
  waypoint: boolean;
  walletConnect: boolean;
}

const WAYPOINT_CONNECT = ['https://api.roninchain.com', 'https://saigon-testnet.roninchain.com'];
const WALLETCONNECT_CONNECT = ['https://*.walletconnect.org', 'https://*.walletconnect.com', 'wss://relay.walletconnect.org', 'wss://relay.walletconnect.com', 'https://api.web3modal.org', 'https://api.web3modal.com'];
const WALLETCONNECT_FRAMES = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'];

export function pageCsp(registry: RemoteRegistry, options: { frameAncestors?: string[]; wallets?: WalletHosts } = {}): string {
  const remotes = remoteOrigins(registry);
  const wallets = options.wallets ?? { waypoint: false, walletConnect: false };
  const walletConnect = [...(wallets.waypoint ? WAYPOINT_CONNECT : []), ...(wallets.walletConnect ? WALLETCONNECT_CONNECT : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // the served page's one inline script: it picks the first paint's language (first-paint.ts)
    'script-src': ["'self'", FIRST_PAINT_SCRIPT_HASH, ...remotes],
    'connect-src': ["'self'", ...remotes, ...walletConnect],
    ...(wallets.walletConnect ? { 'frame-src': ["'self'", ...WALLETCONNECT_FRAMES] } : {}),
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
