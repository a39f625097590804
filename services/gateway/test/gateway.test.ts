import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Wallet } from 'ethers';
import { siweMessageText } from '@criadero/session/siwe-message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '@criadero/service-kit/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { loadGatewayConfig, type GatewayConfig } from '../src/config';
import { buildGateway } from '../src/gateway';

/** start-up generates the 20,000-axie sample market: seconds, more on a loaded machine */
const STARTUP_MS = 120_000;

const shippedRegistry = readFileSync(new URL('../config/remotes.json', import.meta.url), 'utf8');

function fixtureSite() {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-gateway-'));
  const shellDir = join(dir, 'dist');
  mkdirSync(join(shellDir, 'assets'), { recursive: true });
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script src="/assets/main.js"></script></body></html>');
  writeFileSync(join(shellDir, 'assets', 'main.js'), 'console.log("shell")');
  const remotesFile = join(dir, 'remotes.json');
  writeFileSync(remotesFile, shippedRegistry);
  return { dir, shellDir, remotesFile };
}

function gatewayConfig(shellDir: string, remotesFile: string): GatewayConfig {
  const platform = testConfig({ rateLimit: { max: 1000, windowMs: 60_000, authMax: 1000 } });
  const base = loadGatewayConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
  return {
    ...base,
    platform,
    shellDir,
    remotesFile,
    users: { ...base.users, platform },
    tokenPrices: { ...base.tokenPrices, platform },
    axie: { ...base.axie, platform },
  };
}

describe('gateway', () => {
  let app: Awaited<ReturnType<typeof buildGateway>>;
  let site: ReturnType<typeof fixtureSite>;

  beforeAll(async () => {
    site = fixtureSite();
    app = await buildGateway({ config: gatewayConfig(site.shellDir, site.remotesFile), store: new EmbeddedStore(), logger: false });
    await app.ready();
  }, STARTUP_MS);
  afterAll(async () => {
    await app.close();
    rmSync(site.dir, { recursive: true, force: true });
  });

  describe('API composition under /api', () => {
    it('serves every service on one port', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ store: 'embedded', durable: false });
      expect((await app.inject({ method: 'GET', url: '/api/auth/nonce' })).json().nonce).toBeTruthy();
      expect(Object.keys((await app.inject({ method: 'POST', url: '/api/tokens/' })).json())).toHaveLength(4);
      expect((await app.inject({ method: 'GET', url: '/api/axie/status' })).json()).toMatchObject({ service: 'axie', paidSearch: true });
      expect((await app.inject({ method: 'POST', url: '/api/users/balance', payload: { userAddress: '0x' + '11'.repeat(20) } })).statusCode).toBe(200);
    });

    it('serves the API documentation page at /api/docs (not the shell)', async () => {
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('swagger-ui');
      expect(page.body).not.toContain('<div id="root">');
      const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/users/me', '/api/search']));
    });

    it('publishes one OpenAPI document with every route of the contract', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/auth/nonce',
          '/api/auth/verify',
          '/api/auth/link-wallet',
          '/api/auth/logout',
          '/api/users/me',
          '/api/users/saveConfig',
          '/api/users/balance',
          '/api/tokens', // served as /api/tokens/ too (trailing slashes are ignored)
          '/api/tokens/catalog',
          '/api/axie/status',
          '/api/health',
          '/api/ready',
        ]),
      );
      expect(doc.paths['/api/users/balance'].post.requestBody).toBeDefined();
    });

    it('answers unknown API paths with JSON 404, never the shell', async () => {
      for (const url of ['/api/nope', '/api/', '/api/users/unknown?x=1']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    });

    it('signs in with a wallet and reads the user state through the gateway', async () => {
      const wallet = Wallet.createRandom();
      const nonce = (await app.inject({ method: 'GET', url: '/api/auth/nonce', headers: { host: '127.0.0.1:3000' } })).json();
      const message = siweMessageText(nonce, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }, wallet.address);
      const verify = await app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        headers: { host: '127.0.0.1:3000' },
        payload: { message, signature: await wallet.signMessage(message) },
      });
      expect(verify.statusCode).toBe(200);
      const cookie = verify.cookies.find((c) => c.name === 'criadero_session')!;
      const me = await app.inject({ method: 'GET', url: '/api/users/me', cookies: { criadero_session: cookie.value } });
      expect(me.json().addresses).toEqual([wallet.address.toLowerCase()]);
    });
  });

  describe('site', () => {
    it('serves the shell with a CSP that allows the registry’s remote origins', async () => {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      const csp = String(res.headers['content-security-policy']);
      for (const port of [3101, 3102, 3103, 3104, 3105, 3106]) {
        expect(csp).toMatch(new RegExp(`script-src [^;]*http://127\\.0\\.0\\.1:${port}`));
        expect(csp).toMatch(new RegExp(`connect-src [^;]*http://127\\.0\\.0\\.1:${port}`));
      }
      expect(csp).toContain("object-src 'none'");
    });

    it('answers client-side routes with index.html (200)', async () => {
      for (const url of ['/axie-infinity-tools/breeding-calculator', '/dashboard/profile', '/planet-horse-tools/leveling-calculator?x=1']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<div id="root">');
      }
    });

    it('serves built files as themselves, and files added after start too', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/main.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('console.log("shell")');
      writeFileSync(join(site.shellDir, 'assets', 'late.js'), 'late()');
      expect((await app.inject({ method: 'GET', url: '/assets/late.js' })).body).toBe('late()');
    });

    it('does not serve the shell for non-GET methods or path traversal', async () => {
      expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
      const traversal = await app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
      expect(traversal.body).not.toContain('root:');
    });

    it('reads /remotes.json fresh from the registry file on every request', async () => {
      const first = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.json().remotes.map((r: { name: string }) => r.name)).toEqual([
        'mfe_axie',
        'mfe_apeiron',
        'mfe_craftworld',
        'mfe_horse',
        'mfe_lumiterra_pixels',
        'mfe_billing',
      ]);
      const moved = JSON.parse(shippedRegistry);
      moved.remotes[0].entry = 'http://127.0.0.1:4101/mf-manifest.json';
      moved.remotes[0].version = '0.2.0';
      writeFileSync(site.remotesFile, JSON.stringify(moved));
      const second = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(second.json().remotes[0]).toMatchObject({ entry: 'http://127.0.0.1:4101/mf-manifest.json', version: '0.2.0' });
      expect(String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])).toContain('http://127.0.0.1:4101');
      writeFileSync(site.remotesFile, shippedRegistry);
    });

    it('reports a broken registry as a 500 without details', async () => {
      writeFileSync(site.remotesFile, '{"remotes": "oops"}');
      const res = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Error interno del servidor', code: 'INTERNAL' });
      writeFileSync(site.remotesFile, shippedRegistry);
    });

    it('keeps the locked-down CSP on API answers and CORS for configured origins', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://127.0.0.1:3101' } });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3101');
      const other = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('gateway without a built shell', () => {
  it('still serves the API and says the shell is not built', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'criadero-gateway-empty-'));
    const remotesFile = join(dir, 'remotes.json');
    writeFileSync(remotesFile, shippedRegistry);
    const app = await buildGateway({ config: gatewayConfig(join(dir, 'missing'), remotesFile), store: new EmbeddedStore(), logger: false });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.json().code).toBe('NOT_READY');
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
