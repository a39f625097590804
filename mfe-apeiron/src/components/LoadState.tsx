import { FormattedMessage } from 'react-intl';
import { Button, Muted, type Loaded } from '@criadero/ui';

/** Loading text, or the error with a retry button. */
export function LoadState({ state, retry }: { state: Loaded<unknown>; retry: () => void }) {
  if (state.status === 'loading') {
    return (
      <Muted role="status">
        <FormattedMessage id="apeiron.loading" />
      </Muted>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert">
        <Muted>{state.message}</Muted>
        <Button type="button" onClick={retry}>
          <FormattedMessage id="apeiron.retry" />
        </Button>
      </div>
    );
  }
  return null;
}
