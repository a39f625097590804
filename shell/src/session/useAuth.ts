import { useSetAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { sessionAtom } from '@criadero/session';
import { fetchUserState, signOut } from '@criadero/session/session-api';
import { useToast } from '@criadero/ui';

/** On start, pick up an existing session cookie. */
export function useRestoreSession() {
  const setSession = useSetAtom(sessionAtom);
  useEffect(() => {
    fetchUserState()
      .then((user) => setSession(user ? { status: 'authenticated', user } : { status: 'anonymous' }))
      .catch((error: unknown) => {
        console.warn('[criadero] session check failed', error);
        setSession({ status: 'anonymous' });
      });
  }, [setSession]);
}

export function useAuth() {
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const toast = useToast();
  const intl = useIntl();

  const login = useCallback(async () => {
    // ethers and siwe are only needed to sign in: keep them out of the first page load
    const [{ findWallet }, { signIn }] = await Promise.all([import('@criadero/session/wallet'), import('@criadero/session/auth-client')]);
    const wallet = await findWallet();
    if (!wallet) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'shell.login.noWallet' }) });
      return;
    }
    setSession({ status: 'loading' });
    try {
      await signIn(wallet.provider);
      const user = await fetchUserState();
      setSession(user ? { status: 'authenticated', user } : { status: 'anonymous' });
    } catch (error) {
      setSession({ status: 'anonymous' });
      toast({ kind: 'error', title: intl.formatMessage({ id: 'shell.login.failed' }), message: error instanceof Error ? error.message : undefined });
    }
  }, [intl, setSession, toast]);

  const logout = useCallback(async () => {
    await signOut().catch((error: unknown) => console.warn('[criadero] logout failed', error));
    setSession({ status: 'anonymous' });
  }, [setSession]);

  return { session, login, logout };
}
