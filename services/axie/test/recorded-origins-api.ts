// A stand-in for the Sky Mavis Origins API on 127.0.0.1 that serves the recorded responses of
// test/fixtures/origins (docs examples): the API-client tests and the import command's test.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
const fixture = (name: string) => {
  const { _note, _constructed, ...body } = JSON.parse(readFileSync(new URL(`./fixtures/origins/${name}.json`, import.meta.url), 'utf8'));
  return body;
};
export const KEY = 'origins-test-key';
export const PLAYER = '1ec9eb7e-579e-6a97-a60c-dd46969f474e';

/** A stand-in for the Origins API that serves recorded responses (docs examples) on 127.0.0.1. */
export async function recordedOriginsApi() {
  const seen: string[] = [];
  let failing = false;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push(`${url.pathname}${url.search}`);
    if (req.headers['x-api-key'] !== KEY) return res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"invalid key"}');
    if (failing) return res.writeHead(503).end('down');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const routes: Record<string, () => string | null> = {
      '/origins/v2/seasons': () => 'seasons',
      '/origins/v2/leaderboards': () => (offset === 0 ? 'leaderboards.page1' : 'leaderboards.page2'),
      '/origins/v2/community/runes': () => (offset === 0 ? 'runes.page1' : 'runes.page2'),
      '/origins/v2/community/charms': () => (offset === 0 ? 'charms.page1' : 'charms.page2'),
      '/origins/v2/community/cards': () => 'cards',
      [`/origin/v2/community/users/${PLAYER}/battle-logs`]: () => 'battle-logs',
    };
    const name = routes[url.pathname]?.();
    if (!name) return res.writeHead(200, { 'content-type': 'application/json' }).end('{"_items":[]}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(fixture(name)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    fail: (on: boolean) => (failing = on),
    close: () => new Promise((r) => server.close(r)),
  };
}

