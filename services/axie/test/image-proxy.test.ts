import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/images/address-policy';
import { ImageProxy, ProxyError, type Resolver } from '../src/images/image-proxy';
import { PLACEHOLDER_SVG } from '../src/images/placeholder';
import { buildTestApp, type AxieTestApp } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const MAX_BYTES = 10_000;
const TIMEOUT_MS = 800;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

describe('image proxy SSRF policy: addresses', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, reserved and mapped IPv6 forms; allows public addresses', () => {
    const refused = ['127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '224.0.0.1', '255.255.255.255', '198.18.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1',
      '::ffff:10.0.0.1', '64:ff9b::a00:1', 'localhost', 'not-an-ip'];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('GET /api/imageProxy against local servers', () => {
  let imageServer: Server;
  let secretServer: Server;
  let imagePort: number;
  let secretPort: number;
  let secretHits = 0;
  const resolveCalls: string[] = [];
  let app: AxieTestApp;

  /** Test DNS: the allow-listed name points at the local image server; others at private or mixed addresses. */
  const resolver: Resolver = async (hostname) => {
    resolveCalls.push(hostname);
    const table: Record<string, string[]> = {
      'assets.axieinfinity.com': ['127.0.0.1'],
      'private.axie.test': ['10.0.0.7'],
      'mixed.axie.test': ['93.184.216.34', '127.0.0.1'],
      'mapped.axie.test': ['::ffff:127.0.0.1'],
      'metadata.axie.test': ['169.254.169.254'],
    };
    const addresses = table[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

  beforeAll(async () => {
    secretServer = createServer((_req, res) => {
      secretHits++;
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    });
    secretPort = await listen(secretServer);
    imageServer = createServer((req, res) => {
      const here = `http://assets.axieinfinity.com:${imagePort}`;
      const routes: Record<string, () => void> = {
        '/ok.png': () => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
        '/big.png': () => res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(MAX_BYTES + 1) }).end(Buffer.alloc(MAX_BYTES + 1)),
        '/big-chunked.png': () => {
          res.writeHead(200, { 'content-type': 'image/png' });
          for (let i = 0; i < 30; i++) res.write(Buffer.alloc(1000));
          res.end();
        },
        '/slow.png': () => {
          res.writeHead(200, { 'content-type': 'image/png' });
          const timer = setInterval(() => res.write(Buffer.alloc(10)), 200);
          res.on('close', () => clearInterval(timer));
        },
        '/no-answer.png': () => undefined,
        '/page.html': () => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>'),
        '/image.svg': () => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        '/to-ok': () => res.writeHead(302, { location: `${here}/ok.png` }).end(),
        '/to-loopback-ip': () => res.writeHead(302, { location: `http://127.0.0.1:${secretPort}/secret.png` }).end(),
        '/to-loopback-name': () => res.writeHead(307, { location: `http://assets.axieinfinity.com:${secretPort}/secret.png` }).end(),
        '/to-private': () => res.writeHead(301, { location: 'https://private.axie.test/x.png' }).end(),
        '/to-metadata': () => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
        '/to-metadata-name': () => res.writeHead(302, { location: 'https://metadata.axie.test/latest/meta-data/' }).end(),
        '/to-other-host': () => res.writeHead(302, { location: 'https://evil.example/x.png' }).end(),
        '/loop': () => res.writeHead(302, { location: `${here}/loop` }).end(),
      };
      (routes[req.url ?? ''] ?? (() => res.writeHead(404).end()))();
    });
    imagePort = await listen(imageServer);
    app = await buildTestApp({
      size: 50,
      config: {
        imageProxy: {
          allowedHosts: ['assets.axieinfinity.com', 'private.axie.test', 'mixed.axie.test', 'mapped.axie.test', 'metadata.axie.test'],
          maxBytes: MAX_BYTES,
          timeoutMs: TIMEOUT_MS,
          maxRedirects: 3,
        },
      },
      resolve: resolver,
      // The one test-only exception: this loopback port, over http. Nothing else is opened.
      imageProxyTestAllow: { address: '127.0.0.1', port: imagePort },
    });
  });
  afterAll(async () => {
    await app.close();
    imageServer.closeAllConnections();
    secretServer.closeAllConnections();
    await Promise.all([new Promise((r) => imageServer.close(r)), new Promise((r) => secretServer.close(r))]);
  });

  const proxy = (url: string) => app.inject({ method: 'GET', url: `/api/imageProxy?url=${encodeURIComponent(url)}` });
  const expectPlaceholder = async (url: string, reason: string) => {
    const res = await proxy(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['x-image-proxy'], url).toBe(`placeholder; reason=${reason}`);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toBe(PLACEHOLDER_SVG);
  };

  it('serves an allow-listed image (reached through the injected resolver and the test-only rule)', async () => {
    resolveCalls.length = 0;
    const res = await proxy(`http://assets.axieinfinity.com:${imagePort}/ok.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(resolveCalls).toEqual(['assets.axieinfinity.com']); // resolved once, connection pinned to the checked address
    const redirected = await proxy(`http://assets.axieinfinity.com:${imagePort}/to-ok`);
    expect(redirected.rawPayload.equals(PNG)).toBe(true);
  });

  it('without the test rule, the production rule refuses the same loopback server (plain http, then the address)', async () => {
    const production = new ImageProxy({
      config: { allowedHosts: ['assets.axieinfinity.com'], maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS, maxRedirects: 3 },
      resolve: resolver,
    });
    const reasons = [];
    for (const url of [`http://assets.axieinfinity.com:${imagePort}/ok.png`, `https://assets.axieinfinity.com/ok.png`]) {
      reasons.push(await production.fetch(url).then(() => 'fetched', (e: ProxyError) => e.reason));
    }
    expect(reasons).toEqual(['scheme-not-allowed', 'address-not-allowed']);
  });

  it('refuses hosts that are not allow-listed, IP literals, localhost and credentials in the url', async () => {
    await expectPlaceholder(`http://127.0.0.1:${imagePort}/ok.png`, 'host-not-allowed');
    await expectPlaceholder(`http://[::1]:${imagePort}/ok.png`, 'host-not-allowed');
    await expectPlaceholder(`http://localhost:${imagePort}/ok.png`, 'host-not-allowed');
    await expectPlaceholder('https://evil.example/x.png', 'host-not-allowed');
    await expectPlaceholder('https://assets.axieinfinity.com.evil.example/x.png', 'host-not-allowed');
    await expectPlaceholder(`http://user:pw@assets.axieinfinity.com:${imagePort}/ok.png`, 'bad-url');
    await expectPlaceholder('not a url', 'bad-url');
    await expectPlaceholder('file:///etc/passwd', 'host-not-allowed');
  });

  it('refuses allow-listed names that resolve to private, link-local, mixed or IPv4-mapped loopback addresses', async () => {
    await expectPlaceholder('https://private.axie.test/x.png', 'address-not-allowed');
    await expectPlaceholder('https://metadata.axie.test/latest/meta-data/', 'address-not-allowed');
    await expectPlaceholder('https://mixed.axie.test/x.png', 'address-not-allowed');
    await expectPlaceholder('https://mapped.axie.test/x.png', 'address-not-allowed');
  });

  it('checks every redirect hop: loopback, private and metadata targets and other hosts are refused; loops stop', async () => {
    const base = `http://assets.axieinfinity.com:${imagePort}`;
    await expectPlaceholder(`${base}/to-loopback-ip`, 'host-not-allowed');
    await expectPlaceholder(`${base}/to-loopback-name`, 'scheme-not-allowed');
    await expectPlaceholder(`${base}/to-private`, 'address-not-allowed');
    await expectPlaceholder(`${base}/to-metadata`, 'host-not-allowed');
    await expectPlaceholder(`${base}/to-metadata-name`, 'address-not-allowed');
    await expectPlaceholder(`${base}/to-other-host`, 'host-not-allowed');
    await expectPlaceholder(`${base}/loop`, 'too-many-redirects');
    expect(secretHits).toBe(0);
  });

  it('caps the size: a declared oversize body and a streamed oversize body', async () => {
    await expectPlaceholder(`http://assets.axieinfinity.com:${imagePort}/big.png`, 'too-large');
    await expectPlaceholder(`http://assets.axieinfinity.com:${imagePort}/big-chunked.png`, 'too-large');
  });

  it('caps the time: a slow body and a server that never answers', async () => {
    for (const path of ['/slow.png', '/no-answer.png']) {
      const started = performance.now();
      await expectPlaceholder(`http://assets.axieinfinity.com:${imagePort}${path}`, 'timeout');
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    }
  });

  it('serves only raster images: HTML and SVG are refused', async () => {
    await expectPlaceholder(`http://assets.axieinfinity.com:${imagePort}/page.html`, 'not-an-image');
    await expectPlaceholder(`http://assets.axieinfinity.com:${imagePort}/image.svg`, 'not-an-image');
    await expectPlaceholder(`http://assets.axieinfinity.com:${imagePort}/missing.png`, 'upstream-status');
  });

  it('needs the url parameter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/imageProxy' });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
