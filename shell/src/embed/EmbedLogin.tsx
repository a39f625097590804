import { FormattedMessage } from 'react-intl';
import { Button, useWalletLogin } from '@criadero/ui';

/** Wallet login inside a partner page (the shared login switches to a bearer token there). */
export function EmbedLogin() {
  const { session, login, busy } = useWalletLogin();
  if (session.status === 'authenticated') {
    const address = session.user.addresses[0] ?? '';
    return <span data-testid="embed-session">{`${address.slice(0, 6)}…${address.slice(-4)}`}</span>;
  }
  return (
    <Button type="button" $variant="primary" onClick={login} disabled={busy}>
      <FormattedMessage id="shell.login.button" />
    </Button>
  );
}
