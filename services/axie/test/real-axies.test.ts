// A player's real axie id (outside the generated sample 10,000,001–10,020,000) in the
// sales, tree and showroom tools. With AXIE_API_KEY it comes from the marketplace GraphQL (here a
// local server answering recorded, constructed responses) and every answer says so; without a
// key the tools say that the live lookup is not configured, in the caller's language.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxieGraphqlClient } from '../src/market/sources/graphql-client';
import { AxieSalesLookup } from '../src/sales/axie-sales';
import { buildTestApp, type AxieTestApp } from './helpers';

const API_KEY = 'real-axies-key';
const recorded = (name: string) => {
  const { _constructed, _note, ...body } = JSON.parse(readFileSync(new URL(`./fixtures/graphql/${name}.json`, import.meta.url), 'utf8'));
  return body;
};
const DETAIL = recorded('axie-detail.10826838');
const SALES = recorded('axie-sales.10826838');
const REAL = '10826838';

let server: Server;
let endpoint: string;
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as { operationName: string; variables: { axieId: string } };
      asked.push(`${body.operationName} ${body.variables.axieId}`);
      if (req.headers['x-api-key'] !== API_KEY) return res.writeHead(401).end('{"message":"invalid api key"}');
      const known = body.variables.axieId === REAL;
      const answer = !known ? { data: { axie: null } } : body.operationName === 'GetAxieSales' ? SALES : DETAIL;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (app: AxieTestApp, url: string, payload: object, language = 'es') =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { 'accept-language': language } });

describe('AxieSalesLookup (marketplace transferHistory of one axie)', () => {
  it('keeps the priced transfers newest first (the gift is no sale) and reuses the answer for its time', async () => {
    let now = 0;
    const lookup = new AxieSalesLookup(new AxieGraphqlClient({ endpoint, apiKey: API_KEY, requestsPerSecond: 50, maxRetries: 0, timeoutMs: 2000 }), { ttlMs: 1000, now: () => now });
    asked.length = 0;
    const sales = await lookup.salesOf(Number(REAL));
    expect(sales.map((s) => [s.timestamp, s.priceUsd, s.from])).toEqual([
      [1740787200, 29.4, '0x00000000000000000000000000000000000000b2'],
      [1738368000, 33.1, '0x00000000000000000000000000000000000000c3'],
      [1733011200, 27, '0x00000000000000000000000000000000000000e5'],
    ]);
    await lookup.salesOf(Number(REAL));
    expect(asked).toEqual([`GetAxieSales ${REAL}`]);
    now = 1001;
    await lookup.salesOf(Number(REAL));
    expect(asked).toHaveLength(2);
    expect(await lookup.salesOf(123)).toEqual([]);
  });
});

describe('with AXIE_API_KEY: the real axie in every tool, labelled as from the live marketplace', () => {
  let app: AxieTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ size: 300, config: { graphql: { endpoint, apiKey: API_KEY, requestsPerSecond: 50, maxRetries: 0, timeoutMs: 2000, pageSize: 100, maxItems: 100 } } });
  });
  afterAll(async () => app.close());

  it('sales history of the real id: its marketplace sales, statistics, source "live"', async () => {
    const res = await post(app, '/axie/sales-history', { axieId: REAL }, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.axie).toEqual({ id: REAL, origin: 'marketplace' });
    expect(body.total).toBe(3);
    expect(body.sales.map((s: { priceUsd: number }) => s.priceUsd)).toEqual([29.4, 33.1, 27]);
    expect(body.sales[0]).toMatchObject({ axieId: REAL, class: 'bird', breedCount: 0 });
    expect(body.stats).toMatchObject({ count: 3, medianUsd: 29.4, minUsd: 27, maxUsd: 33.1 });
    expect(body.byPart).toHaveLength(6);
    expect(body.source).toMatchObject({ kind: 'live', label: 'Axie Infinity marketplace, live' });
    // the request's filters apply to that axie's sales
    expect((await post(app, '/axie/sales-history', { axieId: REAL, priceUsd: [28, 40] })).json().total).toBe(2);
    expect((await post(app, '/axie/sales-history', { axieId: REAL, classes: ['beast'] })).json().total).toBe(0);
  });

  it('a sample id stays in the index (its stored sales), and an id the marketplace does not know is 404 AXIE_NOT_FOUND', async () => {
    const sample = (await post(app, '/axie/sales-history', { axieId: '10000001' })).json();
    expect(sample.axie).toEqual({ id: '10000001', origin: 'index' });
    expect(sample.source.kind).toBe('generated');
    const unknown = await post(app, '/axie/sales-history', { axieId: '123' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('AXIE_NOT_FOUND');
  });

  it('tree and showroom say which axie came from the marketplace', async () => {
    const showroom = (await post(app, '/axie/showroom', { ids: [REAL, '10000001'] })).json();
    expect(showroom.axies.map((a: { id: string; origin: string }) => [a.id, a.origin])).toEqual([
      [REAL, 'marketplace'],
      ['10000001', 'index'],
    ]);
    expect(showroom.liveLookup).toBe(true);
    const tree = (await post(app, '/axie/tree', { axieId: REAL, up: 1, down: 0 })).json();
    expect(tree.nodes.map((n: { id: string; origin: string }) => [n.id, n.origin])).toEqual([[REAL, 'marketplace']]);
    const sample = (await post(app, '/axie/tree', { axieId: '10000001', up: 0, down: 0 })).json();
    expect(sample.nodes[0].origin).toBe('index');
  });
});

describe('without AXIE_API_KEY: a real id is "not in the loaded data, live lookup not configured", localised', () => {
  let app: AxieTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ size: 300 });
  });
  afterAll(async () => app.close());

  it('tree and sales answer 404 LIVE_LOOKUP_NOT_CONFIGURED in es/en/pt; the showroom lists it missing with liveLookup false', async () => {
    const expected = {
      es: 'Ese Axie no está en los datos cargados y la consulta en vivo al marketplace no está configurada en este servidor: 10826838',
      en: 'That Axie is not in the loaded data and the live marketplace lookup is not configured on this server: 10826838',
      pt: 'Esse Axie não está nos dados carregados e a consulta ao vivo ao marketplace não está configurada neste servidor: 10826838',
    };
    for (const [language, error] of Object.entries(expected)) {
      for (const [url, payload] of [
        ['/axie/tree', { axieId: REAL }],
        ['/axie/sales-history', { axieId: REAL }],
      ] as const) {
        const res = await post(app, url, payload, language);
        expect(res.statusCode, `${url} ${language}`).toBe(404);
        expect(res.json()).toEqual({ code: 'LIVE_LOOKUP_NOT_CONFIGURED', error });
      }
    }
    const showroom = (await post(app, '/axie/showroom', { ids: [REAL, '10000002'] })).json();
    expect(showroom).toMatchObject({ missing: [REAL], liveLookup: false });
    expect(showroom.axies.map((a: { origin: string }) => a.origin)).toEqual(['index']);
  });
});
