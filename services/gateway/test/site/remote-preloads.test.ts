// A tool page's Link preloads come from its remote's mf-manifest.json, read by the gateway; a
// remote host that is slow to answer never holds the page's answer back.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRemotePreloads } from '../../src/site/remote-preloads';

const MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1a2b.js'] } } }] };
let server: Server;
let origin: string;
/** answers held until the test lets them go */
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((_request, response) => void held.push(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('answers with the manifest link alone while the manifest is unread, then with the entry and route table', async () => {
  const entry = `${origin}/cdn/1.0.0/mf-manifest.json`;
  const preloadsOf = createRemotePreloads({ waitMs: 20, timeoutMs: 60_000, ttlMs: 60_000 });
  const remote = { name: 'slow', entry, version: '1', prefixes: ['/slow'] };
  const manifestLink = `<${entry}>; rel=preload; as=fetch; crossorigin=anonymous`;
  expect(await preloadsOf(remote)).toEqual([manifestLink]);
  await expect.poll(() => held.length).toBe(1);
  held[0]!.setHeader('content-type', 'application/json');
  held[0]!.end(JSON.stringify(MANIFEST));
  await expect.poll(() => preloadsOf(remote)).toEqual([
    manifestLink,
    `<${origin}/cdn/1.0.0/remoteEntry.js>; rel=preload; as=script`,
    `<${origin}/cdn/1.0.0/__federation_expose_routes.1a2b.js>; rel=preload; as=script`,
  ]);
  // read once while it was kept
  expect(held).toHaveLength(1);
});
