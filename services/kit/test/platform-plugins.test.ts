import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, WALLET_HEADER } from '@criadero/api-contracts/paths';
import { noCredit } from '../src/errors';
import { API_CSP } from '../src/plugins/security';
import { buildPlatformTestApp } from '../src/testing';

const ALICE = '0x' + 'a1'.repeat(20);
const BOB = '0x' + 'b2'.repeat(20);
const MALLORY = '0x' + 'ee'.repeat(20);

async function routes(api: FastifyInstance) {
  api.post(
    '/echo',
    {
      schema: {
        body: Type.Object({ name: Type.String({ maxLength: 10 }), n: Type.Integer() }, { additionalProperties: false }),
      },
    },
    async (request) => request.body,
  );
  api.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  api.get('/private', { preHandler: api.requireAccount }, async (request) => request.account);
  api.post('/paid', { preHandler: api.requireAccount }, async () => {
    throw noCredit(0);
  });
}

async function login(app: FastifyInstance, ...addresses: string[]) {
  const [first, ...more] = addresses;
  const { accountId } = await app.identity.wallets.accountForLogin(first!);
  for (const extra of more) await app.identity.wallets.link(extra, accountId);
  const { token } = await app.identity.sessions.create(accountId, first!, 60_000);
  return { accountId, token };
}

describe('platform plugins', () => {
  let app: Awaited<ReturnType<typeof buildPlatformTestApp>>;

  beforeAll(async () => {
    app = await buildPlatformTestApp({ routes, config: { bodyLimit: 2048 } });
  });
  afterAll(async () => app.close());

  describe('validation', () => {
    it('accepts a valid body', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'ok', n: 3 } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: 'ok', n: 3 });
    });

    it('rejects unknown fields instead of stripping them', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'ok', n: 3, admin: true } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().error).toMatch(/^Datos no válidos/);
    });

    it('rejects wrong types without coercing them', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'ok', n: '3' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    });

    it('rejects a missing body and malformed JSON with 400', async () => {
      const missing = await app.inject({ method: 'POST', url: '/api/echo' });
      expect(missing.statusCode).toBe(400);
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('INVALID_JSON');
    });

    it('rejects an oversize body with 413 and an unsupported media type with 415', async () => {
      const big = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'x'.repeat(5000), n: 1 } });
      expect(big.statusCode).toBe(413);
      expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
      const text = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/xml' }, payload: '<hi/>' });
      expect(text.statusCode).toBe(415);
      expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('speaks the caller’s language', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/private', headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect(res.json()).toEqual({ error: 'Log in with your wallet', code: 'UNAUTHENTICATED' });
      const pt = await app.inject({ method: 'GET', url: '/api/private', headers: { 'accept-language': 'pt-BR' } });
      expect(pt.json().error).toBe('Entre com sua carteira');
    });
  });

  describe('errors', () => {
    it('answers a crash with a bare 500 that leaks nothing', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Error interno del servidor', code: 'INTERNAL' });
      expect(res.body).not.toMatch(/hunter2|at |\.ts/);
    });

    it('answers unknown paths with a JSON 404', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    });

    it('carries creditos on a 402', async () => {
      const { token } = await login(app, '0x' + '12'.repeat(20));
      const res = await app.inject({ method: 'POST', url: '/api/paid', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ error: 'No tienes créditos suficientes', code: 'NO_CREDIT', creditos: 0 });
    });
  });

  describe('sessions', () => {
    it('refuses a protected route without a session', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/private' });
      expect(res.statusCode).toBe(401);
    });

    it('resolves the account from a bearer token or the signed cookie', async () => {
      const { accountId, token } = await login(app, ALICE, BOB);
      const bearer = await app.inject({ method: 'GET', url: '/api/private', headers: { authorization: `Bearer ${token}` } });
      expect(bearer.json()).toEqual({ accountId, address: ALICE, addresses: [ALICE, BOB] });
      const cookie = await app.inject({ method: 'GET', url: '/api/private', cookies: { [SESSION_COOKIE]: app.signCookie(token) } });
      expect(cookie.statusCode).toBe(200);
      expect(cookie.json().accountId).toBe(accountId);
    });

    it('ignores an unsigned (forged) cookie', async () => {
      const { token } = await login(app, '0x' + '34'.repeat(20));
      const res = await app.inject({ method: 'GET', url: '/api/private', cookies: { [SESSION_COOKIE]: token } });
      expect(res.statusCode).toBe(401);
    });

    it('honours a wallet header naming the wallet that signed in, in either spelling', async () => {
      const { token } = await login(app, '0x' + '56'.repeat(20), '0x' + '78'.repeat(20));
      const res = await app.inject({
        method: 'GET',
        url: '/api/private',
        headers: { authorization: `Bearer ${token}`, [WALLET_HEADER]: 'ronin:' + '56'.repeat(20) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().address).toBe('0x' + '56'.repeat(20));
    });

    it('binds the session to the wallet that signed in: another wallet of the same account is refused', async () => {
      const { token } = await login(app, '0x' + '34'.repeat(20), '0x' + '12'.repeat(20));
      const res = await app.inject({
        method: 'GET',
        url: '/api/private',
        headers: { authorization: `Bearer ${token}`, [WALLET_HEADER]: '0x' + '12'.repeat(20) },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('WALLET_MISMATCH');
    });

    it('refuses a forged wallet header', async () => {
      const { token } = await login(app, '0x' + '9a'.repeat(20));
      const res = await app.inject({
        method: 'GET',
        url: '/api/private',
        headers: { authorization: `Bearer ${token}`, [WALLET_HEADER]: MALLORY },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('WALLET_MISMATCH');
    });

    it('does not let a wallet header stand in for a session', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/private', headers: { [WALLET_HEADER]: ALICE } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('headers, CORS, health, OpenAPI', () => {
    it('sets security headers and echoes a request id', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toBe('abc-123');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      const generated = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sets exactly the headers @fastify/helmet sets with the same options, on answers and on errors', async () => {
      // the reference: helmet run per request by its Fastify plugin, as the platform did before
      const reference = Fastify();
      await reference.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: API_CSP }, crossOriginResourcePolicy: { policy: 'same-site' } });
      reference.get('/x', async () => ({}));
      const own = new Set(['content-type', 'content-length', 'date', 'connection']);
      const expected = Object.entries((await reference.inject({ method: 'GET', url: '/x' })).headers).filter(([name]) => !own.has(name));
      await reference.close();
      expect(expected.map(([name]) => name)).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-frame-options']));
      const answers = [
        await app.inject({ method: 'GET', url: '/api/health' }),
        await app.inject({ method: 'GET', url: '/api/nowhere' }),
        await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'x', n: 1, extra: true } }),
        await app.inject({ method: 'GET', url: '/api/private' }),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400, 401]);
      for (const res of answers) {
        for (const [name, value] of expected) expect(res.headers[name], `${res.statusCode} ${name}`).toBe(value);
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('allows configured origins only', async () => {
      const allowed = await app.inject({
        method: 'OPTIONS',
        url: '/api/echo',
        headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const denied = await app.inject({
        method: 'OPTIONS',
        url: '/api/echo',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('reports liveness and readiness with the store kind', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready', store: 'embedded', durable: false, degraded: [] });
    });

    it('publishes OpenAPI with the registered routes', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/echo', '/api/health', '/api/ready']));
    });

    it('serves the API documentation page over that document at /api/docs, with its own CSP', async () => {
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('swagger-ui');
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
      const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
      expect(initializer.statusCode).toBe(200);
      const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(Object.keys(spec.json().paths)).toEqual(expect.arrayContaining(['/api/echo']));
    });
  });
});

describe('readiness when the store is down', () => {
  it('answers 503 NOT_READY', async () => {
    const app = await buildPlatformTestApp();
    await app.store.close();
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('NOT_READY');
    await app.close();
  });
});
