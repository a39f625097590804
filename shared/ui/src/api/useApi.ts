import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError, callApi } from '@criadero/session/api';

// Who localises an error (docs/architecture.md, "Errors"): every API refusal is `{ error, code }`
// with `error` already in the caller's language (callApi sends the UI locale as Accept-Language)
// and naming the detail only the server knows, so it is shown as it is. The kit words only what
// no server said: no answer at all, or an answer that is not the API's JSON (a proxy's 502 page).

/** The API itself refused: its JSON body had a code and a text (callApi names a bodiless one `HTTP_<status>`). */
const saidByServer = (error: ApiError) => error.status > 0 && !error.code.startsWith('HTTP_') && error.message !== '';

/**
 * The message for a failed API call: the server's own text, in the user's language already;
 * when no server said anything, the kit's words for a network failure or the HTTP status. An
 * error that is not an API call's keeps its own message. (useErrorText outside a component.)
 */
export function apiErrorText(intl: IntlShape, error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (saidByServer(error)) return error.message;
  if (error.status === 0) return intl.formatMessage({ id: 'ui.error.network' });
  if (error.status === 429) return intl.formatMessage({ id: 'ui.error.rateLimited' });
  if (error.status >= 500) return intl.formatMessage({ id: 'ui.error.unavailable' });
  return intl.formatMessage({ id: 'ui.error.status' }, { status: error.status });
}

/** apiErrorText in the current language. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback((error: unknown) => apiErrorText(intl, error), [intl]);
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
 * re-created each render; `key` says when the request changes.
 */
export function useApiLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): LoadedWith<T> {
  const intl = useIntl();
  const errorText = useErrorText();
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
      // a transition: a long answer (a table, a board) renders in slices that let the browser answer input
      (data) => !controller.signal.aborted && startTransition(() => setState({ status: 'ready', data })),
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

/** GETs `path` with useApiLoad. */
export function useApiGet<T>(path: string): LoadedWith<T> {
  return useApiLoad(path, (signal) => callApi<T>(path, { signal }));
}
