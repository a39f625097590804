// The one way front-end code calls the Criadero API. On the site the API is same-origin and the
// session is an httpOnly cookie; inside a partner page (embed.js) the API is another origin and
// the session is a bearer token, because third-party cookies are blocked. `configureApi` is how
// the embed loader switches modes; this package is a Module Federation singleton, so the setting
// reaches every remote.

/** A refusal from the API: `code` is stable (branch on it), `message` is the server's text. */
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

interface ApiConnection {
  /** API origin; '' = same origin as the page */
  base: string;
  /** bearer token (embeds); undefined = cookie session */
  token?: string;
}

const connection: ApiConnection = { base: '' };

export function configureApi(next: Partial<ApiConnection>): void {
  Object.assign(connection, next);
}

export function apiBase(): string {
  return connection.base;
}

export function apiUrl(path: string): string {
  return `${connection.base}${path}`;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Calls an /api route; a non-2xx answer throws ApiError with the server's `{error, code, creditos}`. */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (connection.token) headers.authorization = `Bearer ${connection.token}`;
  let res: Response;
  try {
    res = await fetch(apiUrl(path), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // cookies only on the site itself; an embed authenticates with its token
      credentials: connection.base ? 'omit' : 'include',
      signal: options.signal,
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
    const body = (data ?? {}) as { error?: unknown; code?: unknown; creditos?: unknown };
    throw new ApiError(
      res.status,
      typeof body.code === 'string' ? body.code : `HTTP_${res.status}`,
      typeof body.error === 'string' ? body.error : res.statusText,
      typeof body.creditos === 'number' ? body.creditos : undefined,
    );
  }
  return data as T;
}

export const postJson = <T>(path: string, body: unknown, signal?: AbortSignal) => callApi<T>(path, { method: 'POST', body, signal });
