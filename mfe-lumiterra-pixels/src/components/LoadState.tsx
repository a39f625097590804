import { FormattedMessage } from 'react-intl';
import { Button, Muted } from '@criadero/ui';
import { ErrorText } from './form';

/** What a page shows while its data loads, or when it could not be loaded. */
export function LoadState({ state, retry }: { state: { status: 'loading' } | { status: 'error'; message: string }; retry: () => void }) {
  if (state.status === 'loading') {
    return (
      <Muted role="status">
        <FormattedMessage id="lumiterraPixels.common.loading" />
      </Muted>
    );
  }
  return (
    <div role="alert">
      <ErrorText>
        <FormattedMessage id="lumiterraPixels.common.loadFailed" values={{ message: state.message }} />
      </ErrorText>
      <Button type="button" onClick={retry}>
        <FormattedMessage id="lumiterraPixels.common.retry" />
      </Button>
    </div>
  );
}
