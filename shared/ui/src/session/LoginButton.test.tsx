// The site's wallet login: the picker over the real EIP-6963 discovery (wallets announced on
// jsdom's window), the platform's options from the fake API, and the session following the
// wallet. The SIWE signature itself is replaced (ethers and siwe never load here; the real one is
// tested against the users service and in the browser).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom, type UserState } from '@criadero/session';
import { setConnectedWallet } from '@criadero/session/wallet-session';
import { uiMessages } from '../i18n/messages';
import { answerApi, renderTool } from '../test-utils';
import { toastsAtom } from '../toasts/toasts';
import { LoginButton } from './LoginButton';
import { WalletSession } from './WalletSession';

const auth = vi.hoisted(() => ({ signIn: vi.fn() }));
vi.mock('@criadero/session/auth-client', () => ({ signIn: auth.signIn }));
// Waypoint's and WalletConnect's kits stand in: their flows need Sky Mavis' and WalletConnect's
// services (the browser test follows them up to there); the picker starts loading them when it lists them
vi.mock('@sky-mavis/waypoint', () => ({ WaypointProvider: { create: vi.fn() } }));
vi.mock('@walletconnect/ethereum-provider', () => ({ EthereumProvider: { init: vi.fn() } }));
// the dialog, the discovery and the wallet session are lazy chunks: loaded once before the tests
// (compiling them takes a while on a busy machine), and given time to load all the same
vi.setConfig({ testTimeout: 60_000 });
const LAZY = { timeout: 30_000 };
beforeAll(async () => {
  await Promise.all([import('./WalletPicker'), import('@criadero/session/wallet'), import('@criadero/session/chain'), import('@criadero/session/wallet-session')]);
}, 120_000);

const ALICE = '0x' + 'a1'.repeat(20);
const BOB = '0x' + 'b0'.repeat(20);
const USER: UserState = { accountId: 'a1', address: ALICE, addresses: [ALICE], creditos: 2, premium: 0, isCreator: false, config: { body_color: 0, genes_tree: [] } };
const es = uiMessages.es;

/** An EIP-1193 wallet with events, on `account`, on chain `chainId`; records every request. */
function fakeWallet(account: string, chainId = 2020) {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const requests: { method: string; params?: unknown }[] = [];
  return {
    requests,
    provider: {
      request: async ({ method, params }: { method: string; params?: unknown }) => {
        requests.push({ method, params });
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account];
        if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
        throw new Error(`unexpected ${method}`);
      },
      on: (event: string, listener: (value: unknown) => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
      removeListener: (event: string, listener: (value: unknown) => void) => listeners.get(event)?.delete(listener),
    },
    emit(event: string, value: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(value);
    },
  };
}

/** Announces wallets on jsdom's window as browser extensions do (EIP-6963). */
function announce(...wallets: { name: string; rdns: string; provider: object }[]) {
  const onRequest = () => {
    wallets.forEach(({ name, rdns, provider }, i) =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: `u${i}`, name, rdns, icon: 'data:image/svg+xml,<svg/>' }, provider } })),
    );
  };
  window.addEventListener('eip6963:requestProvider', onRequest);
  return () => window.removeEventListener('eip6963:requestProvider', onRequest);
}

function answerPlatform(options = { chainId: 2020, waypoint: null as null | { clientId: string }, walletConnect: null as null | { projectId: string } }, user: UserState = USER) {
  return answerApi({
    '/api/auth/wallets': () => ({ json: options }),
    '/api/users/session': () => ({ json: { authenticated: true, user } }),
    '/api/auth/logout': () => ({ json: { loggedOut: true } }),
  });
}

function renderLogin(onDone = vi.fn()) {
  const store = createStore();
  renderTool(
    <>
      <LoginButton onDone={onDone} />
      <WalletSession />
    </>,
    { store },
  );
  return { store, onDone, click: () => act(async () => fireEvent.click(screen.getByRole('button', { name: es['ui.login.button'] }))) };
}

let unannounce = () => undefined as void;

describe('wallet login', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    setConnectedWallet(null);
  });
  afterEach(() => unannounce());

  it('lists every announced wallet in a picker, and signs in with the one chosen', async () => {
    const ronin = fakeWallet(BOB);
    const metamask = fakeWallet(ALICE);
    unannounce = announce({ name: 'MetaMask', rdns: 'io.metamask', provider: metamask.provider }, { name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', provider: ronin.provider });
    answerPlatform();
    auth.signIn.mockResolvedValue({ token: 't' });
    const { store, onDone, click } = renderLogin();
    await click();

    const dialog = await screen.findByRole('dialog', { name: es['ui.wallet.picker.title'] }, LAZY);
    expect([...dialog.querySelectorAll('button[data-wallet] strong')].map((n) => n.textContent)).toEqual(['Ronin Wallet', 'MetaMask']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /MetaMask/ })));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), LAZY);
    expect(auth.signIn).toHaveBeenCalledWith(metamask.provider);
    expect(ronin.requests).toEqual([]);
    expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', user: USER });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds Ronin Waypoint and Ronin Wallet mobile when the platform configures them', async () => {
    answerPlatform({ chainId: 2020, waypoint: { clientId: 'wp' }, walletConnect: { projectId: 'wc' } });
    const { click } = renderLogin();
    await click();
    const dialog = await screen.findByRole('dialog', { name: es['ui.wallet.picker.title'] }, LAZY);
    const lines = [...dialog.querySelectorAll('button[data-wallet]')].map((n) => [n.querySelector('strong')?.textContent, n.querySelector('small')?.textContent]);
    expect(lines).toEqual([
      [es['ui.wallet.waypoint'], es['ui.wallet.waypoint.hint']],
      [es['ui.wallet.roninMobile'], es['ui.wallet.roninMobile.hint']],
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: es['ui.modal.close'] })));
  });

  it('uses the only wallet there is without a picker', async () => {
    const only = fakeWallet(ALICE);
    unannounce = announce({ name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', provider: only.provider });
    answerPlatform();
    auth.signIn.mockResolvedValue({ token: 't' });
    const { onDone, click } = renderLogin();
    await click();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), LAZY);
    expect(auth.signIn).toHaveBeenCalledWith(only.provider);
  });

  it('closing the picker signs nobody in', async () => {
    unannounce = announce({ name: 'A', rdns: 'a.wallet', provider: fakeWallet(ALICE).provider }, { name: 'B', rdns: 'b.wallet', provider: fakeWallet(BOB).provider });
    answerPlatform();
    const { store, onDone, click } = renderLogin();
    await click();
    await screen.findByRole('dialog', {}, LAZY);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: es['ui.modal.close'] })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(auth.signIn).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)).toEqual({ status: 'anonymous' });
  });

  it('says so in a toast when there is no way to sign in, and stays', async () => {
    answerPlatform();
    const { store, onDone, click } = renderLogin();
    await click();
    await waitFor(() => expect(store.get(toastsAtom).map((t) => t.title)).toEqual([es['ui.login.noWallet']]), LAZY);
    expect(store.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows why a refused signature failed, and stays', async () => {
    unannounce = announce({ name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', provider: fakeWallet(ALICE).provider });
    answerPlatform();
    auth.signIn.mockRejectedValue(new Error('user rejected'));
    const { store, onDone, click } = renderLogin();
    await click();
    await waitFor(() => expect(store.get(toastsAtom).map(({ title, message }) => ({ title, message }))).toEqual([{ title: es['ui.login.failed'], message: 'user rejected' }]), LAZY);
    expect(store.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('ends the session on the server when the wallet moves to another account, and says so', async () => {
    const wallet = fakeWallet(ALICE);
    unannounce = announce({ name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', provider: wallet.provider });
    const calls = answerPlatform();
    auth.signIn.mockResolvedValue({ token: 't' });
    const { store, click } = renderLogin();
    await click();
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('authenticated'), LAZY);
    await waitFor(() => expect(wallet.requests.some((r) => r.method === 'eth_accounts')).toBe(true), LAZY);

    await act(async () => wallet.emit('accountsChanged', [ALICE]));
    expect(store.get(sessionAtom).status).toBe('authenticated');
    await act(async () => wallet.emit('accountsChanged', [BOB]));
    await waitFor(() => expect(store.get(sessionAtom)).toEqual({ status: 'anonymous' }), LAZY);
    expect(calls.filter((c) => c.path === '/api/auth/logout')).toHaveLength(1);
    expect(store.get(toastsAtom).map((t) => t.title)).toContain(es['ui.wallet.accountChanged.title']);
  });
});
