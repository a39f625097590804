import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticHost } from '../src/static-host.mjs';
import { IMMUTABLE } from '@criadero/build-config/cache-policy';

/** A GET with the raw body (no client-side decompression). */
const get = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

// a built remote's shape: entry files, a hashed chunk, each with the build's .br/.gz copies
const FILES = {
  'remoteEntry.js': `var entry = ${JSON.stringify('x'.repeat(4000))};`,
  'mf-manifest.json': JSON.stringify({ name: 'mfe_demo', padding: 'y'.repeat(4000) }),
  '__federation_expose_routes.0a1b2c3d.js': `export const routes = ${JSON.stringify('z'.repeat(4000))};`,
};

let dir;
let host;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-host-'));
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(FILES)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>'); // too small to have copies
  host = await startStaticHost({ dir, port: 0 });
});
afterAll(async () => {
  await host?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a remote served from its own origin', () => {
  it('sends the brotli copy to a browser that accepts br, and it decompresses to the file', async () => {
    for (const [name, text] of Object.entries(FILES)) {
      const res = await get(`${host.url}/${name}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status, name).toBe(200);
      expect(res.headers['content-encoding'], name).toBe('br');
      expect(res.headers.vary, name).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.body).toString(), name).toBe(text);
    }
  });

  it('sends gzip to a client without br, and the file itself to one that accepts neither', async () => {
    const gz = await get(`${host.url}/remoteEntry.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(FILES['remoteEntry.js']);
    const plain = await get(`${host.url}/remoteEntry.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(FILES['remoteEntry.js']);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('falls back to the file when the build made no compressed copy', async () => {
    const res = await get(`${host.url}/favicon.svg`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('<svg/>');
  });

  it('marks hashed chunks immutable and entry files no-cache, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const chunk = await get(`${host.url}/__federation_expose_routes.0a1b2c3d.js`, { 'accept-encoding': encoding });
      expect(chunk.headers['cache-control'], encoding).toBe(IMMUTABLE);
      for (const entry of ['remoteEntry.js', 'mf-manifest.json']) {
        const res = await get(`${host.url}/${entry}`, { 'accept-encoding': encoding });
        expect(res.headers['cache-control'], `${entry} ${encoding}`).toBe('no-cache');
      }
    }
  });

  it('answers CORS for the shell on another origin', async () => {
    const res = await get(`${host.url}/mf-manifest.json`, { origin: 'http://127.0.0.1:3000' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('what every answer carries', () => {
  it('allows any page to read the files without credentials, never echoing the caller\'s Origin', async () => {
    const res = await get(`${host.url}/mf-manifest.json`, { origin: 'https://evil.example' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await new Promise((resolve, reject) =>
      request(`${host.url}/mf-manifest.json`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } }, (r) => {
        r.resume();
        resolve(r);
      })
        .on('error', reject)
        .end(),
    );
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends the security headers on files, on a 404 and on a request Node\'s parser refused', async () => {
    for (const path of ['/remoteEntry.js', '/no-such-file.js']) {
      const res = await get(`${host.url}${path}`);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['cross-origin-resource-policy'], path).toBe('cross-origin');
    }
    const raw = await new Promise((resolve, reject) => {
      const { port } = new URL(host.url);
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /remoteEntry.js HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let text = '';
      socket.on('data', (c) => (text += c.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/x-content-type-options: nosniff/i);
    expect(raw).toMatch(/content-security-policy: default-src 'none'/i);
  });
});

describe('developer-only files (source maps, mf-stats.json)', () => {
  let withMaps;
  let devHost;
  let prodHost;
  beforeAll(async () => {
    withMaps = mkdtempSync(join(tmpdir(), 'static-host-maps-'));
    writeFileSync(join(withMaps, 'remoteEntry.js'), 'var entry;');
    writeFileSync(join(withMaps, 'remoteEntry.js.map'), '{"version":3}');
    writeFileSync(join(withMaps, 'mf-stats.json'), '{}');
    writeFileSync(join(withMaps, 'mf-manifest.json'), '{}');
    devHost = await startStaticHost({ dir: withMaps, port: 0, production: false });
    prodHost = await startStaticHost({ dir: withMaps, port: 0, production: true });
  });
  afterAll(async () => {
    await devHost?.close();
    await prodHost?.close();
    rmSync(withMaps, { recursive: true, force: true });
  });

  it('are served in development and not in production, where the runtime files still are', async () => {
    for (const file of ['remoteEntry.js.map', 'mf-stats.json']) {
      expect((await get(`${devHost.url}/${file}`)).status, file).toBe(200);
      expect((await get(`${prodHost.url}/${file}`)).status, file).toBe(404);
    }
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) expect((await get(`${prodHost.url}/${file}`)).status, file).toBe(200);
  });
});
