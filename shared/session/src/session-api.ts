// The light half of the session client: calls every page load needs (who am I, log out).
// Signing in pulls in ethers and siwe, so it lives in auth-client.ts and is loaded on demand.
// by package name, not './api': the shared module, so an embed's configureApi (its locale) applies here too
import { apiLocale } from '@criadero/session/api';
import type { UserState } from './types';

export interface AuthClientOptions {
  /** API origin, '' for same-origin (the gateway serves site and API on one port) */
  apiBase?: string;
  /** bearer token from signIn; cookies are used when absent */
  token?: string;
  /** for embeds and tests; defaults to the global fetch */
  fetch?: typeof fetch;
  /** the site the message names (EIP-4361 domain and uri); defaults to window.location */
  site?: { host: string; origin: string };
}

/** An API refusal: `code` is stable, `message` is already in the user's language. */
export class AuthClientError extends Error {
  override name = 'AuthClientError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function call<T>(path: string, init: RequestInit, options: AuthClientOptions): Promise<T> {
  const doFetch = options.fetch ?? fetch;
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  // refusals (wrong signature, expired nonce...) come back in the language the user chose
  if (!headers.has('accept-language')) headers.set('accept-language', apiLocale());
  const res = await doFetch(`${options.apiBase ?? ''}${path}`, { ...init, headers, credentials: 'include' });
  const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
  if (!res.ok) throw new AuthClientError(res.status, body.code ?? 'INTERNAL', body.error ?? res.statusText);
  return body as T;
}

export async function signOut(options: AuthClientOptions = {}): Promise<void> {
  await call('/api/auth/logout', { method: 'POST', body: '{}' }, options);
}

/** The spec's user state after login, or null for a visitor (no or expired session). */
export async function fetchUserState(options: AuthClientOptions = {}): Promise<UserState | null> {
  const session = await call<{ authenticated: boolean; user?: UserState }>('/api/users/session', { method: 'GET' }, options);
  return session.authenticated && session.user ? session.user : null;
}
