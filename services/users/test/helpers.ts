import type { FastifyInstance } from 'fastify';
import type { Wallet } from 'ethers';

/** Anything that signs like an ethers Wallet (Wallet, HDNodeWallet). */
export type TestSigner = Pick<Wallet, 'address' | 'signMessage'>;
import { siweMessageText } from '@criadero/session/siwe-message';
import { loadPlatformConfig, type PlatformConfig } from '@criadero/service-kit';
import { EmbeddedStore, type Store } from '@criadero/service-kit/store';
import { buildUsersApp } from '../src/app';
import type { BalanceReader } from '../src/balances/balance-reader';
import { loadUsersConfig, type UsersConfig } from '../src/config';

export const TEST_HOST = 'criadero.test';

export function testUsersConfig(overrides: Partial<UsersConfig> = {}, platform: Partial<PlatformConfig> = {}): UsersConfig {
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'users-test-secret-users-test-secret-0000', SIWE_DOMAINS: TEST_HOST };
  const base = loadUsersConfig(env);
  const generous = { max: 10_000, windowMs: 60_000, authMax: 10_000 };
  return { ...base, platform: { ...loadPlatformConfig(env), rateLimit: generous, ...platform }, ...overrides };
}

export async function buildTestApp(options: { config?: UsersConfig; store?: Store; balanceReader?: BalanceReader } = {}) {
  const app = await buildUsersApp({
    config: options.config ?? testUsersConfig(),
    store: options.store ?? new EmbeddedStore(),
    balanceReader: options.balanceReader,
    logger: false,
  });
  await app.ready();
  return app;
}

export interface MessageOverrides {
  domain?: string;
  chainId?: number;
  nonce?: string;
  expirationTime?: string;
  address?: string;
}

/** Fetches a nonce and returns a real EIP-4361 message signed by `wallet`. */
export async function signedMessage(app: FastifyInstance, wallet: TestSigner, overrides: MessageOverrides = {}) {
  const nonce = (await app.inject({ method: 'GET', url: '/api/auth/nonce', headers: { host: TEST_HOST } })).json();
  const challenge = {
    ...nonce,
    chainId: overrides.chainId ?? nonce.chainId,
    nonce: overrides.nonce ?? nonce.nonce,
    expirationTime: overrides.expirationTime ?? nonce.expirationTime,
  };
  const site = { host: overrides.domain ?? TEST_HOST, origin: `http://${TEST_HOST}` };
  const message = siweMessageText(challenge, site, overrides.address ?? wallet.address);
  return { message, signature: await wallet.signMessage(message), nonce: nonce.nonce as string };
}

/** Signs in through the API; returns the bearer token and the session cookie. */
export async function signIn(app: FastifyInstance, wallet: TestSigner) {
  const body = await signedMessage(app, wallet);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: { host: TEST_HOST },
    payload: { message: body.message, signature: body.signature },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'criadero_session');
  return { ...(res.json() as { accountId: string; token: string; address: string }), cookie: cookie!.value };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, host: TEST_HOST });
