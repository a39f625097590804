// The shell's files, the registry and the API's JSON as the browser receives them: compressed, with the cache
// policy of each kind of file, and the registry carrying every remote's navigation.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavManifest, RemoteRegistry } from '@criadero/remote-contract';
import { testConfig } from '@criadero/service-kit/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { startStaticHost } from '@criadero/static-host';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config';
import { buildGateway } from '../../src/gateway';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX = `<!doctype html><html><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script>${' '.repeat(2000)}</body></html>`;
const MAIN = `console.log(${JSON.stringify('shell '.repeat(1000))})`;

const nav = (path: string): NavManifest => ({
  groups: [{ id: 'g', labelId: 'x.group', order: 1 }],
  routes: [{ path, group: 'g', order: 1, titleId: 'x.title', purposeId: 'x.purpose', isNew: true }],
  messages: {
    es: { 'x.title': 'Título', 'x.purpose': 'Calcula lo que conviene criar con los datos del mercado de hoy.' },
    en: { 'x.title': 'Title', 'x.purpose': "Works out what is worth breeding from today's market data." },
    pt: { 'x.title': 'Título', 'x.purpose': 'Calcula o que vale a pena criar com os dados do mercado de hoje.' },
  },
});

/** A file and the build's brotli and gzip copies of it. */
function writeBuilt(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

let dir: string;
let app: Awaited<ReturnType<typeof buildGateway>>;
let remoteHost: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'criadero-site-'));
  const shellDir = join(dir, 'dist');
  mkdirSync(shellDir);
  writeBuilt(join(shellDir, 'index.html'), INDEX);
  writeBuilt(join(shellDir, 'main.1a2b3c4d.js'), MAIN);
  writeFileSync(join(shellDir, 'favicon.svg'), '<svg/>');

  // one remote serves its nav-manifest.json from its dist; another's entry carries it (a deploy)
  const remoteDist = join(dir, 'remote');
  mkdirSync(remoteDist);
  writeFileSync(join(remoteDist, 'nav-manifest.json'), JSON.stringify(nav('/served/tool')));
  // what Module Federation's build writes of it that the gateway reads: the entry and the exposed routes' chunks
  writeFileSync(join(remoteDist, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1a2b.js'], async: ['page.3c4d.js'] } } }] }));
  remoteHost = await startStaticHost({ dir: remoteDist, port: 0 });
  const registry: RemoteRegistry = {
    remotes: [
      { name: 'served', entry: `${remoteHost.url}/mf-manifest.json`, version: '1', prefixes: ['/served'] },
      { name: 'deployed', entry: 'http://127.0.0.1:9/cdn/2.0.0/mf-manifest.json', version: '2.0.0', prefixes: ['/deployed'], nav: nav('/deployed/tool') },
      { name: 'dead', entry: 'http://127.0.0.1:9/mf-manifest.json', version: '1', prefixes: ['/dead'] },
    ],
  };
  const remotesFile = join(dir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(registry));

  const platform = testConfig({ rateLimit: { max: 1000, windowMs: 60_000, authMax: 1000 } });
  const base = loadGatewayConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
  const config: GatewayConfig = { ...base, platform, shellDir, remotesFile, users: { ...base.users, platform }, tokenPrices: { ...base.tokenPrices, platform }, axie: { ...base.axie, platform } };
  // load shedding off: on a loaded test machine it would answer 503 BUSY instead of the files under test
  app = await buildGateway({ config, store: new EmbeddedStore(), logger: false, underPressure: false });
  await app.ready();
}, 120_000); // start-up generates the 20,000-axie sample market: seconds, more on a loaded machine
afterAll(async () => {
  await app?.close();
  await remoteHost?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe("the shell's files", () => {
  it('sends the brotli copy to a browser that accepts br, which decompresses to the file', async () => {
    const res = await get('/main.1a2b3c4d.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN);
  });

  it('sends gzip without br, and the file itself to a client that accepts neither', async () => {
    const gz = await get('/main.1a2b3c4d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(MAIN);
    const plain = await get('/main.1a2b3c4d.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN);
  });

  it('marks hashed files immutable, and index.html (for / and every client route) no-cache, compressed', async () => {
    expect((await get('/main.1a2b3c4d.js', 'br')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/favicon.svg', 'br')).headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/served/tool', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });
});

describe("a tool's page", () => {
  it('names its remote\'s manifest, entry and route table for preloading, so the browser fetches them beside the shell', async () => {
    expect((await get('/served/tool', 'br')).statusCode).toBe(200);
    // polled: the first page may go out before the gateway has read the manifest (it waits 250 ms at most)
    await expect.poll(async () => String((await get('/served/tool', 'br')).headers.link).split(', ')).toEqual([
      `<${remoteHost.url}/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${remoteHost.url}/remoteEntry.js>; rel=preload; as=script; fetchpriority=low`,
      `<${remoteHost.url}/__federation_expose_routes.1a2b.js>; rel=preload; as=script; fetchpriority=low`,
    ]);
    // a remote whose manifest cannot be read: its manifest alone
    expect((await get('/deployed/tool', 'br')).headers.link).toBe('<http://127.0.0.1:9/cdn/2.0.0/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous');
    // the home page loads no remote
    expect((await get('/', 'br')).headers.link).toBeUndefined();
  });
});

describe('/remotes.json', () => {
  it('is revalidated on every load, compressed, and carries every reachable remote\'s navigation', async () => {
    const res = await get('/remotes.json', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    const registry = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as RemoteRegistry;
    const byName = Object.fromEntries(registry.remotes.map((r) => [r.name, r]));
    // fetched by the gateway from the remote's origin, next to its mf-manifest.json
    expect(byName.served?.nav).toEqual(nav('/served/tool'));
    // written into the registry entry by a deploy: kept as it is
    expect(byName.deployed?.nav).toEqual(nav('/deployed/tool'));
    // a remote that does not answer goes out without nav (the shell loads it to find out)
    expect(byName.dead?.nav).toBeUndefined();
    expect(byName.dead?.entry).toBe('http://127.0.0.1:9/mf-manifest.json');
  });

  it('is plain JSON for a client that accepts no compression', async () => {
    const res = await get('/remotes.json', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<RemoteRegistry>().remotes).toHaveLength(3);
  });
});

describe('API answers', () => {
  it('sends a JSON answer of 1 KB or more brotli- or gzip-compressed, and plain to a client that accepts neither', async () => {
    const plain = await get('/api/craft-world/data', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    const br = await get('/api/craft-world/data', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/craft-world/data', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a short answer and an error plain', async () => {
    const health = await get('/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    const visitor = await get('/api/users/me', 'br');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['content-encoding']).toBeUndefined();
    const missing = await get('/api/no-such-route', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ code: expect.any(String) });
  });
});
