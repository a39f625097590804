import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sessionAtom } from '@criadero/session';
import { Button, useToast } from '@criadero/ui';

/**
 * The spec's 'Login' prompt for visitors who try a paid search: wallet sign-in (EIP-4361) through
 * the shared session package, which updates the session atom the shell reads too. The wallet
 * code (ethers, siwe) loads on click.
 */
export function LoginButton({ onDone }: { onDone?: () => void }) {
  const setSession = useSetAtom(sessionAtom);
  const toast = useToast();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  const login = async () => {
    const [{ fetchUserState, signIn }, { findWallet }] = await Promise.all([import('@criadero/session/auth-client'), import('@criadero/session/wallet')]);
    const wallet = await findWallet();
    if (!wallet) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'apeiron.login.noWallet' }) });
      return;
    }
    setBusy(true);
    try {
      await signIn(wallet.provider);
      const user = await fetchUserState();
      setSession(user ? { status: 'authenticated', user } : { status: 'anonymous' });
      onDone?.();
    } catch (error) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'apeiron.login.failed' }), message: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" $variant="primary" onClick={login} disabled={busy}>
      <FormattedMessage id="apeiron.login.button" />
    </Button>
  );
}
