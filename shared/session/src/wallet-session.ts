// The wallet the session signed in with, and what it says afterwards. A session is bound to the
// address that signed in: when the wallet moves to another account (accountsChanged) the session
// must end, and a payment is only ever asked of that wallet. The entry id is remembered so that a
// reload (or another tab) finds the same extension again. Tabs tell each other about sign-ins and
// sign-outs through ./session-news.
import type { Eip1193Provider, EventfulProvider } from './provider';
import { discoverWallets, walletEntries, type WalletEntry, type WalletWindow } from './wallet';

export type { EventfulProvider } from './provider';

export interface ConnectedWallet {
  entryId: string;
  provider: EventfulProvider;
}

const REMEMBERED = 'criadero.wallet';
let connected: ConnectedWallet | null = null;

/** Records the wallet a sign-in used (this tab, and its entry id for the next visit). */
export function setConnectedWallet(wallet: ConnectedWallet | null): void {
  connected = wallet;
  try {
    if (wallet) localStorage.setItem(REMEMBERED, wallet.entryId);
    else localStorage.removeItem(REMEMBERED);
  } catch {
    // storage may be off (private mode, a partner page's sandbox): following still works in this tab
  }
}

function rememberedEntryId(): string | null {
  try {
    return localStorage.getItem(REMEMBERED);
  } catch {
    return null;
  }
}

/**
 * The signed-in wallet's provider: the one this tab connected, else the remembered extension
 * found again (after a reload). Waypoint and WalletConnect sessions are not reopened here (that
 * would load their kits on every page): null, and the caller asks the player to connect.
 */
export async function connectedWallet(win: WalletWindow = window, waitMs = 300): Promise<ConnectedWallet | null> {
  const entryId = rememberedEntryId();
  // another tab may have signed in with another wallet since: the remembered one wins
  if (connected && (entryId === null || connected.entryId === entryId)) return connected;
  if (!entryId) return null;
  const entry = walletEntries(await discoverWallets(win, waitMs), { chainId: 0, waypoint: null, walletConnect: null }, win).find(
    (candidate): candidate is Extract<WalletEntry, { kind: 'injected' }> => candidate.id === entryId,
  );
  if (!entry) return null;
  connected = { entryId, provider: entry.provider };
  return connected;
}

/**
 * Calls `listener` with the wallet's accounts (first = selected; [] when it locked or disconnected
 * the site) each time it emits accountsChanged; returns the unsubscribe. chainChanged needs no
 * listener: a session is not bound to a chain, and a payment puts the wallet on the payment chain
 * right before it asks for the transfer.
 */
export function onAccountsChanged(provider: EventfulProvider, listener: (accounts: string[]) => void): () => void {
  if (typeof provider.on !== 'function') return () => undefined;
  const onAccounts = (accounts: string[]) => listener(Array.isArray(accounts) ? accounts : []);
  provider.on('accountsChanged', onAccounts);
  return () => void provider.removeListener?.('accountsChanged', onAccounts);
}

/**
 * Follows the signed-in wallet: calls `onMoved(account)` once, when the wallet is (or later moves)
 * on another account than `signedIn`. A locked wallet (no account shared) is not another account.
 * Returns the stop.
 */
export function followSignedInWallet(signedIn: string, onMoved: (account: string) => void): () => void {
  let stopped = false;
  let unfollow = () => undefined as void;
  const stop = () => {
    stopped = true;
    unfollow();
  };
  const check = (account: string | null) => {
    if (stopped || account === null || sameAddress(account, signedIn)) return;
    stop();
    onMoved(account);
  };
  void connectedWallet().then(async (wallet) => {
    if (stopped || !wallet) return;
    unfollow = onAccountsChanged(wallet.provider, (accounts) => check(accounts[0] ?? null));
    // the wallet may have moved while this page was closed
    check(await walletAccount(wallet.provider).catch(() => null));
  });
  return stop;
}

/** The wallet's selected account now, without a prompt (eth_accounts); null when it shares none. */
export async function walletAccount(provider: Eip1193Provider): Promise<string | null> {
  const accounts = (await provider.request({ method: 'eth_accounts' })) as string[];
  return Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0].toLowerCase() : null;
}

/** Whether `account` is the signed-in address (case-insensitive; ronin: prefixes count as 0x). */
export function sameAddress(a: string, b: string): boolean {
  const norm = (address: string) => address.toLowerCase().replace(/^ronin:/, '0x');
  return norm(a) === norm(b);
}
