// Sign-In with Ethereum (EIP-4361) against the users service. Provisional client written by the
// shell team; the services team owns the final version alongside the routes.
import { SiweMessage } from 'siwe';
import { getAddress } from 'ethers';
import type { UserState } from './types';
import type { Eip1193Provider } from './wallet';

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

export async function signIn(provider: Eip1193Provider, apiBase = ''): Promise<{ token: string }> {
  const [account] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
  if (!account) throw new Error('no account');
  const address = getAddress(account);
  const chainIdHex = (await provider.request({ method: 'eth_chainId' })) as string;
  const { nonce } = await json<{ nonce: string }>(await fetch(`${apiBase}/api/auth/nonce`, { credentials: 'include' }));
  const message = new SiweMessage({
    domain: window.location.host,
    address,
    statement: 'Criadero',
    uri: window.location.origin,
    version: '1',
    chainId: Number.parseInt(chainIdHex, 16),
    nonce,
  }).prepareMessage();
  const signature = (await provider.request({ method: 'personal_sign', params: [message, address] })) as string;
  return json<{ token: string }>(
    await fetch(`${apiBase}/api/auth/verify`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    }),
  );
}

export async function signOut(apiBase = ''): Promise<void> {
  await fetch(`${apiBase}/api/auth/logout`, { method: 'POST', credentials: 'include' });
}

/** The signed-in user's state, or null without a session. */
export async function fetchUserState(apiBase = ''): Promise<UserState | null> {
  const response = await fetch(`${apiBase}/api/users/me`, { credentials: 'include' });
  if (response.status === 401) return null;
  return json<UserState>(response);
}
