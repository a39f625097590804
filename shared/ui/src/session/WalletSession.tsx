import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { onSessionNews, sessionAtom } from '@criadero/session';
import { configureApi } from '@criadero/session/api';
import { fetchUserState } from '@criadero/session/session-api';
import { useToast } from '../toasts/toasts';
import { useWalletLogin } from './useWalletLogin';
import { walletPickerAtom } from './wallet-picker-state';

const WalletPicker = lazy(() => import(/* webpackChunkName: "wallet-picker" */ './WalletPicker'));

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * Mounted once at the root of the site and of every embed: shows the wallet picker when a login
 * asks for it, and keeps the session in step with the wallet. A session belongs to the address
 * that signed in, so when the wallet moves to another account the session ends (on the server
 * too) and the player is asked to sign in with the new one; the other open tabs hear it and
 * follow, as they follow a sign-in or sign-out made in any tab.
 */
export function WalletSession() {
  const picker = useAtomValue(walletPickerAtom);
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const { logout } = useWalletLogin();
  const toast = useToast();
  const intl = useIntl();
  const signedIn = session.status === 'authenticated' ? session.user.address : null;

  useEffect(
    () =>
      onSessionNews((news) => {
        if (news.type === 'signed-out') {
          configureApi({ token: undefined });
          setSession({ status: 'anonymous' });
          return;
        }
        fetchUserState().then(
          (user) => setSession(user ? { status: 'authenticated', user } : { status: 'anonymous' }),
          (error: unknown) => console.warn('[criadero] session check failed', error),
        );
      }),
    [setSession],
  );

  useEffect(() => {
    if (!signedIn) return undefined;
    let stop = () => undefined as void;
    let stopped = false;
    void import('@criadero/session/wallet-session').then(({ followSignedInWallet }) => {
      if (stopped) return;
      stop = followSignedInWallet(signedIn, (account) => {
        void logout();
        toast({
          kind: 'warning',
          title: intl.formatMessage({ id: 'ui.wallet.accountChanged.title' }),
          message: intl.formatMessage({ id: 'ui.wallet.accountChanged.message' }, { previous: short(signedIn), current: short(account) }),
        });
      });
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [signedIn, logout, toast, intl]);

  return picker ? (
    <Suspense fallback={null}>
      <WalletPicker request={picker} />
    </Suspense>
  ) : null;
}
