import { useEffect, useState } from 'react';
import { ApiError } from '@criadero/session/api';

export type Remote<T> = { status: 'idle' } | { status: 'loading'; data?: T } | { status: 'ok'; data: T } | { status: 'error'; error: ApiError; data?: T };

/**
 * Runs `load` whenever `key` changes (null = nothing to load) and keeps the last good data while
 * the next answer is on its way; an older answer never overwrites a newer one.
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [state, setState] = useState<Remote<T>>({ status: 'idle' });
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((prev) => ({ status: 'loading', data: 'data' in prev ? prev.data : undefined }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ok', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const err = error instanceof ApiError ? error : new ApiError(0, 'NETWORK', String(error));
        setState((prev) => ({ status: 'error', error: err, data: 'data' in prev ? prev.data : undefined }));
      },
    );
    return () => controller.abort();
    // `load` is re-created each render; `key` says when the request changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
