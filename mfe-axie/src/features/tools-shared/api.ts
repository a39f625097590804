/** An error answer of the service: `{ error, code }` with its HTTP status. */
export class ToolApiError extends Error {
  override name = 'ToolApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** GET (no body) or POST (JSON body) to a same-origin /api route; non-2xx throws ToolApiError. */
export async function requestJson<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ToolApiError(0, 'NETWORK', String((error as Error)?.message ?? error));
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const err = (data ?? {}) as { error?: string; code?: string };
    throw new ToolApiError(res.status, err.code ?? `HTTP_${res.status}`, err.error ?? res.statusText);
  }
  return data as T;
}

/** Where the data of an answer comes from (every tool shows it). */
export interface SourceInfo {
  kind: 'sample' | 'api' | 'generated' | 'graphql';
  label: string;
  asOf: string;
}
