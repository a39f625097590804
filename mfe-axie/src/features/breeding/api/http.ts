/** An API error body `{ error, code, creditos? }` with its HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly creditos?: number,
  ) {
    super(message);
  }
}

/** Calls a same-origin /api route with the session cookie; non-2xx responses throw ApiError. */
export async function callApi<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const body = (data ?? {}) as { error?: string; code?: string; creditos?: number };
    throw new ApiError(res.status, body.code ?? `HTTP_${res.status}`, body.error ?? (text || res.statusText), body.creditos);
  }
  return data as T;
}
