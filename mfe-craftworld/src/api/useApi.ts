import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ApiError } from '@criadero/session/api';

// Codes the services answer with, translated here; anything else shows the server's own text.
const ERRORS = defineMessages({
  UNAUTHENTICATED: { id: 'craftworld.error.unauthenticated' },
  CRAFTWORLD_PREMIUM_REQUIRED: { id: 'craftworld.error.premiumRequired' },
  CRAFTWORLD_SETUP_LIMIT: { id: 'craftworld.error.setupLimit' },
  CRAFTWORLD_SETUP_NOT_FOUND: { id: 'craftworld.error.setupNotFound' },
  PRICES_UNAVAILABLE: { id: 'craftworld.error.pricesUnavailable' },
  RATE_LIMITED: { id: 'craftworld.error.rateLimited' },
  NETWORK: { id: 'craftworld.error.network' },
});

/** The message to show for a failed call: translated by code, else the server's own text. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        const known = ERRORS[error.code as keyof typeof ERRORS];
        return known ? intl.formatMessage(known) : error.message;
      }
      return error instanceof Error ? error.message : String(error);
    },
    [intl],
  );
}

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string; error: unknown } | { status: 'ready'; data: T };

/** Runs `load` once per `key` (again on `retry`). */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> & { retry: () => void; set: (data: T) => void } {
  const intl = useIntl();
  const errorText = useErrorText();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: 'loading' });
    // the API client sends the user's language; a change of it (intl.locale) loads again
    load()
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((error: unknown) => live && setState({ status: 'error', message: errorText(error), error }));
    return () => {
      live = false;
    };
    // `load` is a module-level function per call site
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, intl.locale, errorText, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1), set: (data: T) => setState({ status: 'ready', data }) };
}
