import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ApiError, callApi } from '@criadero/session/api';

// Codes the service answers with (see @criadero/api-contracts/errors), plus a network failure.
const ERRORS = defineMessages({
  VALIDATION_ERROR: { id: 'lumiterraPixels.error.validation' },
  UNAUTHENTICATED: { id: 'lumiterraPixels.error.unauthenticated' },
  NO_CREDIT: { id: 'lumiterraPixels.error.noCredit' },
  RATE_LIMITED: { id: 'lumiterraPixels.error.rateLimited' },
  NETWORK: { id: 'lumiterraPixels.error.network' },
});

/** The message to show for a failed call: translated by code, else the server's own text. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        const known = ERRORS[error.code as keyof typeof ERRORS];
        if (known && error.code !== 'VALIDATION_ERROR') return intl.formatMessage(known);
        // validation details name the rule that was broken: the server text says it in the user's language
        return error.message || intl.formatMessage(ERRORS.VALIDATION_ERROR);
      }
      return error instanceof Error ? error.message : String(error);
    },
    [intl],
  );
}

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** GETs `path` once (again when `retry` is called). */
export function useApiGet<T>(path: string): Loaded<T> & { retry: () => void } {
  const intl = useIntl();
  const errorText = useErrorText();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
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
