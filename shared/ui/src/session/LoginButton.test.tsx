// The site's wallet login: the picker over the real EIP-6963 discovery (wallets announced on
// jsdom's window as extensions announce them), the real sign-in (Sign-In with Ethereum) through
// the real API client against the fake API, and the session following the wallet. The fake
// wallets answer eth_requestAccounts and personal_sign; the signature's cryptography is checked
// by the users service's tests and the browser tests, the message the wallet signs is checked here.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIWE_STATEMENT } from '@criadero/api-contracts/schemas/auth';
import { sessionAtom, type UserState } from '@criadero/session';
import { setConnectedWallet } from '@criadero/session/wallet-session';
import { uiMessages } from '../i18n/messages';
import { answerApi, renderTool } from '../test-utils';
import { toastsAtom } from '../toasts/toasts';
import { LoginButton } from './LoginButton';
import { WalletSession } from './WalletSession';

// the dialog, the discovery, the sign-in and the wallet session are lazy chunks: loaded once
// before the tests (compiling them takes a while on a busy machine), and given time to load all the same
vi.setConfig({ testTimeout: 60_000 });
const LAZY = { timeout: 30_000 };
beforeAll(async () => {
  await Promise.all([
    import('./WalletPicker'),
    import('@criadero/session/wallet'),
    import('@criadero/session/auth-client'),
    import('@criadero/session/chain'),
    import('@criadero/session/wallet-session'),
  ]);
}, 120_000);

const ALICE = '0x' + 'a1'.repeat(20);
const BOB = '0x' + 'b0'.repeat(20);
const USER: UserState = { accountId: 'a1', address: ALICE, addresses: [ALICE], creditos: 2, premium: 0, isCreator: false, config: { body_color: 0, genes_tree: [] } };
const es = uiMessages.es;

/** What a fake wallet answers to personal_sign (`refuse`: the player rejects the request). */
const SIGNATURE = `0x${'5a'.repeat(65)}`;

/** The text of a personal_sign request's hex-encoded message. */
const signedText = (hex: string) => new TextDecoder().decode(Uint8Array.from(hex.slice(2).match(/../g)!.map((b) => parseInt(b, 16))));

/** An EIP-1193 wallet with events, on `account`, on chain `chainId`; records every request. */
function fakeWallet(account: string, { chainId = 2020, refuse = false } = {}) {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const requests: { method: string; params?: unknown }[] = [];
  return {
    requests,
    /** the messages the player was asked to sign */
    signed: () => requests.filter((r) => r.method === 'personal_sign').map((r) => signedText((r.params as string[])[0]!)),
    provider: {
      request: async ({ method, params }: { method: string; params?: unknown }) => {
        requests.push({ method, params });
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account];
        if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
        if (method === 'personal_sign') {
          if (refuse) throw Object.assign(new Error('user rejected'), { code: 4001 });
          return SIGNATURE;
        }
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

const NONCE = 'abc12345XYZ';

/**
 * The platform as the fake API: its sign-in options, a SIWE challenge, the verification (which
 * signs in the message's address when it carries the challenge's nonce and the wallet's
 * signature), the session and the logout.
 */
function answerPlatform(options = { chainId: 2020, waypoint: null as null | { clientId: string }, walletConnect: null as null | { projectId: string } }, user: UserState = USER) {
  const now = Date.now();
  return answerApi({
    '/api/auth/wallets': () => ({ json: options }),
    '/api/auth/nonce': () => ({
      json: { nonce: NONCE, issuedAt: new Date(now).toISOString(), expirationTime: new Date(now + 300_000).toISOString(), chainId: options.chainId, statement: SIWE_STATEMENT },
    }),
    '/api/auth/verify': (body) => {
      const { message, signature } = body as { message: string; signature: string };
      if (signature !== SIGNATURE || !message.includes(`Nonce: ${NONCE}`)) return { status: 401, json: { code: 'BAD_SIGNATURE', error: 'Firma no válida' } };
      const address = message.split('\n')[1]!;
      return { json: { accountId: user.accountId, address, addresses: [address], token: 't', expiresAt: new Date(now + 86_400_000).toISOString() } };
    },
    '/api/users/session': () => ({ json: { authenticated: true, user } }),
    '/api/auth/logout': () => ({ json: { loggedOut: true } }),
  });
}

/** The sign-in requests the fake API received, in order. */
const signInCalls = (calls: { path: string }[]) => calls.map((c) => c.path).filter((p) => p === '/api/auth/nonce' || p === '/api/auth/verify');

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
  beforeEach(() => setConnectedWallet(null));
  afterEach(() => unannounce());

  it('lists every announced wallet in a picker, and signs in with the one chosen', async () => {
    const ronin = fakeWallet(BOB);
    const metamask = fakeWallet(ALICE);
    unannounce = announce({ name: 'MetaMask', rdns: 'io.metamask', provider: metamask.provider }, { name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', provider: ronin.provider });
    const calls = answerPlatform();
    const { store, onDone, click } = renderLogin();
    await click();

    const dialog = await screen.findByRole('dialog', { name: es['ui.wallet.picker.title'] }, LAZY);
    expect([...dialog.querySelectorAll('button[data-wallet] strong')].map((n) => n.textContent)).toEqual(['Ronin Wallet', 'MetaMask']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /MetaMask/ })));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), LAZY);
    // the chosen wallet signed the server's challenge for its own account, on this site
    const [message, ...more] = metamask.signed();
    expect(more).toEqual([]);
    const [domainLine, address] = message!.split('\n');
    expect(domainLine).toBe(`${window.location.host} wants you to sign in with your Ethereum account:`);
    expect(address!.toLowerCase()).toBe(ALICE);
    expect(message).toContain(`Nonce: ${NONCE}`);
    expect(signInCalls(calls)).toEqual(['/api/auth/nonce', '/api/auth/verify']);
    expect(ronin.requests).toEqual([]);
    expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', user: USER });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    const { onDone, click } = renderLogin();
    await click();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), LAZY);
    expect(only.signed()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing the picker signs nobody in', async () => {
    const [a, b] = [fakeWallet(ALICE), fakeWallet(BOB)];
    unannounce = announce({ name: 'A', rdns: 'a.wallet', provider: a.provider }, { name: 'B', rdns: 'b.wallet', provider: b.provider });
    const calls = answerPlatform();
    const { store, onDone, click } = renderLogin();
    await click();
    await screen.findByRole('dialog', {}, LAZY);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: es['ui.modal.close'] })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect([...a.requests, ...b.requests]).toEqual([]);
    expect(signInCalls(calls)).toEqual([]);
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
    unannounce = announce({ name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', provider: fakeWallet(ALICE, { refuse: true }).provider });
    const calls = answerPlatform();
    const { store, onDone, click } = renderLogin();
    await click();
    await waitFor(() => expect(store.get(toastsAtom).map(({ title, message }) => ({ title, message }))).toEqual([{ title: es['ui.login.failed'], message: 'user rejected' }]), LAZY);
    expect(store.get(sessionAtom)).toEqual({ status: 'anonymous' });
    expect(signInCalls(calls)).toEqual(['/api/auth/nonce']); // nothing was sent to verify
    expect(onDone).not.toHaveBeenCalled();
  });

  it('ends the session on the server when the wallet moves to another account, and says so', async () => {
    const wallet = fakeWallet(ALICE);
    unannounce = announce({ name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', provider: wallet.provider });
    const calls = answerPlatform();
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
