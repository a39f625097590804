import { FormattedMessage } from 'react-intl';
import { Muted, PageTitle } from '@criadero/ui';

export function CreatorOnly() {
  return (
    <section>
      <PageTitle><FormattedMessage id="shell.creatorOnly.title" /></PageTitle>
      <Muted><FormattedMessage id="shell.creatorOnly.text" /></Muted>
    </section>
  );
}
