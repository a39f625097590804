import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { sessionAtom } from '@criadero/session';
import { apiBase, configureApi, postJson } from '@criadero/session/api';
import { fetchUserState } from '@criadero/session/session-api';
import { useToast } from '../toasts/toasts';

/**
 * The one wallet login of the site: the shell's header button, every tool's 'Login' prompt and
 * embedded tools all use it, and it writes the shared session atom that every remote reads.
 * ethers and siwe load only when someone logs in. `login` resolves to whether a user is now signed in.
 */
export function useWalletLogin() {
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const toast = useToast();
  const intl = useIntl();

  const login = useCallback(async (): Promise<boolean> => {
    const [{ findWallet }, { signIn }] = await Promise.all([import('@criadero/session/wallet'), import('@criadero/session/auth-client')]);
    const wallet = await findWallet();
    if (!wallet) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'ui.login.noWallet' }) });
      return false;
    }
    setSession({ status: 'loading' });
    try {
      // an embed talks to the platform cross-site without cookies (the API client omits them
      // there): the bearer token from the sign-in is its session
      const { token } = await signIn(wallet.provider);
      if (apiBase() !== '') configureApi({ token });
      const user = await fetchUserState();
      setSession(user ? { status: 'authenticated', user } : { status: 'anonymous' });
      return user !== null;
    } catch (error) {
      setSession({ status: 'anonymous' });
      toast({ kind: 'error', title: intl.formatMessage({ id: 'ui.login.failed' }), message: error instanceof Error ? error.message : undefined });
      return false;
    }
  }, [intl, setSession, toast]);

  // through the one API client: the site's cookie session, or an embed's bearer token, is revoked
  // on the server (forgetting an embed's token locally would leave it valid until it expires)
  const logout = useCallback(async () => {
    await postJson('/api/auth/logout', {}).catch((error: unknown) => console.warn('[criadero] logout failed', error));
    configureApi({ token: undefined });
    setSession({ status: 'anonymous' });
  }, [setSession]);

  return { session, login, logout, busy: session.status === 'loading' };
}
