import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-platform/store';
import { freePort } from '@criadero/service-platform/testing';
import { AxieGraphqlClient, GraphqlError } from '../src/market/graphql-client';
import { GraphqlMarketSource } from '../src/market/graphql-source';
import { MarketIndex } from '../src/market/market-index';
import { AxiesRepository } from '../src/repositories/axies-repository';
import { account, buildTestApp } from './helpers';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/graphql/${name}.json`, import.meta.url), 'utf8'));
const API_KEY = 'test-key-123';

interface Seen {
  operationName: string;
  variables: Record<string, unknown>;
  at: number;
  apiKey: string | undefined;
}

/** A stand-in for the marketplace GraphQL that answers recorded (constructed) responses. */
async function recordedMarketplace(faults: { failFirst?: Record<string, number> } = {}) {
  const seen: Seen[] = [];
  const failures = new Map(Object.entries(faults.failFirst ?? {}));
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as { operationName: string; variables: Record<string, unknown>; query: string };
      seen.push({ operationName: body.operationName, variables: body.variables, at: Date.now(), apiKey: req.headers['x-api-key'] as string | undefined });
      if (req.headers['x-api-key'] !== API_KEY) return res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"invalid api key"}');
      const key = `${body.operationName}:${body.variables.from ?? ''}`;
      const left = failures.get(key) ?? 0;
      if (left > 0) {
        failures.set(key, left - 1);
        return left % 2 === 0
          ? res.writeHead(429, { 'retry-after': '0' }).end('slow down')
          : res.writeHead(502).end('bad gateway');
      }
      const pages: Record<string, string> = { 'SearchAxies:0': 'search-axies.page1', 'SearchAxies:2': 'search-axies.page2', 'SearchAxies:4': 'search-axies.page3', 'RecentlySold:0': 'recently-sold.page1' };
      const page = pages[key];
      if (body.operationName === 'Broken') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"errors":[{"message":"Cannot query field \\"nope\\""}]}');
      if (!page || !body.query.includes(body.operationName)) return res.writeHead(400).end('unknown operation');
      const { _constructed, _note, ...response } = fixture(page);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(response));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return { server, endpoint, seen, close: () => new Promise((r) => server.close(r)) };
}

const graphqlConfig = (endpoint: string) => ({ endpoint, apiKey: API_KEY, requestsPerSecond: 50, maxRetries: 3, timeoutMs: 2000, pageSize: 2, maxItems: 100 });
const client = (endpoint: string, extra: Partial<ConstructorParameters<typeof AxieGraphqlClient>[0]> = {}) =>
  new AxieGraphqlClient({ ...graphqlConfig(endpoint), baseBackoffMs: 5, ...extra });

describe('Axie marketplace GraphQL client (recorded responses on a local server)', () => {
  let market: Awaited<ReturnType<typeof recordedMarketplace>>;
  beforeAll(async () => {
    market = await recordedMarketplace({ failFirst: { 'SearchAxies:2': 1, 'SearchAxies:4': 2 } });
  });
  afterAll(async () => market.close());

  it('pages through SearchAxies, retries 502 and 429 (Retry-After), sends the API key, then reads RecentlySold', async () => {
    const source = new GraphqlMarketSource(graphqlConfig(market.endpoint), client(market.endpoint));
    const store = new EmbeddedStore();
    const index = new MarketIndex(new AxiesRepository(store), source, { info: () => undefined, warn: () => undefined });
    const report = await index.ensureLoaded();
    expect(report).toMatchObject({ skipped: false, axies: 4, rejected: 1, sales: 3 }); // the egg (genes 0x0) is left out
    const calls = market.seen.map((s) => `${s.operationName}:${s.variables.from}`);
    expect(calls).toEqual(['SearchAxies:0', 'SearchAxies:2', 'SearchAxies:2', 'SearchAxies:4', 'SearchAxies:4', 'SearchAxies:4', 'RecentlySold:0']);
    expect(market.seen.every((s) => s.apiKey === API_KEY)).toBe(true);
    expect(market.seen[0]!.variables).toMatchObject({ auctionType: 'Sale', sort: 'Latest', size: 2 });
    const repository = new AxiesRepository(store);
    const axie = (await repository.byId(10826838))!;
    expect(axie).toMatchObject({ class: 'bird', breedCount: 0, auctionType: 'Sale', priceUsd: 8.05, priceWei: '2500000000000000', owner: '0x00000000000000000000000000000000000000a1' });
    expect(axie.parts).toEqual(['eyes-mavis', 'ears-seaslug', 'mouth-little-owl', 'horn-eggshell', 'back-pigeon-post', 'tail-hare']);
    expect((await repository.salesOf(10826838)).map((s) => s.priceUsd)).toEqual([310.5, 0]); // the second transfer of the recorded feed is a gift (price 0)
  });

  it('paces requests to the configured rate', async () => {
    const local = await recordedMarketplace();
    const paced = client(local.endpoint, { requestsPerSecond: 10 });
    for (let i = 0; i < 4; i++) await paced.query('SearchAxies', 'query SearchAxies { x }', { from: 0 });
    const gaps = local.seen.slice(1).map((s, i) => s.at - local.seen[i]!.at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(90);
    await local.close();
  });

  it('does not retry GraphQL errors or a refused key; gives up after maxRetries on network errors', async () => {
    const local = await recordedMarketplace();
    await expect(client(local.endpoint).query('Broken', 'query Broken { nope }', {})).rejects.toThrow(/Cannot query field/);
    await expect(client(local.endpoint, { apiKey: 'wrong' }).query('SearchAxies', 'query SearchAxies { x }', { from: 0 })).rejects.toMatchObject({ status: 401 });
    expect(local.seen).toHaveLength(2);
    await local.close();
    const dead = `http://127.0.0.1:${await freePort()}/graphql`;
    const unreachable = client(dead, { sleep: async () => undefined });
    const error = await unreachable.query('SearchAxies', 'query SearchAxies { x }', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlError);
    expect((error as GraphqlError).message).toMatch(/^network/);
    expect(unreachable.requests).toBe(4); // the first try and maxRetries (3) retries
  });

  it('serves the imported market through the same routes (cards keep the marketplace image)', async () => {
    const local = await recordedMarketplace();
    const source = new GraphqlMarketSource(graphqlConfig(local.endpoint), client(local.endpoint));
    const store = new EmbeddedStore();
    const app = await buildTestApp({ store, marketSource: source });
    const cards = await app.inject({ method: 'POST', url: '/api/axie/cards', payload: { ids: ['10826838', '11900001'] } });
    expect(cards.json().axies).toHaveLength(1);
    expect(cards.json().axies[0]).toMatchObject({
      id: '10826838',
      image: 'https://assets.axieinfinity.com/axies/10826838/axie/axie-full-transparent.png',
      order: { currentPrice: '2500000000000000', currentPriceUsd: 8.05 },
    });
    const elite = await account(app, store, 0, { elite: true });
    const found = await app.inject({ method: 'POST', url: '/api/search', headers: elite.headers, payload: { maxPriceUSD: 50 } });
    expect(found.json()).toMatchObject({ axies: '9918617 10826838 4753265', total: 3 }); // 8.00, 8.05, 38.40 USD; 128 USD is over the cap
    const status = await app.inject({ method: 'GET', url: '/api/axie/status' });
    expect(status.json().market).toMatchObject({ source: 'graphql', loaded: true, axies: 4 });
    await app.close();
    await local.close();
  });
});
