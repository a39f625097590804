import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ApiError, callApi } from '@criadero/session/api';

// Codes the service answers with (see @criadero/api-contracts/errors), plus a network failure.
const ERRORS = defineMessages({
  UNAUTHENTICATED: { id: 'apeiron.error.unauthenticated' },
  NO_CREDIT: { id: 'apeiron.error.noCredit' },
  NOT_FOUND: { id: 'apeiron.error.notFound' },
  NOT_READY: { id: 'apeiron.error.notReady' },
  RATE_LIMITED: { id: 'apeiron.error.rateLimited' },
  NETWORK: { id: 'apeiron.error.network' },
});

/** The message for a failed call: translated by code; validation and not-found keep the server's detail. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        const known = ERRORS[error.code as keyof typeof ERRORS];
        if (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_ERROR') return error.message || intl.formatMessage(ERRORS.NOT_FOUND);
        if (known) return intl.formatMessage(known);
        return error.message;
      }
      return error instanceof Error ? error.message : String(error);
    },
    [intl],
  );
}

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** GETs `path` (again when it changes or `retry` is called). */
export function useApiGet<T>(path: string): Loaded<T> & { retry: () => void } {
  const intl = useIntl();
  const errorText = useErrorText();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    // the client sends the user's language; a change of it (intl.locale) fetches again
    callApi<T>(path)
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((error: unknown) => live && setState({ status: 'error', message: errorText(error) }));
    return () => {
      live = false;
    };
  }, [path, intl.locale, errorText, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
