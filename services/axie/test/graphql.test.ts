import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { LocalPacedBudget, type PacedBudget } from '@criadero/service-kit';
import { freePort } from '@criadero/service-kit/testing';
import { AxieGraphqlClient, GraphqlError } from '../src/market/sources/graphql-client';
import { GraphqlMarketSource, StoredMarketSource } from '../src/market/sources/graphql-source';
import { MARKET_LABELS } from '../src/market/sources/labels';
import { MarketLoader } from '../src/market/market-loader';
import { AxiesRepository } from '../src/market/store/axies-repository';
import { testPlayer } from '@criadero/service-users/testing';
import { buildTestApp } from './helpers';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/graphql/${name}.json`, import.meta.url), 'utf8'));
const API_KEY = 'test-key-123';

interface Seen {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
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
      seen.push({ operationName: body.operationName, variables: body.variables, query: body.query, at: Date.now(), apiKey: req.headers['x-api-key'] as string | undefined });
      if (req.headers['x-api-key'] !== API_KEY) return res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"invalid api key"}');
      const key = `${body.operationName}:${body.variables.from ?? ''}`;
      const left = failures.get(key) ?? 0;
      if (left > 0) {
        failures.set(key, left - 1);
        return left % 2 === 0
          ? res.writeHead(429, { 'retry-after': '0' }).end('slow down')
          : res.writeHead(502).end('bad gateway');
      }
      const pages: Record<string, string> = { 'SearchAxies:0': 'search-axies.page1', 'SearchAxies:2': 'search-axies.page2', 'SearchAxies:4': 'search-axies.page3', 'RecentlySold:0': 'recently-sold.page1', 'RecentlySold:2': 'recently-sold.page2' };
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
    const index = new MarketLoader(new AxiesRepository(store), source, { info: () => undefined, warn: () => undefined, error: () => undefined });
    const report = await index.ensureLoaded();
    // 4 listed (the egg, genes 0x0, is skipped by the walk before the index sees it) + 1 sold axie that is not listed; 3 sales (the 2 gifts are not sales)
    expect(report).toMatchObject({ skipped: false, axies: 5, rejected: 0, sales: 3 });
    const calls = market.seen.map((s) => `${s.operationName}:${s.variables.from}`);
    expect(calls).toEqual(['SearchAxies:0', 'SearchAxies:2', 'SearchAxies:2', 'SearchAxies:4', 'SearchAxies:4', 'SearchAxies:4', 'RecentlySold:0', 'RecentlySold:2']);
    const soldQuery = market.seen.find((s) => s.operationName === 'RecentlySold')!.query;
    for (const field of ['newGenes', 'stage', 'breedCount', 'sireId', 'matronId', 'owner', 'class']) expect(soldQuery).toMatch(new RegExp(`\\b${field}\\b`));
    expect(market.seen.every((s) => s.apiKey === API_KEY)).toBe(true);
    expect(market.seen[0]!.variables).toMatchObject({ auctionType: 'Sale', sort: 'Latest', size: 2 });
    const repository = new AxiesRepository(store);
    const axie = (await repository.byId(10826838))!;
    expect(axie).toMatchObject({ class: 'bird', breedCount: 0, auctionType: 'Sale', priceUsd: 8.05, priceWei: '2500000000000000', owner: '0x00000000000000000000000000000000000000a1' });
    expect(axie.parts).toEqual(['eyes-mavis', 'ears-seaslug', 'mouth-little-owl', 'horn-eggshell', 'back-pigeon-post', 'tail-hare']);
    // the second transfer of the recorded feed is a gift (withPrice 0): not a sale
    expect((await repository.salesOf(10826838)).map((s) => s.priceUsd)).toEqual([310.5]);
    // sold and listed again: the listing is kept (the sold feed's record does not overwrite it)
    expect((await repository.byId(4753265))!).toMatchObject({ auctionType: 'Sale', priceUsd: 38.4 });
  });

  it('paces requests to the configured rate', async () => {
    // a virtual clock: the budget's slots and the client's waits are counted, not timed (a loaded machine cannot make it flaky)
    let now = 0;
    const budget = new LocalPacedBudget({ requestsPerSecond: 10 }, () => now);
    const sentAt: number[] = [];
    const recorded: PacedBudget = {
      take: async () => {
        const wait = await budget.take();
        if (wait === 0) sentAt.push(now);
        return wait;
      },
      pause: (ms) => budget.pause(ms),
      strike: () => budget.strike(),
      clear: () => budget.clear(),
    };
    const local = await recordedMarketplace();
    const paced = client(local.endpoint, { requestsPerSecond: 10, budget: recorded, sleep: async (ms) => void (now += ms) });
    for (let i = 0; i < 4; i++) await paced.query('SearchAxies', 'query SearchAxies { x }', { from: 0 });
    expect(local.seen).toHaveLength(4);
    expect(sentAt.slice(1).map((at, i) => at - sentAt[i]!)).toEqual([100, 100, 100]);
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
    const elite = await testPlayer(app, store, { plan: 2 });
    const found = await app.inject({ method: 'POST', url: '/api/search', headers: elite.headers, payload: { maxPriceUSD: 50 } });
    expect(found.json()).toMatchObject({ axies: '9918617 10826838 4753265', total: 3 }); // 8.00, 8.05, 38.40 USD; 128 USD is over the cap
    // the filters on the axie itself answer from the index of the imported genes:
    // 4753265 shows six aquatic parts, the other two four parts of their class
    const pure = await app.inject({ method: 'POST', url: '/api/search', headers: elite.headers, payload: { maxPriceUSD: 50, pureness: [6], speed: [0, 100] } });
    expect(pure.json()).toMatchObject({ axies: '4753265', total: 1 });
    // the import asks the marketplace for every listing: searches never send their filters to it
    expect(new Set(local.seen.filter((r) => r.operationName === 'SearchAxies').map((r) => JSON.stringify(r.variables.criteria)))).toEqual(new Set(['{}']));
    const status = await app.inject({ method: 'GET', url: '/api/axie/status' });
    expect(status.json().market).toMatchObject({ source: 'graphql', loaded: true, axies: 5 });
    await app.close();
    await local.close();
  });

  it('keeps a sold axie that is not listed (not for sale) and its sale shows in the sales history', async () => {
    const local = await recordedMarketplace();
    const store = new EmbeddedStore();
    const app = await buildTestApp({ store, marketSource: new GraphqlMarketSource(graphqlConfig(local.endpoint), client(local.endpoint)) });
    const history = await app.inject({ method: 'POST', url: '/api/axie/sales-history', payload: { pageSize: 10 } });
    expect(history.statusCode).toBe(200);
    const body = history.json();
    expect(body.sales.map((s: { axieId: string; priceUsd: number }) => [s.axieId, s.priceUsd])).toEqual([
      ['5969990', 64],
      ['4753265', 35.2],
      ['10826838', 310.5],
    ]);
    expect(body.sales[0]).toMatchObject({
      class: 'plant',
      breedCount: 3,
      priceWei: '20000000000000000',
      timestamp: 1700600000,
      seller: '0x00000000000000000000000000000000000000a5',
      buyer: '0x00000000000000000000000000000000000000a4',
    });
    expect(body.stats).toMatchObject({ count: 3, medianUsd: 64, minUsd: 35.2, maxUsd: 310.5 }); // no 0-USD gifts
    const plants = (await app.inject({ method: 'POST', url: '/api/axie/sales-history', payload: { classes: ['plant'], parts: ['tail-carrot'] } })).json();
    expect(plants.sales.map((s: { axieId: string }) => s.axieId)).toEqual(['5969990']);
    const sales = await app.inject({ method: 'POST', url: '/api/axie/sales', payload: { axieId: '5969990' } });
    expect(sales.json().sales).toEqual([
      { txHash: '0xefefefefefefefefefefefefefefefefefefefefefefefefefefefefefefefef', from: '0x00000000000000000000000000000000000000a5', to: '0x00000000000000000000000000000000000000a4', timestamp: 1700600000, withPrice: '20000000000000000', withPriceUsd: 64 },
    ]);
    const card = (await app.inject({ method: 'POST', url: '/api/axie/cards', payload: { ids: ['5969990'] } })).json().axies[0];
    expect(card).toMatchObject({
      id: '5969990',
      class: 'plant',
      stage: 4,
      breedCount: 3,
      order: null,
      owner: '0x00000000000000000000000000000000000000a4',
      genes: '0x180000000000010000404041040800000001000c086045040001000c106043020001000c3061000c00010000186083060001000c3060830c0001000c08010008',
      sireId: '5001234',
      matronId: '5001235',
      image: 'https://assets.axieinfinity.com/axies/5969990/axie/axie-full-transparent.png',
    });
    const elite = await testPlayer(app, store, { plan: 2 });
    const onSale = (await app.inject({ method: 'POST', url: '/api/search', headers: elite.headers, payload: { maxPriceUSD: 500 } })).json();
    expect(onSale.axies.split(' ')).not.toContain('5969990');
    const notForSale = (await app.inject({ method: 'POST', url: '/api/search', headers: elite.headers, payload: { auctionType: 'NotForSale' } })).json();
    expect(notForSale).toMatchObject({ axies: '5969990', total: 1 });
    await app.close();
    await local.close();
  });

  it('serves the stored import with its date (asOf from the import meta, else the day it was loaded)', async () => {
    const local = await recordedMarketplace();
    const store = new EmbeddedStore();
    const importedAt = new Date('2025-03-04T10:20:30Z');
    const imported = new MarketLoader(new AxiesRepository(store), new GraphqlMarketSource(graphqlConfig(local.endpoint), client(local.endpoint), importedAt), {
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    });
    await imported.ensureLoaded();
    await local.close();
    expect((await new AxiesRepository(store).currentMeta())).toMatchObject({ asOf: '2025-03-04', complete: true, count: 5 });

    const app = await buildTestApp({ store, marketSource: new StoredMarketSource() });
    const history = (await app.inject({ method: 'POST', url: '/api/axie/sales-history', payload: {} })).json();
    expect(history.source).toMatchObject({ kind: 'graphql', asOf: '2025-03-04' });
    expect(history.total).toBe(3);
    const status = (await app.inject({ method: 'GET', url: '/api/axie/status' })).json();
    expect(status.market).toMatchObject({ source: 'graphql', label: 'Marketplace importado (base de datos)', asOf: '2025-03-04', loaded: true, axies: 5 });
    await app.close();

    // a meta without asOf (older import): the day the dataset was loaded
    const repository = new AxiesRepository(store);
    const meta = (await repository.currentMeta())!;
    await repository.writeMeta({ kind: meta.kind, label: MARKET_LABELS.graphql, datasetKey: meta.datasetKey, asOf: '' }, meta.count, true);
    const loadedOn = (await repository.currentMeta())!.loadedAt;
    const older = await buildTestApp({ store, marketSource: new StoredMarketSource() });
    await older.inject({ method: 'POST', url: '/api/axie/sales', payload: { axieId: '5969990' } }); // loads the market
    const asOf = (await older.inject({ method: 'GET', url: '/api/axie/status' })).json().market.asOf;
    expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asOf).toBe(new Date(loadedOn).toISOString().slice(0, 10));
    await older.close();
  });
});
