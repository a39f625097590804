import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { retryFailedPages, type RemoteRegistryEntry } from '@criadero/remote-contract';
import { Button, Card, PageTitle } from '@criadero/ui';
import { useLoadRemote } from './remotes-state';

/** The clear "tool unavailable, retry" state shown instead of a dead remote's pages. */
export function RemoteUnavailable({ remote, onRetried }: { remote: RemoteRegistryEntry; onRetried?: () => void }) {
  const load = useLoadRemote();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    retryFailedPages();
    await load(remote);
    setBusy(false);
    onRetried?.();
  };
  return (
    <Card role="alert" data-testid="remote-unavailable">
      <PageTitle><FormattedMessage id="shell.remote.unavailableTitle" /></PageTitle>
      <p><FormattedMessage id="shell.remote.unavailableText" values={{ name: remote.title ?? remote.name }} /></p>
      <Button type="button" $variant="primary" onClick={retry} disabled={busy}>
        <FormattedMessage id="shell.remote.retry" />
      </Button>
    </Card>
  );
}
