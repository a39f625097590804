// The one way front-end code calls the Criadero API. On the site the API is same-origin and the
// session is an httpOnly cookie; inside a partner page (embed.js) the API is another origin and
// the session is a bearer token, because third-party cookies are blocked. `configureApi` is how
// the embed loader switches modes; this package is a Module Federation singleton, so the setting
// reaches every remote. Never `fetch('/api/…')` directly: in an embed that relative URL is the
// PARTNER's server.
import { getDefaultStore } from 'jotai';
// by its package name, not './atoms': the import goes through Module Federation's sharing, so
// this is the very atom (and jotai store) the shell's language switcher writes
import { localeAtom } from '@criadero/session';

/** A refusal from the API: `code` is stable (branch on it), `message` is the server's text. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly creditos?: number,
    /** the server's Retry-After (seconds) on a refusal that may be sent again later */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Refusals the server sends before doing any of the request's work (a rate limit, a process
 * shedding load), with a Retry-After: the client waits that long and sends the same request again
 * (a paid search keeps its requestId), up to MAX_RETRIES times and only for waits of at most
 * MAX_RETRY_WAIT_SECONDS; a longer wait is the page's to show.
 */
const WAIT_AND_RETRY_CODES = new Set(['RATE_LIMITED', 'BUSY']);
const MAX_RETRY_WAIT_SECONDS = 5;
const MAX_RETRIES = 2;

function retryAfterSeconds(res: Response): number | undefined {
  const value = res.headers.get('retry-after');
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

interface ApiConnection {
  /** platform origin (API, /remotes.json); '' = same origin as the page */
  base: string;
  /** bearer token (embeds); undefined = cookie session */
  token?: string;
  /**
   * UI language of an embed (its `locale` attribute); undefined = the app's `localeAtom`.
   * One per page: a partner page that mixes languages gets the last mounted tool's.
   */
  locale?: string;
}

const connection: ApiConnection = { base: '' };

export function configureApi(next: Partial<ApiConnection>): void {
  Object.assign(connection, next);
}

export function apiBase(): string {
  return connection.base;
}

/** The language the API answers in (its error messages): the embed's, else the user's choice. */
export function apiLocale(): string {
  return connection.locale ?? getDefaultStore().get(localeAtom);
}

type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; null/undefined are left out, arrays repeat the key. */
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Absolute URL of a platform path (`/api/…`, `/remotes.json`) in the current mode; other URLs
 * (https://…, data:…) are returned as they are. `query` is appended (after any `?` already there).
 */
export function apiUrl(path: string, query?: Query): string {
  const qs = queryString(query);
  const withQuery = qs && path.includes('?') ? `${path}&${qs.slice(1)}` : `${path}${qs}`;
  return path.startsWith('/') && !path.startsWith('//') ? `${connection.base}${withQuery}` : withQuery;
}

export interface CallOptions {
  /** defaults to GET without a body, POST with one */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** sent as JSON */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The raw answer of a platform path (images, downloads): the session (cookie or bearer), the
 * language and the API base are applied; the status is NOT checked. A network failure throws
 * ApiError `NETWORK` (status 0); an abort rethrows the AbortError.
 */
export async function apiFetch(path: string, options: CallOptions = {}): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { 'accept-language': apiLocale(), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (connection.token) headers.authorization = `Bearer ${connection.token}`;
  try {
    return await fetch(apiUrl(path, options.query), {
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
}

/**
 * Calls an /api route for JSON; a non-2xx answer throws ApiError with the server's `{error, code, creditos}`.
 * A rate-limit or load-shedding refusal with a short Retry-After is waited out and sent again.
 */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callApiOnce<T>(path, options);
    } catch (error) {
      const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
      const retriable = error instanceof ApiError && WAIT_AND_RETRY_CODES.has(error.code) && retryAfter !== undefined && retryAfter <= MAX_RETRY_WAIT_SECONDS;
      if (!retriable || attempt >= MAX_RETRIES) throw error;
      await wait(retryAfter * 1000, options.signal);
    }
  }
}

async function callApiOnce<T>(path: string, options: CallOptions): Promise<T> {
  const res = await apiFetch(path, { ...options, headers: { accept: 'application/json', ...options.headers } });
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null; // not JSON (a proxy's error page): the status speaks
  }
  if (!res.ok) {
    const body = (data ?? {}) as { error?: unknown; code?: unknown; creditos?: unknown };
    throw new ApiError(
      res.status,
      typeof body.code === 'string' ? body.code : `HTTP_${res.status}`,
      typeof body.error === 'string' ? body.error : res.statusText,
      typeof body.creditos === 'number' ? body.creditos : undefined,
      retryAfterSeconds(res),
    );
  }
  return data as T;
}

export const getJson = <T>(path: string, query?: Query, signal?: AbortSignal) => callApi<T>(path, { query, signal });
export const postJson = <T>(path: string, body: unknown, signal?: AbortSignal) => callApi<T>(path, { method: 'POST', body, signal });
export const deleteJson = <T>(path: string, signal?: AbortSignal) => callApi<T>(path, { method: 'DELETE', signal });
