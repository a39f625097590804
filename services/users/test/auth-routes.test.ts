import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '@criadero/service-kit';
import { loadUsersConfig } from '../src/config';
import { bearer, buildTestApp, signIn, signedMessage, testUsersConfig, TEST_HOST } from './helpers';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('auth routes', () => {
  let app: App;
  const alice = Wallet.createRandom();
  const bob = Wallet.createRandom();

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const verify = (payload: unknown) => app.inject({ method: 'POST', url: '/api/auth/verify', headers: { host: TEST_HOST }, payload: payload as object });

  describe('GET /api/auth/nonce', () => {
    it('issues a fresh alphanumeric nonce with its expiry, chain and statement', async () => {
      const a = (await app.inject({ method: 'GET', url: '/api/auth/nonce' })).json();
      const b = (await app.inject({ method: 'GET', url: '/api/auth/nonce' })).json();
      expect(a.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
      expect(a.nonce).not.toBe(b.nonce);
      expect(a.chainId).toBe(2020);
      expect(Date.parse(a.expirationTime) - Date.parse(a.issuedAt)).toBe(300_000);
      expect(a.statement).toContain('Criadero');
    });
  });

  describe('GET /api/auth/wallets', () => {
    it('offers Waypoint and Ronin Wallet mobile only when configured, with the sign-in chain', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/auth/wallets' })).json()).toEqual({ chainId: 2020, waypoint: null, walletConnect: null });
      const env = { NODE_ENV: 'test', SESSION_SECRET: 'users-test-secret-users-test-secret-0000', WAYPOINT_CLIENT_ID: 'wp-app', WALLETCONNECT_PROJECT_ID: 'wc-project' };
      const configured = await buildTestApp({ config: testUsersConfig({ walletOptions: loadUsersConfig(env).walletOptions }) });
      try {
        expect((await configured.inject({ method: 'GET', url: '/api/auth/wallets' })).json()).toEqual({
          chainId: 2020,
          waypoint: { clientId: 'wp-app' },
          walletConnect: { projectId: 'wc-project' },
        });
      } finally {
        await configured.close();
      }
    });
  });

  describe('POST /api/auth/verify', () => {
    it('signs in with a real signature: cookie, bearer token and account', async () => {
      const body = await signedMessage(app, alice);
      const res = await verify({ message: body.message, signature: body.signature });
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json.address).toBe(alice.address.toLowerCase());
      expect(json.addresses).toEqual([alice.address.toLowerCase()]);
      expect(json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = res.cookies.find((c) => c.name === 'criadero_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const me = await app.inject({ method: 'GET', url: '/api/users/me', cookies: { criadero_session: cookie!.value } });
      expect(me.json().accountId).toBe(json.accountId);
    });

    it('returns the same account on the next login', async () => {
      const first = await signIn(app, bob);
      const second = await signIn(app, bob);
      expect(second.accountId).toBe(first.accountId);
      expect(second.token).not.toBe(first.token);
    });

    it('refuses a nonce used twice', async () => {
      const body = await signedMessage(app, alice);
      expect((await verify({ message: body.message, signature: body.signature })).statusCode).toBe(200);
      const replay = await verify({ message: body.message, signature: body.signature });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('NONCE_INVALID');
    });

    it('refuses a nonce the server never issued', async () => {
      const body = await signedMessage(app, alice, { nonce: 'abcdef0123456789' });
      const res = await verify({ message: body.message, signature: body.signature });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('NONCE_INVALID');
    });

    it('refuses an expired message', async () => {
      const body = await signedMessage(app, alice, { expirationTime: new Date(Date.now() - 1000).toISOString() });
      const res = await verify({ message: body.message, signature: body.signature });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('NONCE_INVALID');
    });

    it('refuses a signature by another wallet than the message names', async () => {
      const body = await signedMessage(app, bob, { address: alice.address });
      const res = await verify({ message: body.message, signature: body.signature });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SIGNATURE_INVALID');
      // the refused attempt did not spend the nonce
      const honest = await alice.signMessage(body.message);
      expect((await verify({ message: body.message, signature: honest })).statusCode).toBe(200);
    });

    it('refuses a message for another site or chain', async () => {
      const phishing = await signedMessage(app, alice, { domain: 'evil.example' });
      const res = await verify({ message: phishing.message, signature: phishing.signature });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SIWE_MESSAGE_INVALID' });
      expect(res.json().error).toContain('evil.example');
      const chain = await signedMessage(app, alice, { chainId: 1 });
      expect((await verify({ message: chain.message, signature: chain.signature })).statusCode).toBe(400);
    });

    it('refuses a phishing site\'s signature replayed with its own domain in the Host header', async () => {
      const phishing = await signedMessage(app, alice, { domain: 'evil.example' });
      const res = await app.inject({ method: 'POST', url: '/api/auth/verify', headers: { host: 'evil.example' }, payload: { message: phishing.message, signature: phishing.signature } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SIWE_MESSAGE_INVALID' });
    });

    it('accepts a loopback Host as the domain outside production only', async () => {
      for (const [env, expected] of [['test', 200], ['production', 400]] as const) {
        const config = testUsersConfig({ siwe: { ...testUsersConfig().siwe, domains: [] } }, { env, corsOrigins: ['https://criadero.example'] });
        const local = await buildTestApp({ config });
        const signed = await signedMessage(local, alice, { domain: '127.0.0.1:3000' });
        const res = await local.inject({ method: 'POST', url: '/api/auth/verify', headers: { host: '127.0.0.1:3000' }, payload: { message: signed.message, signature: signed.signature } });
        expect(res.statusCode, env).toBe(expected);
        // the configured site origin is accepted whatever the Host says
        const site = await signedMessage(local, bob, { domain: 'criadero.example' });
        expect((await local.inject({ method: 'POST', url: '/api/auth/verify', headers: { host: 'other.example' }, payload: { message: site.message, signature: site.signature } })).statusCode, env).toBe(200);
        await local.close();
      }
    });

    it('trusts the partner demo (http://localhost:4000) with credentials and as a sign-in domain in development only', async () => {
      const env = { SESSION_SECRET: 'users-test-secret-users-test-secret-0000', MONGODB_URI: 'mongodb://127.0.0.1:9/', LOG_LEVEL: 'silent' };
      for (const [runtime, trusted] of [['development', true], ['test', false], ['production', false]] as const) {
        const platform = loadPlatformConfig({ ...env, NODE_ENV: runtime });
        expect(platform.corsOrigins.includes('http://localhost:4000'), runtime).toBe(trusted);
        const config = testUsersConfig({ siwe: { ...testUsersConfig().siwe, domains: [] } }, { env: runtime, corsOrigins: platform.corsOrigins });
        const local = await buildTestApp({ config });
        try {
          const preflight = await local.inject({
            method: 'OPTIONS',
            url: '/api/auth/verify',
            headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
          });
          expect(preflight.headers['access-control-allow-credentials'] === 'true' && preflight.headers['access-control-allow-origin'] === 'http://localhost:4000', runtime).toBe(trusted);
          const signed = await signedMessage(local, alice, { domain: 'localhost:4000' });
          const res = await local.inject({ method: 'POST', url: '/api/auth/verify', headers: { host: 'criadero.example' }, payload: { message: signed.message, signature: signed.signature } });
          expect(res.statusCode, runtime).toBe(trusted ? 200 : 400);
        } finally {
          await local.close();
        }
      }
    });

    it('refuses text that is not an EIP-4361 message', async () => {
      const res = await verify({ message: 'hello', signature: '0x' + '11'.repeat(65) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SIWE_MESSAGE_INVALID');
    });

    it('validates the body: missing, wrong types, unknown fields, oversize', async () => {
      const body = await signedMessage(app, alice);
      expect((await verify({ message: body.message })).statusCode).toBe(400);
      expect((await verify({ message: 42, signature: body.signature })).statusCode).toBe(400);
      expect((await verify({ message: body.message, signature: 'nothex' })).statusCode).toBe(400);
      const extra = await verify({ message: body.message, signature: body.signature, admin: true });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().code).toBe('VALIDATION_ERROR');
      expect((await verify({ message: 'x'.repeat(5000), signature: body.signature })).statusCode).toBe(400);
      expect((await verify({ message: 'x'.repeat(70_000), signature: body.signature })).statusCode).toBe(413);
    });
  });

  describe('POST /api/auth/link-wallet', () => {
    /** Links `wallet` to the account signed in with `token`, proven by the wallet's own signature. */
    const linkWallet = async (token: string, wallet: Parameters<typeof signedMessage>[1]) => {
      const proof = await signedMessage(app, wallet);
      return app.inject({ method: 'POST', url: '/api/auth/link-wallet', headers: bearer(token), payload: { message: proof.message, signature: proof.signature } });
    };

    it('links a second wallet proven by its own signature', async () => {
      const carol = Wallet.createRandom();
      const carolPhone = Wallet.createRandom();
      const session = await signIn(app, carol);
      const res = await linkWallet(session.token, carolPhone);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        accountId: session.accountId,
        addresses: [carol.address.toLowerCase(), carolPhone.address.toLowerCase()],
      });
      // signing in with the linked wallet reaches the same account
      expect((await signIn(app, carolPhone)).accountId).toBe(session.accountId);
    });

    it('refuses a wallet that belongs to another account (409)', async () => {
      const dave = Wallet.createRandom();
      const erin = Wallet.createRandom();
      await signIn(app, erin);
      const session = await signIn(app, dave);
      const res = await linkWallet(session.token, erin);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('WALLET_LINKED_ELSEWHERE');
    });

    it('needs a session (401)', async () => {
      const proof = await signedMessage(app, Wallet.createRandom());
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/link-wallet',
        headers: { host: TEST_HOST },
        payload: { message: proof.message, signature: proof.signature },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session and clears the cookie', async () => {
      const session = await signIn(app, Wallet.createRandom());
      const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session.token), payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ loggedOut: true });
      const cleared = res.cookies.find((c) => c.name === 'criadero_session');
      expect(cleared?.value).toBe('');
      expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session.token) })).statusCode).toBe(401);
    });

    it('needs the JSON body other writes need: a bodyless or form POST from another site leaves the session alive', async () => {
      const session = await signIn(app, Wallet.createRandom());
      const fromElsewhere = { origin: 'https://evil.example', host: TEST_HOST };
      const cookies = { criadero_session: session.cookie };
      const attempts = [
        await app.inject({ method: 'POST', url: '/api/auth/logout', headers: fromElsewhere, cookies }),
        await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...fromElsewhere, 'content-type': 'text/plain' }, cookies, payload: '{}' }),
        await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...fromElsewhere, 'content-type': 'application/x-www-form-urlencoded' }, cookies, payload: 'a=1' }),
      ];
      expect(attempts.map((r) => [r.statusCode, r.json().code])).toEqual([
        [400, 'VALIDATION_ERROR'],
        [400, 'VALIDATION_ERROR'],
        [415, 'UNSUPPORTED_MEDIA_TYPE'],
      ]);
      expect(attempts.every((r) => r.cookies.length === 0)).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/users/me', cookies })).statusCode).toBe(200);
      // the JSON body a page can only send after CORS agreed: refused to that origin, allowed to the site's
      const preflight = (origin: string) =>
        app.inject({ method: 'OPTIONS', url: '/api/auth/logout', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
      expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight('http://127.0.0.1:3000')).headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout', cookies, payload: {} })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/users/me', cookies })).statusCode).toBe(401);
    });

    it('is idempotent without a session, and rejects a body with fields', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} })).json()).toEqual({ loggedOut: true });
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout', payload: { everything: true } })).statusCode).toBe(400);
    });
  });
});

describe('auth rate limit', () => {
  it('limits nonce requests per visitor with RATE_LIMIT_AUTH_MAX', async () => {
    const { testUsersConfig } = await import('./helpers');
    const app = await buildTestApp({ config: testUsersConfig({}, { rateLimit: { max: 100, windowMs: 60_000, authMax: 3 } }) });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await app.inject({ method: 'GET', url: '/api/auth/nonce' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    await app.close();
  });
});
