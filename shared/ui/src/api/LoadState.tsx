import { FormattedMessage } from 'react-intl';
import { Button, Muted } from '../components/primitives';
import type { Loaded } from './useApi';

/**
 * What a tool shows in place of its data while it loads (a status line) or when it could not be
 * loaded (the reason and a retry button). Nothing once there is data to show.
 */
export function LoadState({ state, retry }: { state: Loaded<unknown>; retry: () => void }) {
  if (state.status === 'loading' && state.data === undefined) {
    return (
      <Muted role="status">
        <FormattedMessage id="ui.load.loading" />
      </Muted>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert">
        <Muted>
          <FormattedMessage id="ui.load.failed" values={{ message: state.message }} />
        </Muted>
        <Button type="button" onClick={retry}>
          <FormattedMessage id="ui.load.retry" />
        </Button>
      </div>
    );
  }
  return null;
}
