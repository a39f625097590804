import { getBytes, verifyMessage, Wallet } from 'ethers';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeAtom } from '@criadero/session';
import { ApiError, configureApi } from './api';
import { signIn, type Eip1193Provider } from './auth-client';
import { fetchUserState } from './session-api';
import { network } from './test-network';

const PLATFORM = 'https://criadero.example';
// a fixed key: Wallet.createRandom's entropy bytes trip over jsdom's Uint8Array realm
const wallet = new Wallet(`0x${'11'.repeat(32)}`);
/** an EIP-1193 wallet backed by an ethers key, as the browser tests' test wallet */
const provider: Eip1193Provider = {
  async request({ method, params }) {
    if (method === 'eth_requestAccounts') return [wallet.address];
    if (method === 'personal_sign') return wallet.signMessage(getBytes((params as string[])[0]!));
    throw new Error(`unexpected ${method}`);
  },
};

/** A request as the server received it. */
interface Sent {
  url: string;
  credentials: RequestCredentials;
  headers: Record<string, string>;
  body: string;
}

/** The server answers these paths (any origin); returns what it received. */
function answerPaths(answers: Record<string, { status?: number; body: unknown }>) {
  const sent: Sent[] = [];
  network.use(
    ...Object.entries(answers).map(([path, answer]) =>
      http.all(`*${path}`, async ({ request }) => {
        sent.push({ url: request.url, credentials: request.credentials, headers: Object.fromEntries(request.headers), body: await request.text() });
        return HttpResponse.json(answer.body as never, { status: answer.status ?? 200 });
      }),
    ),
  );
  return sent;
}

/** The page's own origin (jsdom's location): where a page-relative path goes. */
const PAGE = location.origin;

const NONCE = { nonce: 'abcdefgh12345678', issuedAt: '2026-11-24T10:00:00.000Z', expirationTime: '2026-11-24T10:10:00.000Z', chainId: 2020, statement: 'Accede a Criadero con tu wallet.' };
const SITE = { host: 'partner.example', origin: 'https://partner.example' };

beforeEach(() => getDefaultStore().set(localeAtom, 'pt'));
afterEach(() => {
  configureApi({ base: '', token: undefined, locale: undefined });
});

describe('wallet sign-in through the one API client', () => {
  it('in an embed, asks the platform (not the partner page) for the nonce, without cookies, and signs the SIWE message', async () => {
    configureApi({ base: PLATFORM });
    const sent = answerPaths({ '/api/auth/nonce': { body: NONCE }, '/api/auth/verify': { body: { accountId: 'a1', address: wallet.address, addresses: [wallet.address], token: 'tok', expiresAt: 'x' } } });
    const result = await signIn(provider, { site: SITE });
    expect(result.token).toBe('tok');
    expect(sent.map((s) => s.url)).toEqual([`${PLATFORM}/api/auth/nonce`, `${PLATFORM}/api/auth/verify`]);
    expect(sent.every((s) => s.credentials === 'omit')).toBe(true);
    expect(sent.every((s) => s.headers['accept-language'] === 'pt')).toBe(true);
    const signed = JSON.parse(sent[1]!.body) as { message: string; signature: string };
    expect(signed.message).toContain(`${SITE.host} wants you to sign in`);
    expect(signed.message).toContain(`Nonce: ${NONCE.nonce}`);
    expect(verifyMessage(signed.message, signed.signature)).toBe(wallet.address);
  });

  it('then reads the user with the bearer token the embed was given', async () => {
    configureApi({ base: PLATFORM, token: 'tok' });
    const sent = answerPaths({ '/api/users/session': { body: { authenticated: true, user: { accountId: 'a1' } } } });
    expect(await fetchUserState()).toEqual({ accountId: 'a1' });
    expect(sent[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('on the site, uses the same-origin path with the session cookie', async () => {
    const sent = answerPaths({ '/api/auth/nonce': { body: NONCE }, '/api/auth/verify': { body: { accountId: 'a1', address: wallet.address, addresses: [], token: 't', expiresAt: 'x' } } });
    await signIn(provider, { site: SITE });
    expect(sent.map((s) => s.url)).toEqual([`${PAGE}/api/auth/nonce`, `${PAGE}/api/auth/verify`]);
    expect(sent.every((s) => s.credentials === 'include')).toBe(true);
  });

  it('a refusal is the one ApiError, with the server’s code and its message in the user’s language', async () => {
    answerPaths({ '/api/auth/nonce': { body: NONCE }, '/api/auth/verify': { status: 401, body: { code: 'INVALID_SIGNATURE', error: 'Assinatura inválida' } } });
    const error = await signIn(provider, { site: SITE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_SIGNATURE', message: 'Assinatura inválida' });
  });
});
