// The wallets a player can sign in with: every wallet the browser announces (EIP-6963), an
// injected `window.ronin.provider` / `window.ethereum` when nothing announces, and the two that
// need no extension when the platform configures them: Ronin Waypoint (keyless, email or social
// login) and Ronin Wallet on a phone through WalletConnect. Their connectors (./connectors) load
// only when the player picks them. No ethers here: this module loads when the picker opens.
import { getJson } from '@criadero/session/api';
import type { WalletOptionsResponse } from '@criadero/api-contracts/schemas/auth';
import type { Eip1193Provider } from './provider';

export type WalletOptions = WalletOptionsResponse;

export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  /** reverse-DNS id, e.g. com.roninchain.wallet */
  rdns: string;
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

/** The parts of `window` discovery uses (a fake in tests). */
export interface WalletWindow extends EventTarget {
  ronin?: { provider?: Eip1193Provider };
  ethereum?: Eip1193Provider;
}

export const RONIN_RDNS = 'com.roninchain.wallet';

/** One line of the picker. `id` is stable across visits (remembered to follow the wallet after a reload). */
export type WalletEntry =
  | { kind: 'injected'; id: string; name: string; icon: string | null; provider: Eip1193Provider }
  | { kind: 'waypoint'; id: 'waypoint'; clientId: string }
  | { kind: 'ronin-mobile'; id: 'ronin-mobile'; projectId: string };

const isRonin = (info: Eip6963ProviderInfo) => info.rdns === RONIN_RDNS || /ronin/i.test(info.name);

/** EIP-6963 asks for a data: URI; anything else (a remote image) is not shown. */
const safeIcon = (icon: unknown) => (typeof icon === 'string' && icon.startsWith('data:image/') ? icon : null);

/** Asks installed wallets to announce themselves (EIP-6963) and collects them for `waitMs`. */
export function discoverWallets(win: WalletWindow = window, waitMs = 300): Promise<Eip6963ProviderDetail[]> {
  const found = new Map<string, Eip6963ProviderDetail>();
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<Eip6963ProviderDetail>).detail;
    if (detail?.info?.uuid && typeof detail.provider?.request === 'function') found.set(detail.info.uuid, detail);
  };
  win.addEventListener('eip6963:announceProvider', onAnnounce);
  win.dispatchEvent(new Event('eip6963:requestProvider'));
  return new Promise((resolve) => {
    setTimeout(() => {
      win.removeEventListener('eip6963:announceProvider', onAnnounce);
      resolve([...found.values()]);
    }, waitMs);
  });
}

/**
 * The picker's lines: every announced wallet (Ronin Wallet first, then in announcement order), or
 * the injected provider of a wallet too old to announce itself; then Waypoint and Ronin Wallet
 * mobile when configured.
 */
export function walletEntries(announced: Eip6963ProviderDetail[], options: WalletOptions, win: WalletWindow): WalletEntry[] {
  const entries: WalletEntry[] = [...announced]
    .sort((a, b) => Number(isRonin(b.info)) - Number(isRonin(a.info)))
    .map(({ info, provider }) => ({ kind: 'injected', id: `eip6963:${info.rdns || info.uuid}`, name: info.name, icon: safeIcon(info.icon), provider }));
  if (entries.length === 0) {
    if (win.ronin?.provider) entries.push({ kind: 'injected', id: 'injected:ronin', name: 'Ronin Wallet', icon: null, provider: win.ronin.provider });
    else if (win.ethereum) entries.push({ kind: 'injected', id: 'injected:ethereum', name: 'Browser wallet', icon: null, provider: win.ethereum });
  }
  if (options.waypoint) entries.push({ kind: 'waypoint', id: 'waypoint', clientId: options.waypoint.clientId });
  if (options.walletConnect) entries.push({ kind: 'ronin-mobile', id: 'ronin-mobile', projectId: options.walletConnect.projectId });
  return entries;
}

/** What the platform offers besides extensions; a failed look-up offers extensions only. */
export async function fetchWalletOptions(): Promise<WalletOptions> {
  return getJson<WalletOptions>('/api/auth/wallets').catch((error: unknown) => {
    console.warn('[criadero] wallet options unavailable', error);
    return { chainId: 2020, waypoint: null, walletConnect: null };
  });
}

/** Discovers the wallets and reads the platform's options: the picker's lines. */
export async function findWalletEntries(win: WalletWindow = window, waitMs = 300) {
  const [announced, options] = await Promise.all([discoverWallets(win, waitMs), fetchWalletOptions()]);
  return { entries: walletEntries(announced, options, win), options };
}

const loadWaypoint = () => import(/* webpackChunkName: "wallet-waypoint" */ './connectors/waypoint');
const loadRoninMobile = () => import(/* webpackChunkName: "wallet-ronin-mobile" */ './connectors/ronin-mobile');

/**
 * Starts loading the connectors the picker lists, when it opens: Waypoint opens its window from
 * the player's click, and a browser blocks a window opened long after the click.
 */
export function prepareConnectors(entries: WalletEntry[]): void {
  const ignore = (error: unknown) => console.warn('[criadero] wallet connector failed to load', error);
  if (entries.some((entry) => entry.kind === 'waypoint')) loadWaypoint().catch(ignore);
  if (entries.some((entry) => entry.kind === 'ronin-mobile')) loadRoninMobile().catch(ignore);
}

/**
 * The entry's EIP-1193 provider. An extension's is at hand; Waypoint and WalletConnect load their
 * connector now (a chunk of its own) and hand back the kit's provider, which opens Waypoint's
 * window or the WalletConnect pairing when the sign-in asks for the account.
 */
export async function providerFor(entry: WalletEntry, chainId: number): Promise<Eip1193Provider> {
  switch (entry.kind) {
    case 'injected':
      return entry.provider;
    case 'waypoint': {
      const { waypointProvider } = await loadWaypoint();
      return waypointProvider(entry.clientId, chainId);
    }
    case 'ronin-mobile': {
      const { roninMobileProvider } = await loadRoninMobile();
      return roninMobileProvider(entry.projectId, chainId);
    }
  }
}
