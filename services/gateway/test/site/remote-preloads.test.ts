// A tool page's Link preloads come from its remote's mf-manifest.json and route-assets.json, read
// by the gateway; a remote host that is slow to answer never holds the page's answer back.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createRemotePreloads } from '../../src/site/remote-preloads';

const MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1a2b.js'] } } }] };
const ROUTE_ASSETS = {
  routes: { '/slow/page': ['562.37acab60.js', 'vendor.9452c5a6.js'], '/slow/tree/:id': ['6406.e9e9aa9b.js'] },
  messages: { es: ['messages-es.75f0ee3e.js'], en: ['messages-en.030f0966.js'] },
};
let server: Server;
let origin: string;
/** answers held until the test lets them go */
const held: { request: IncomingMessage; response: ServerResponse }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => void held.push({ request, response }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => void held.splice(0));
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** answers each held request for `file` with `body` (JSON), or 404 when body is undefined */
const answer = (file: string, body: unknown) => {
  for (const { response } of held.filter(({ request }) => request.url?.endsWith(`/${file}`))) {
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
};

it('answers with the manifest link alone while the manifest is unread, then with the entry, route table, page chunks and Spanish messages', async () => {
  const entry = `${origin}/cdn/1.0.0/mf-manifest.json`;
  const preloadsOf = createRemotePreloads({ waitMs: 20, timeoutMs: 60_000, ttlMs: 60_000 });
  const remote = { name: 'slow', entry, version: '1', prefixes: ['/slow'] };
  const manifestLink = `<${entry}>; rel=preload; as=fetch; crossorigin=anonymous`;
  expect(await preloadsOf(remote, '/slow/page')).toEqual([manifestLink]);
  await expect.poll(() => held.map(({ request }) => request.url).sort()).toEqual(['/cdn/1.0.0/mf-manifest.json', '/cdn/1.0.0/route-assets.json']);
  answer('mf-manifest.json', MANIFEST);
  answer('route-assets.json', ROUTE_ASSETS);
  const chain = [manifestLink, `<${origin}/cdn/1.0.0/remoteEntry.js>; rel=preload; as=script; fetchpriority=low`, `<${origin}/cdn/1.0.0/__federation_expose_routes.1a2b.js>; rel=preload; as=script; fetchpriority=low`];
  const spanish = `<${origin}/cdn/1.0.0/messages-es.75f0ee3e.js>; rel=preload; as=script; fetchpriority=low`;
  await expect.poll(() => preloadsOf(remote, '/slow/page')).toEqual([
    ...chain,
    `<${origin}/cdn/1.0.0/562.37acab60.js>; rel=preload; as=script; fetchpriority=low`,
    `<${origin}/cdn/1.0.0/vendor.9452c5a6.js>; rel=preload; as=script; fetchpriority=low`,
    spanish,
  ]);
  // a route with a parameter is named by its pattern; a route the file does not list gets the chain and messages
  expect(await preloadsOf(remote, '/slow/tree/:id')).toEqual([...chain, `<${origin}/cdn/1.0.0/6406.e9e9aa9b.js>; rel=preload; as=script; fetchpriority=low`, spanish]);
  expect(await preloadsOf(remote, '/slow/other')).toEqual([...chain, spanish]);
  // each file read once while it was kept
  expect(held).toHaveLength(2);
});

it('gives the chain up to the route table when the remote has no route-assets.json (built before it), and says so', async () => {
  const entry = `${origin}/old/mf-manifest.json`;
  const warnings: string[] = [];
  const preloadsOf = createRemotePreloads({ waitMs: 60_000, timeoutMs: 60_000, ttlMs: 60_000, warn: (message) => warnings.push(message) });
  const remote = { name: 'old', entry, version: '1', prefixes: ['/old'] };
  const links = preloadsOf(remote, '/slow/page');
  await expect.poll(() => held.length).toBe(2);
  answer('mf-manifest.json', MANIFEST);
  answer('route-assets.json', undefined);
  expect(await links).toEqual([
    `<${entry}>; rel=preload; as=fetch; crossorigin=anonymous`,
    `<${origin}/old/remoteEntry.js>; rel=preload; as=script; fetchpriority=low`,
    `<${origin}/old/__federation_expose_routes.1a2b.js>; rel=preload; as=script; fetchpriority=low`,
  ]);
  expect(warnings).toEqual([`route assets ${origin}/old/route-assets.json unavailable for preloading: answered 404`]);
});
