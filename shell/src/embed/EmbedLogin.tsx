import { FormattedMessage } from 'react-intl';
import { Button, useWalletLogin } from '@criadero/ui';

/**
 * Wallet login inside a partner page (the shared login switches to a bearer token there), and
 * logout, which revokes that token on the platform.
 */
export function EmbedLogin() {
  const { session, login, logout, busy } = useWalletLogin();
  if (session.status === 'authenticated') {
    const { address } = session.user;
    return (
      <span>
        <span data-testid="embed-session">{`${address.slice(0, 6)}…${address.slice(-4)}`}</span>{' '}
        <Button type="button" onClick={() => void logout()}>
          <FormattedMessage id="shell.logout.button" />
        </Button>
      </span>
    );
  }
  return (
    <Button type="button" $variant="primary" onClick={() => void login()} disabled={busy}>
      <FormattedMessage id="shell.login.button" />
    </Button>
  );
}
