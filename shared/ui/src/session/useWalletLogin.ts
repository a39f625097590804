import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { announceSession, sessionAtom } from '@criadero/session';
import { apiBase, configureApi, postJson } from '@criadero/session/api';
import { fetchUserState } from '@criadero/session/session-api';
import { useToast } from '../toasts/toasts';
import { useAskWallet } from './wallet-picker-state';

// The picker's code, the wallet discovery and the sign-in (ethers, siwe) load only when someone
// logs in: none of it is on the first page.
const loadSignIn = () =>
  Promise.all([
    import('@criadero/session/wallet'),
    import('@criadero/session/auth-client'),
    import('@criadero/session/chain'),
    import('@criadero/session/wallet-session'),
  ]);

/**
 * The one wallet login of the site: the shell's header button, every tool's 'Login' prompt and
 * embedded tools all use it, and it writes the shared session atom that every remote reads.
 * With several ways to sign in (extensions, Ronin Waypoint, Ronin Wallet mobile) the player
 * picks one in the wallet picker; with one, it is used directly. `login` resolves to whether a
 * user is now signed in.
 */
export function useWalletLogin() {
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const toast = useToast();
  const intl = useIntl();
  const askWallet = useAskWallet();

  const login = useCallback(async (): Promise<boolean> => {
    const [{ findWalletEntries, prepareConnectors, providerFor }, { signIn }, { ensureChain }, { setConnectedWallet }] = await loadSignIn();
    const { entries, options } = await findWalletEntries();
    if (entries.length === 0) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'ui.login.noWallet' }) });
      return false;
    }
    prepareConnectors(entries);
    const entry = entries.length === 1 ? entries[0]! : await askWallet(entries);
    if (!entry) return false;
    setSession({ status: 'loading' });
    try {
      const provider = await providerFor(entry, options.chainId);
      await provider.request({ method: 'eth_requestAccounts' });
      // a wallet on another chain is put on Ronin now (added first when it does not know it), so
      // a later payment finds it there; signing in itself does not need it, so a refusal is no failure
      await ensureChain(provider, options.chainId).catch((error: unknown) => console.warn('[criadero] chain switch refused', error));
      // an embed talks to the platform cross-site without cookies (the API client omits them
      // there): the bearer token from the sign-in is its session
      const { token } = await signIn(provider);
      if (apiBase() !== '') configureApi({ token });
      const user = await fetchUserState();
      // the wallet first: the session's follower attaches to it as soon as the session is set
      if (user) setConnectedWallet({ entryId: entry.id, provider });
      setSession(user ? { status: 'authenticated', user } : { status: 'anonymous' });
      if (user) announceSession({ type: 'signed-in' });
      return user !== null;
    } catch (error) {
      setSession({ status: 'anonymous' });
      toast({ kind: 'error', title: intl.formatMessage({ id: 'ui.login.failed' }), message: error instanceof Error ? error.message : undefined });
      return false;
    }
  }, [askWallet, intl, setSession, toast]);

  // through the one API client: the site's cookie session, or an embed's bearer token, is revoked
  // on the server (forgetting an embed's token locally would leave it valid until it expires);
  // the other tabs hear of it and sign out too
  const logout = useCallback(async () => {
    await postJson('/api/auth/logout', {}).catch((error: unknown) => console.warn('[criadero] logout failed', error));
    configureApi({ token: undefined });
    setSession({ status: 'anonymous' });
    announceSession({ type: 'signed-out' });
    const { setConnectedWallet } = await import('@criadero/session/wallet-session');
    setConnectedWallet(null);
  }, [setSession]);

  return { session, login, logout, busy: session.status === 'loading' };
}
