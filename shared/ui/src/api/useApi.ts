import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ApiError, callApi } from '@criadero/session/api';

/** Error code → message; a tool adds the codes only its own service answers with. */
export type ErrorMessages = Readonly<Record<string, MessageDescriptor>>;

// Codes every service answers with (see @criadero/api-contracts/errors), plus a network failure.
const ERRORS = defineMessages({
  VALIDATION_ERROR: { id: 'ui.error.validation' },
  NOT_FOUND: { id: 'ui.error.notFound' },
  UNAUTHENTICATED: { id: 'ui.error.unauthenticated' },
  NO_CREDIT: { id: 'ui.error.noCredit' },
  RATE_LIMITED: { id: 'ui.error.rateLimited' },
  NETWORK: { id: 'ui.error.network' },
});

/**
 * The message for a failed API call: translated by code, else the server's own text.
 * `extra` must be a module-level constant: the returned function changes when it does.
 */
export function useErrorText(extra?: ErrorMessages) {
  const intl = useIntl();
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
      // these details name the broken rule or the missing thing, already in the user's language
      if (error.code === 'VALIDATION_ERROR' || error.code === 'NOT_FOUND') return error.message || intl.formatMessage(ERRORS[error.code]);
      const known: MessageDescriptor | undefined = extra?.[error.code] ?? ERRORS[error.code as keyof typeof ERRORS];
      return known ? intl.formatMessage(known) : error.message;
    },
    [intl, extra],
  );
}

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** GETs `path` (again when it or the language changes, or on `retry`); `extra` as for useErrorText. */
export function useApiGet<T>(path: string, extra?: ErrorMessages): Loaded<T> & { retry: () => void } {
  const intl = useIntl();
  const errorText = useErrorText(extra);
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // data already shown stays until the new answer replaces it (no flash of 'loading')
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
