import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/exchange/${name}`, import.meta.url), 'utf8');

export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A local HTTP server standing in for https://craft-world.gg/graphql with recorded bodies. */
export async function serveExchange(answer: (req: SeenRequest) => { status: number; body: string }) {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '/', headers: req.headers, body };
      seen.push(request);
      const { status, body: reply } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, url: `http://127.0.0.1:${port}/graphql`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
