import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from '@criadero/router';
import { Muted, PageTitle } from '@criadero/ui';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <section data-testid="not-found">
      <PageTitle><FormattedMessage id="shell.notFound.title" /></PageTitle>
      <Muted><FormattedMessage id="shell.notFound.text" values={{ path: pathname }} /></Muted>
      <Link to="/"><FormattedMessage id="shell.notFound.home" /></Link>
    </section>
  );
}
