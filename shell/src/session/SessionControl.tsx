import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, useWalletLogin } from '@criadero/ui';

const Who = styled.span`
  display: inline-flex; gap: 0.5rem; align-items: center; font-size: 0.85rem;
  code { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The header's session control: the login button for visitors; the address, credits and logout once signed in. */
export function SessionControl() {
  const { session, login, logout } = useWalletLogin();
  if (session.status === 'authenticated') {
    const { user } = session;
    return (
      <Who data-testid="session-badge">
        <code title={user.address}>{short(user.address)}</code>
        <FormattedMessage id="shell.credits" values={{ count: user.creditos }} />
        <Button type="button" onClick={logout}>
          <FormattedMessage id="shell.logout.button" />
        </Button>
      </Who>
    );
  }
  return (
    <Button type="button" $variant="primary" onClick={login} disabled={session.status === 'loading'}>
      <FormattedMessage id="shell.login.button" />
    </Button>
  );
}
