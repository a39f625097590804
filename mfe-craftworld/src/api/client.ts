// Calls to the Craft World and billing services. Site and API share an origin (the gateway), so
// the httpOnly session cookie rides along with `credentials: 'include'`.

/** A refusal from the API: `code` is stable, `message` is the server's own (localised) text. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit, locale: string): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept-language', locale);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers, credentials: 'include' });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
  if (!res.ok) throw new ApiError(res.status, body.code ?? 'INTERNAL', body.error ?? res.statusText);
  return body as T;
}

export const apiGet = <T>(path: string, locale: string) => call<T>(path, { method: 'GET' }, locale);
export const apiPost = <T>(path: string, body: unknown, locale: string) => call<T>(path, { method: 'POST', body: JSON.stringify(body) }, locale);
export const apiDelete = <T>(path: string, locale: string) => call<T>(path, { method: 'DELETE' }, locale);
