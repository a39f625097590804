import { FormattedMessage } from 'react-intl';
import type { NavRoute } from '@criadero/remote-contract';
import { Muted, PageTitle } from '@criadero/ui';
import { SessionControl } from '../session/SessionControl';

const DASHBOARD_PREFIX = '/dashboard/';

/**
 * A login-only route seen without a session. Dashboard routes show the spec's 'Panel de Usuario'
 * page; a tool that needs an account keeps its own title and purpose, so the visitor sees which
 * tool they reached and what signing in gives them.
 */
export function LoginRequired({ route }: { route: NavRoute }) {
  const dashboard = route.path.startsWith(DASHBOARD_PREFIX);
  return (
    <section data-testid="login-required">
      {dashboard ? (
        <>
          <PageTitle><FormattedMessage id="shell.login.required.title" /></PageTitle>
          <Muted><FormattedMessage id="shell.login.required.text" /></Muted>
        </>
      ) : (
        <>
          <PageTitle><FormattedMessage id={route.titleId} /></PageTitle>
          <Muted><FormattedMessage id={route.purposeId} /></Muted>
          <Muted><FormattedMessage id="shell.login.required.tool" /></Muted>
        </>
      )}
      <SessionControl />
    </section>
  );
}
