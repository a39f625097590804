import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Wallet } from 'ethers';
import { siweMessageText } from '@criadero/session/siwe-message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { CreditsLedger } from '@criadero/service-users';
import { gatewayOn, signedIn, suiteConfig } from '../support/gateway-on-store';

/**
 * Security checks through the composed gateway (every service, real session store and
 * cookie signing). Unit-level checks live with their owners and are not repeated here:
 * platform-plugins.test.ts (unsigned cookie, wallet header without a session, CORS on a
 * simple request), users auth-routes.test.ts (expired SIWE message, other site or chain,
 * signature by another wallet), gateway.test.ts (CSP follows a moved remote). Runtime remotes
 * loading under the CSP in a real browser: e2e/tests/registry.e2e.test.ts.
 */
const HOST = '127.0.0.1:3000';

async function login(app: FastifyInstance, wallet = Wallet.createRandom()) {
  const nonce = (await app.inject({ method: 'GET', url: '/api/auth/nonce', headers: { host: HOST } })).json();
  const message = siweMessageText(nonce, { host: HOST, origin: `http://${HOST}` }, wallet.address);
  const payload = { message, signature: await wallet.signMessage(message) };
  const res = await app.inject({ method: 'POST', url: '/api/auth/verify', headers: { host: HOST }, payload });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'criadero_session')!.value;
  return { wallet, payload, cookie, token: res.json().token as string | undefined };
}

const me = (app: FastifyInstance, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/users/me', headers, cookies });

describe('sessions cannot be forged or replayed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gatewayOn(new EmbeddedStore());
  });
  afterAll(() => app.close());

  it('refuses a tampered signed cookie and a tampered bearer token', async () => {
    const session = await login(app);
    expect((await me(app, {}, { criadero_session: session.cookie })).statusCode).toBe(200);
    // s:<token>.<signature>: change one character of the token, then of the signature
    const [value, signature] = decodeURIComponent(session.cookie).split('.') as [string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'a' ? 'b' : 'a') + s.slice(i + 1);
    for (const forged of [`${flip(value, 5)}.${signature}`, `${value}.${flip(signature, 3)}`, value, `${value}.`]) {
      const res = await me(app, {}, { criadero_session: forged });
      expect(res.statusCode, forged).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    const { token } = await signedIn(app);
    expect((await me(app, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    for (const forged of [flip(token, token.length - 1), `${token}x`, token.slice(0, -1), '']) {
      expect((await me(app, { authorization: `Bearer ${forged}` })).statusCode, forged).toBe(401);
    }
  });

  it('refuses the same signed SIWE message twice (the nonce is spent)', async () => {
    const session = await login(app);
    const replay = await app.inject({ method: 'POST', url: '/api/auth/verify', headers: { host: HOST }, payload: session.payload });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('NONCE_INVALID');
    expect(replay.cookies.find((c) => c.name === 'criadero_session')).toBeUndefined();
  });

  it('refuses a session after logout, and an expired session', async () => {
    const session = await login(app);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { criadero_session: session.cookie }, payload: {} });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(app, {}, { criadero_session: session.cookie })).statusCode).toBe(401);

    const { accountId } = await app.identity.wallets.accountForLogin(Wallet.createRandom().address);
    const { token } = await app.identity.sessions.create(accountId, '0x' + '12'.repeat(20), 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await me(app, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('does not let the wallet header act for another account’s wallet', async () => {
    const victim = await signedIn(app);
    const attacker = await signedIn(app);
    const ledger = new CreditsLedger(app.store);
    await ledger.append({ accountId: victim.accountId, delta: 3, kind: 'grant', idempotencyKey: 'security-victim' });
    const asVictim = { ...attacker.headers, 'x-wallet-address': victim.address };
    const res = await me(app, asVictim);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('WALLET_MISMATCH');
    const search = await app.inject({ method: 'POST', url: '/api/search', headers: asVictim, payload: { requestId: 'impersonation-1' } });
    expect(search.statusCode).toBe(403);
    // the header alone (no session) is no session
    expect((await me(app, { 'x-wallet-address': victim.address })).statusCode).toBe(401);
    expect(await ledger.balance(victim.accountId)).toBe(3);
  });
});

describe('rate limits hold through the gateway', () => {
  it('answers 429 RATE_LIMITED after RATE_LIMIT_MAX, per client, and a forged X-Forwarded-For does not reset it', async () => {
    const app = await gatewayOn(new EmbeddedStore(), suiteConfig({ RATE_LIMIT_MAX: '5', RATE_LIMIT_AUTH_MAX: '3' }));
    try {
      const get = (url: string, remoteAddress = '10.0.0.1', headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url, remoteAddress, headers });
      for (let i = 0; i < 5; i++) expect((await get('/api/tokens/catalog')).statusCode).toBe(200);
      const limited = await get('/api/tokens/catalog');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get('/api/tokens/catalog', '10.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
      expect((await get('/api/tokens/catalog', '10.0.0.2')).statusCode).toBe(200);

      // login routes have the stricter RATE_LIMIT_AUTH_MAX
      for (let i = 0; i < 3; i++) expect((await get('/api/auth/nonce', '10.0.0.3')).statusCode).toBe(200);
      expect((await get('/api/auth/nonce', '10.0.0.3')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('CORS, security headers and the page CSP', () => {
  let app: FastifyInstance;
  let config: ReturnType<typeof suiteConfig>;
  beforeAll(async () => {
    config = suiteConfig();
    app = await gatewayOn(new EmbeddedStore(), config);
  });
  afterAll(() => app.close());

  it('refuses preflights and credentials for unknown origins, allows configured ones', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/users/saveConfig',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:3000.evil.example', 'http://127.0.0.1:9999']) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
    const allowed = await preflight('http://127.0.0.1:3101');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3101');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
  });

  it('sets security headers and a CSP built from the registry on pages', async () => {
    const registry = JSON.parse(readFileSync(config.remotesFile, 'utf8')) as { remotes: Array<{ entry: string }> };
    const origins = registry.remotes.map((r) => new URL(r.entry).origin);
    expect(origins.length).toBeGreaterThanOrEqual(6);
    for (const url of ['/', '/axie-infinity-tools/breeding-calculator']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      const csp = String(res.headers['content-security-policy']);
      const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
      for (const origin of origins) {
        expect(directive('script-src'), origin).toContain(origin);
        expect(directive('connect-src'), origin).toContain(origin);
      }
      expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive('base-uri')).toBe("base-uri 'self'");
    }
  });

  it('pages carry the registry-built CSP; files (scripts, icons) the short locked-down one, not ~1.5 KB each', async () => {
    const page = String((await app.inject({ method: 'GET', url: '/axie-infinity-tools/breeding-calculator' })).headers['content-security-policy']);
    expect(page).toMatch(/script-src /);
    for (const url of ['/main.js', '/favicon.svg', '/embed/embed.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('follows the registry at run time: a remote added after start is allowed, a removed one is not', async () => {
    const shipped = readFileSync(config.remotesFile, 'utf8');
    const registry = JSON.parse(shipped);
    const removed = new URL(registry.remotes[1].entry).origin;
    registry.remotes[1] = { ...registry.remotes[1], entry: 'https://cdn.remote.example/apeiron/mf-manifest.json' };
    writeFileSync(config.remotesFile, JSON.stringify(registry));
    try {
      const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.remote\.example/);
      expect(csp).not.toContain(removed);
    } finally {
      writeFileSync(config.remotesFile, shipped);
    }
  });
});

describe('paths the file system or the router refuse answer a 4xx in the error format, with the security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gatewayOn(new EmbeddedStore());
  });
  afterAll(() => app.close());

  const expectRefusal = async (url: string, status: number) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(res.statusCode, url).toBe(status);
    expect(res.headers['content-type'], url).toMatch(/application\/json/);
    expect(res.json(), url).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringMatching(/^Invalid data: /) });
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
    expect(res.headers['x-frame-options'], url).toBeDefined();
    // the page CSP on page paths, the API one (default-src 'none') on router refusals
    expect(String(res.headers['content-security-policy']), url).toMatch(/default-src '(self|none)'/);
  };

  it('a page path with a NUL byte or a malformed escape: 400 (was 500)', async () => {
    for (const url of ['/%00', '/main.js%00.html', '/dashboard/%00/x', '/%E0%A4%A', '/%']) await expectRefusal(url, 400);
  });

  it('a page path segment over 255 bytes: 414 (was 500); 255 bytes and long paths of short segments get the shell', async () => {
    await expectRefusal(`/${'a'.repeat(256)}`, 414);
    await expectRefusal(`/x/${'é'.repeat(128)}.js`, 414); // 256 bytes in UTF-8
    for (const url of [`/${'a'.repeat(255)}`, `/${`${'c'.repeat(200)}/`.repeat(30)}`, '/main.js/inside-a-file']) {
      const res = await app.inject({ method: 'GET', url });
      // no tool lives there: the shell's not-found page, with 404, never a 5xx
      expect(res.statusCode, url.slice(0, 40)).toBe(404);
      expect(res.body, url.slice(0, 40)).toContain('<div id="root">');
    }
  });

  it('Fastify’s own URL errors: a malformed escape in a route parameter (FST_ERR_BAD_URL) 400, a parameter over maxParamLength 414', async () => {
    await expectRefusal('/api/apeiron/planets/%E0%A4%A', 400);
    await expectRefusal(`/api/apeiron/planets/${'1'.repeat(101)}`, 414);
  });

  it('Node’s own parser refusals (a malformed header, headers over the limit): JSON error with the security headers', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    for (const [request, status] of [
      ['GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400],
      [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const answer = await raw(request);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head, head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head).toMatch(/\r\nx-content-type-options: nosniff/i);
      expect(head).toMatch(/\r\ncontent-security-policy: default-src 'none'/i);
      expect(head).toMatch(/\r\nstrict-transport-security: max-age=/i);
      expect(JSON.parse(body!)).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringMatching(/^Datos no válidos/) });
    }
  });
});
