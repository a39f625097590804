// The full wallet login over real HTTP, with a real private key signing real
// EIP-4361 messages: first by hand with a cookie, then through the shell's
// auth client (shared/session/src/auth-client.ts) driving an EIP-1193 provider.
import type { AddressInfo } from 'node:net';
import { Wallet, getBytes, isHexString, toUtf8String } from 'ethers';
import { siweMessageText } from '@criadero/session/siwe-message';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, configureApi, postJson } from '@criadero/session/api';
import { signIn, linkWallet, type Eip1193Provider } from '@criadero/session/auth-client';
import { fetchUserState } from '@criadero/session/session-api';
import { buildTestApp } from './helpers';

/** An EIP-1193 provider backed by an ethers Wallet, as an injected test wallet would be. */
function walletProvider(wallet: Pick<Wallet, 'address' | 'signMessage'>): Eip1193Provider & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async request({ method, params }) {
      calls.push(method);
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [wallet.address];
      if (method === 'personal_sign') {
        const [data, address] = params as [string, string];
        if (address.toLowerCase() !== wallet.address.toLowerCase()) throw new Error('unknown account');
        return wallet.signMessage(isHexString(data) ? toUtf8String(getBytes(data)) : data);
      }
      throw new Error(`unsupported ${method}`);
    },
  };
}

describe('SIWE over real HTTP', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let base: string;
  let site: { host: string; origin: string };

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    site = { host: `127.0.0.1:${port}`, origin: base };
  });
  afterAll(async () => app.close());
  afterEach(() => configureApi({ base: '', token: undefined }));

  it('nonce -> signed message -> cookie session -> user state -> logout', async () => {
    const wallet = Wallet.createRandom();
    const nonce = await (await fetch(`${base}/api/auth/nonce`)).json();
    const message = siweMessageText(nonce, site, wallet.address);
    const signature = await wallet.signMessage(message);

    const verify = await fetch(`${base}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    });
    expect(verify.status).toBe(200);
    const setCookie = verify.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^criadero_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = setCookie.split(';')[0]!;

    const me = await fetch(`${base}/api/users/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ addresses: [wallet.address.toLowerCase()], creditos: 0, premium: 0 });

    const logout = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(logout.status).toBe(200);
    expect((await fetch(`${base}/api/users/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('through the one API client, as an embed does (platform origin, bearer token): signIn, fetchUserState, linkWallet, logout', async () => {
    configureApi({ base });
    const main = walletProvider(Wallet.createRandom());
    const session = await signIn(main, { site });
    expect(main.calls).toEqual(['eth_requestAccounts', 'personal_sign']);
    expect(session.token).toBeTruthy();
    configureApi({ token: session.token });

    const state = await fetchUserState();
    expect(state).toMatchObject({ accountId: session.accountId, premium: 0, isCreator: false, config: { body_color: 0 } });

    const second = walletProvider(Wallet.createRandom());
    const linked = await linkWallet(second, { site });
    expect(linked.addresses).toHaveLength(2);

    await postJson('/api/auth/logout', {});
    expect(await fetchUserState()).toBeNull();
  });

  it('the auth client surfaces refusals with their code and message', async () => {
    const provider = walletProvider(Wallet.createRandom());
    const wrongSite = { host: 'evil.example', origin: 'https://evil.example' };
    configureApi({ base });
    const error = await signIn(provider, { site: wrongSite }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'SIWE_MESSAGE_INVALID' });
  });
});
