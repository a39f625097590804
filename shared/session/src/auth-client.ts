// Wallet login against the Criadero API: Sign-In with Ethereum (EIP-4361).
// The server issues a single-use nonce, the wallet signs the message with
// personal_sign, the server verifies it and sets an httpOnly session cookie; the
// response also carries a bearer token for embeds (where third-party cookies fail).
//
// Routes (services/users/README.md): GET /api/auth/nonce, POST /api/auth/verify,
// POST /api/auth/link-wallet, POST /api/auth/logout, GET /api/users/me.
import { getAddress, hexlify, toUtf8Bytes } from 'ethers';
import { SiweMessage } from 'siwe';
import type { UserState } from './types';

/** The EIP-1193 surface the login needs (Ronin Wallet, MetaMask, an ethers-backed test provider...). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
}

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

export interface SignInResult {
  accountId: string;
  address: string;
  addresses: string[];
  /** bearer token for embeds: same session as the cookie */
  token: string;
  expiresAt: string;
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

interface NonceResponse {
  nonce: string;
  issuedAt: string;
  expirationTime: string;
  chainId: number;
  statement: string;
}

async function call<T>(path: string, init: RequestInit, options: AuthClientOptions): Promise<T> {
  const doFetch = options.fetch ?? fetch;
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  const res = await doFetch(`${options.apiBase ?? ''}${path}`, { ...init, headers, credentials: 'include' });
  const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
  if (!res.ok) throw new AuthClientError(res.status, body.code ?? 'INTERNAL', body.error ?? res.statusText);
  return body as T;
}

function currentSite(options: AuthClientOptions): { host: string; origin: string } {
  if (options.site) return options.site;
  if (typeof window === 'undefined') throw new Error('auth-client: pass options.site outside a browser');
  return { host: window.location.host, origin: window.location.origin };
}

async function firstAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
  const [account] = accounts;
  if (!account) throw new Error('The wallet shared no account');
  return getAddress(account);
}

/** Builds the EIP-4361 message for a fresh server nonce and has the wallet sign it. */
async function signChallenge(provider: Eip1193Provider, options: AuthClientOptions) {
  const address = await firstAccount(provider);
  const challenge = await call<NonceResponse>('/api/auth/nonce', { method: 'GET' }, options);
  const site = currentSite(options);
  const message = new SiweMessage({
    domain: site.host,
    address,
    statement: challenge.statement,
    uri: site.origin,
    version: '1',
    chainId: challenge.chainId,
    nonce: challenge.nonce,
    issuedAt: challenge.issuedAt,
    expirationTime: challenge.expirationTime,
  }).prepareMessage();
  const signature = (await provider.request({
    method: 'personal_sign',
    params: [hexlify(toUtf8Bytes(message)), address.toLowerCase()],
  })) as string;
  return { message, signature };
}

/** Connect + sign in. Sets the session cookie (same origin) and returns the bearer token. */
export async function signIn(provider: Eip1193Provider, apiBase = '', options: Omit<AuthClientOptions, 'apiBase'> = {}): Promise<SignInResult> {
  const opts = { ...options, apiBase };
  const signed = await signChallenge(provider, opts);
  return call<SignInResult>('/api/auth/verify', { method: 'POST', body: JSON.stringify(signed) }, opts);
}

/** Links the provider's current wallet to the signed-in account (the wallet signs its own message). */
export async function linkWallet(provider: Eip1193Provider, options: AuthClientOptions = {}): Promise<{ accountId: string; addresses: string[] }> {
  const signed = await signChallenge(provider, options);
  return call('/api/auth/link-wallet', { method: 'POST', body: JSON.stringify(signed) }, options);
}

export async function signOut(options: AuthClientOptions = {}): Promise<void> {
  await call('/api/auth/logout', { method: 'POST', body: '{}' }, options);
}

/** The spec's user state after login, or null for a visitor (no or expired session). */
export async function fetchUserState(options: AuthClientOptions = {}): Promise<UserState | null> {
  try {
    return await call<UserState>('/api/users/me', { method: 'GET' }, options);
  } catch (error) {
    if (error instanceof AuthClientError && error.status === 401) return null;
    throw error;
  }
}
