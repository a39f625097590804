import { FormattedMessage } from 'react-intl';
import { Muted, PageTitle } from '@criadero/ui';
import { LoginButton } from '../session/LoginButton';

/** The spec's 'Panel de Usuario' page shown on dashboard routes without a session. */
export function LoginRequired() {
  return (
    <section data-testid="login-required">
      <PageTitle><FormattedMessage id="shell.login.required.title" /></PageTitle>
      <Muted><FormattedMessage id="shell.login.required.text" /></Muted>
      <LoginButton />
    </section>
  );
}
