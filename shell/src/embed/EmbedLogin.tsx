import { useAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sessionAtom } from '@criadero/session';
import { apiBase, configureApi } from '@criadero/session/api';
import { fetchUserState } from '@criadero/session/session-api';
import { Button, useToast } from '@criadero/ui';

// Cross-site: never send or accept the platform's cookies; the token is the session.
const withoutCookies: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'omit' });

/** Wallet login inside a partner page: the session is a bearer token (no third-party cookies). */
export function EmbedLogin() {
  const [session, setSession] = useAtom(sessionAtom);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const intl = useIntl();
  if (session.status === 'authenticated') {
    const address = session.user.addresses[0] ?? '';
    return <span data-testid="embed-session">{`${address.slice(0, 6)}…${address.slice(-4)}`}</span>;
  }
  const login = async () => {
    setBusy(true);
    try {
      const [{ findWallet }, { signIn }] = await Promise.all([import('@criadero/session/wallet'), import('@criadero/session/auth-client')]);
      const wallet = await findWallet();
      if (!wallet) {
        toast({ kind: 'error', title: intl.formatMessage({ id: 'shell.login.noWallet' }) });
        return;
      }
      const { token } = await signIn(wallet.provider, apiBase(), { fetch: withoutCookies });
      configureApi({ token });
      const user = await fetchUserState({ apiBase: apiBase(), token, fetch: withoutCookies });
      setSession(user ? { status: 'authenticated', user } : { status: 'anonymous' });
    } catch (error) {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'shell.login.failed' }), message: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="primary" onClick={login} disabled={busy}>
      <FormattedMessage id="shell.login.button" />
    </Button>
  );
}
