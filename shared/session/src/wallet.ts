// Wallet discovery: EIP-6963 announcements first (Ronin Wallet preferred),
// then Ronin's injected `window.ronin.provider`, then `window.ethereum`.
import { BrowserProvider, type JsonRpcSigner } from 'ethers';
import type { Eip1193Provider } from './auth-client';

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

const isRonin = (info: Eip6963ProviderInfo) => info.rdns === RONIN_RDNS || /ronin/i.test(info.name);

/** Asks installed wallets to announce themselves (EIP-6963) and collects them for `waitMs`. */
export function discoverWallets(win: WalletWindow = window as unknown as WalletWindow, waitMs = 300): Promise<Eip6963ProviderDetail[]> {
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

export interface ChosenWallet {
  provider: Eip1193Provider;
  /** wallet name for the UI */
  name: string;
}

/** Ronin (announced or injected), else the first announced wallet, else `window.ethereum`; null when none. */
export function chooseWallet(announced: Eip6963ProviderDetail[], win: WalletWindow): ChosenWallet | null {
  const ronin = announced.find((detail) => isRonin(detail.info));
  if (ronin) return { provider: ronin.provider, name: ronin.info.name };
  if (win.ronin?.provider) return { provider: win.ronin.provider, name: 'Ronin Wallet' };
  const first = announced[0];
  if (first) return { provider: first.provider, name: first.info.name };
  if (win.ethereum) return { provider: win.ethereum, name: 'Injected wallet' };
  return null;
}

/** Discovers and picks the wallet to log in with. */
export async function findWallet(win: WalletWindow = window as unknown as WalletWindow, waitMs = 300): Promise<ChosenWallet | null> {
  return chooseWallet(await discoverWallets(win, waitMs), win);
}

/** An ethers v6 signer over the chosen wallet (for payments); asks the wallet for access. */
export async function walletSigner(provider: Eip1193Provider): Promise<JsonRpcSigner> {
  const browser = new BrowserProvider(provider, 'any', { cacheTimeout: -1 });
  return browser.getSigner();
}
