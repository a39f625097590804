import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/coingecko/${name}`, import.meta.url), 'utf8');

export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

/** A local HTTP server answering CoinGecko paths with recorded bodies. */
export async function serveCoinGecko(answer: (req: SeenRequest) => { status: number; body: string }) {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const request = { path: url.pathname, query: url.searchParams, headers: req.headers };
    seen.push(request);
    const { status, body } = answer(request);
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    baseUrl: `http://127.0.0.1:${port}/api/v3/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Recorded answers for the two price endpoints. */
export const recordedAnswers = (req: SeenRequest) =>
  req.path.endsWith('/simple/price')
    ? { status: 200, body: fixture('simple-price.json') }
    : req.path.endsWith('/simple/token_price/ronin')
      ? { status: 200, body: fixture('token-price-ronin.json') }
      : { status: 404, body: '{"error":"not found"}' };
