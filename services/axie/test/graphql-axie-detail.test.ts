// A player's real axie by id: the marketplace GraphQL `axie(axieId)` detail, answered
// by a local HTTP server from a recorded (constructed) response, through the import's client.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxieDetailLookup } from '../src/market/graphql-axie-detail';
import { AxieGraphqlClient } from '../src/market/sources/graphql-client';
import { AXIE_DETAIL } from '../src/market/sources/graphql-queries';
import type { AxieDoc } from '../src/market/store/axie-doc';
import { buildTestApp } from './helpers';

const API_KEY = 'detail-key';
const { _constructed, _note, ...RECORDED } = JSON.parse(readFileSync(new URL('./fixtures/graphql/axie-detail.10826838.json', import.meta.url), 'utf8'));

let server: Server;
let endpoint: string;
const asked: Array<{ operationName: string; axieId: string; query: string }> = [];
let failNext = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as { operationName: string; query: string; variables: { axieId: string } };
      asked.push({ operationName: body.operationName, axieId: body.variables.axieId, query: body.query });
      if (req.headers['x-api-key'] !== API_KEY) return res.writeHead(401).end('{"message":"invalid api key"}');
      if (failNext > 0) {
        failNext -= 1;
        return res.writeHead(502).end('bad gateway');
      }
      const answer = body.variables.axieId === '10826838' ? RECORDED : { data: { axie: null } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const lookup = (now = () => 0, maxRetries = 0) =>
  new AxieDetailLookup(new AxieGraphqlClient({ endpoint, apiKey: API_KEY, requestsPerSecond: 50, maxRetries, timeoutMs: 2000, baseBackoffMs: 1 }), { ttlMs: 60_000, now });

describe('AxieDetailLookup (marketplace axie(axieId) detail)', () => {
  it('turns the recorded detail into an index document: genes decoded, parents, owner, no listing', async () => {
    asked.length = 0;
    const doc = await lookup().byId(10826838);
    expect(asked).toEqual([{ operationName: 'GetAxieDetail', axieId: '10826838', query: AXIE_DETAIL }]);
    expect(doc).toMatchObject({ id: 10826838, class: 'bird', breedCount: 0, sireId: 0, matronId: 0, owner: RECORDED.data.axie.owner.toLowerCase() });
    expect(doc!.genes).toBe(RECORDED.data.axie.newGenes);
    expect(doc!.priceUsd ?? null).toBeNull();
  });

  it('answers null for an id the marketplace does not know', async () => {
    expect(await lookup().byId(999_999_999)).toBeNull();
  });

  it('keeps an answer for its time, then asks again; a failure is not kept', async () => {
    let now = 0;
    const details = lookup(() => now);
    asked.length = 0;
    await details.byId(10826838);
    await details.byId(10826838);
    expect(asked).toHaveLength(1);
    now = 60_001;
    await details.byId(10826838);
    expect(asked).toHaveLength(2);
    failNext = 1;
    await expect(details.byId(5)).rejects.toThrow();
    expect(await details.byId(5)).toBeNull(); // asked again, not the cached failure
  });

  it('completes the index: only the ids it lacks are asked', async () => {
    asked.length = 0;
    const indexed = { id: 10_000_001 } as AxieDoc;
    const docs = await lookup().withFallback([10_000_001, 10826838], async (ids) => (ids.includes(10_000_001) ? [indexed] : []));
    expect(docs.map((d) => d.id)).toEqual([10_000_001, 10826838]);
    expect(asked.map((a) => a.axieId)).toEqual(['10826838']);
  });
});

describe('tree and showroom with a marketplace key: a real id outside the generated index', () => {
  it('finds axie 10826838 through the detail, with the same answer shape; without a key it stays missing', async () => {
    const graphql = { endpoint, apiKey: API_KEY, requestsPerSecond: 50, maxRetries: 0, timeoutMs: 2000, pageSize: 100, maxItems: 100 };
    const app = await buildTestApp({ size: 300, config: { graphql } });
    const showroom = (await app.inject({ method: 'POST', url: '/api/axie/showroom', payload: { ids: ['10826838', '10000001'] } })).json();
    expect(showroom.axies.map((a: { id: string }) => a.id)).toEqual(['10826838', '10000001']);
    expect(showroom.missing).toEqual([]);
    expect(showroom.axies[0]).toMatchObject({ class: 'bird', parts: expect.any(Array) });
    const tree = await app.inject({ method: 'POST', url: '/api/axie/tree', payload: { axieId: '10826838', up: 1, down: 0 } });
    expect(tree.statusCode).toBe(200);
    expect(tree.json().nodes[0]).toMatchObject({ id: '10826838' });
    await app.close();

    const offline = await buildTestApp({ size: 300 });
    expect((await offline.inject({ method: 'POST', url: '/api/axie/showroom', payload: { ids: ['10826838'] } })).json().missing).toEqual(['10826838']);
    expect((await offline.inject({ method: 'POST', url: '/api/axie/tree', payload: { axieId: '10826838' } })).statusCode).toBe(404);
    await offline.close();
  }, 60_000);
});

