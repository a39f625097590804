// Wallet login against the Criadero API: Sign-In with Ethereum (EIP-4361).
// The server issues a single-use nonce, the wallet signs the message with
// personal_sign, the server verifies it and sets an httpOnly session cookie; the
// response also carries a bearer token for embeds (where third-party cookies fail).
//
// Routes (services/users/README.md): GET /api/auth/nonce, POST /api/auth/verify,
// POST /api/auth/link-wallet, POST /api/auth/logout, GET /api/users/me.
// Calls go through the one API client (./api): on the site, same origin with the cookie; in an
// embed, the platform's origin without cookies (configureApi). Refusals are ApiError.
import { getAddress, hexlify, toUtf8Bytes } from 'ethers';
import type { NonceResponse } from '@criadero/api-contracts/schemas/auth';
import { getJson, postJson } from '@criadero/session/api';
import type { Eip1193Provider } from './provider';
import { siweMessageText } from './siwe-message';

export interface AuthClientOptions {
  /** the site the message names (EIP-4361 domain and uri); defaults to window.location */
  site?: { host: string; origin: string };
}

export type { Eip1193Provider } from './provider';

export interface SignInResult {
  accountId: string;
  address: string;
  addresses: string[];
  /** bearer token for embeds: same session as the cookie */
  token: string;
  expiresAt: string;
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
  const challenge = await getJson<NonceResponse>('/api/auth/nonce');
  const message = siweMessageText(challenge, currentSite(options), address);
  const signature = (await provider.request({
    method: 'personal_sign',
    params: [hexlify(toUtf8Bytes(message)), address.toLowerCase()],
  })) as string;
  return { message, signature };
}

/**
 * Connect + sign in. Sets the session cookie (same origin) and returns the bearer token, which an
 * embed hands to configureApi (it has no cookie).
 */
export async function signIn(provider: Eip1193Provider, options: AuthClientOptions = {}): Promise<SignInResult> {
  const signed = await signChallenge(provider, options);
  return postJson<SignInResult>('/api/auth/verify', signed);
}

/** Links the provider's current wallet to the signed-in account (the wallet signs its own message). */
export async function linkWallet(provider: Eip1193Provider, options: AuthClientOptions = {}): Promise<{ accountId: string; addresses: string[] }> {
  const signed = await signChallenge(provider, options);
  return postJson('/api/auth/link-wallet', signed);
}

