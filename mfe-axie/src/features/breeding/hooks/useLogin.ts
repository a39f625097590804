import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { sessionAtom } from '@criadero/session';
import { useToast } from '@criadero/ui';

/**
 * The spec's 'Login' prompt for visitors: the same wallet sign-in as the shell's button, through
 * @criadero/session (loaded on demand: ethers and siwe are not needed until someone logs in).
 */
export function useLogin() {
  const setSession = useSetAtom(sessionAtom);
  const toast = useToast();
  const intl = useIntl();
  return useCallback(async () => {
    const [{ findWallet }, { signIn }, { fetchUserState }] = await Promise.all([
      import('@criadero/session/wallet'),
      import('@criadero/session/auth-client'),
      import('@criadero/session/session-api'),
    ]);
    const wallet = await findWallet();
    if (!wallet) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.login.noWallet' }) });
      return;
    }
    setSession({ status: 'loading' });
    try {
      await signIn(wallet.provider);
      const user = await fetchUserState();
      setSession(user ? { status: 'authenticated', user } : { status: 'anonymous' });
    } catch (error) {
      setSession({ status: 'anonymous' });
      toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.login.failed' }), message: error instanceof Error ? error.message : undefined });
    }
  }, [intl, setSession, toast]);
}
