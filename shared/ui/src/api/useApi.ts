import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * A request's state on screen. `idle`: nothing asked (no key). While the next answer loads, and
 * after a failure, the last good `data` stays (no flash of empty content); `error` is the
 * ApiError (branch on its `code`), `message` its text for the user.
 */
export type Loaded<T> =
  | { status: 'idle' }
  | { status: 'loading'; data?: T }
  | { status: 'error'; message: string; error: ApiError; data?: T }
  | { status: 'ready'; data: T };

export type LoadedWith<T> = Loaded<T> & {
  /** runs the load again */
  retry: () => void;
  /** shows `data` as the answer (after a save that returned it) */
  set: (data: T) => void;
};

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error)));

/**
 * The one data-loading hook of the kit: runs `load` whenever `key` changes (null = nothing to
 * load), the language changes (the API answers in it) or `retry` is called. The request is
 * aborted when it is replaced, so an older answer never overwrites a newer one. `load` may be
 * re-created each render; `key` says when the request changes. `extra` as for useErrorText.
 */
export function useApiLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, extra?: ErrorMessages): LoadedWith<T> {
  const intl = useIntl();
  const errorText = useErrorText(extra);
  const [state, setState] = useState<Loaded<T>>(key === null ? { status: 'idle' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((prev) => ({ status: 'loading', data: 'data' in prev ? prev.data : undefined }));
    loadRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((prev) => ({ status: 'error', error: asApiError(error), message: errorText(error), data: 'data' in prev ? prev.data : undefined }));
      },
    );
    return () => controller.abort();
  }, [key, intl.locale, errorText, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, retry, set };
}

/** GETs `path` with useApiLoad; `extra` as for useErrorText. */
export function useApiGet<T>(path: string, extra?: ErrorMessages): LoadedWith<T> {
  return useApiLoad(path, (signal) => callApi<T>(path, { signal }), extra);
}
