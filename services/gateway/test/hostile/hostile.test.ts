import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MongoStore } from '@criadero/service-platform/store';
import { startFerretDb, type RunningFerretDb } from '@criadero/service-platform/testing';
import { CreditsLedger } from '@criadero/service-users';
import { gatewayOn, openDatabase, signedIn } from '../support/gateway-on-store';
import { changedCollections, snapshotStore } from '../support/store-snapshot';
import { hostileInputs, sampleOf, type HostileRequest, type OpenApiDocument } from './hostile-inputs';

/** Fewest generated inputs any route may get (each is sent as a visitor and signed in). */
const MIN_INPUTS_PER_ROUTE = 30;
const MIN_INPUTS_TOTAL = 5_000;
/** A request taking longer than this counts as a hang (e.g. a `$where` that ran). */
const HANG_MS = 10_000;

/**
 * `GET /api/auth/nonce` stores a fresh login nonce on every call by design (it takes no input);
 * the only write a bad request may cause.
 */
const WRITES_BY_DESIGN: Record<string, string[]> = { 'GET /api/auth/nonce': ['auth_nonces'] };

/** Routes that answer 2xx to refused input, and what marks the refusal. */
const REFUSED_WITH_200: Record<string, (headers: Record<string, unknown>) => boolean> = {
  // the image proxy answers its placeholder for any URL it will not fetch (never another host's bytes)
  'GET /api/imageProxy': (headers) => String(headers['x-image-proxy']).startsWith('placeholder'),
};

interface Outcome {
  status: number;
  json: boolean;
  code: unknown;
  headers: Record<string, unknown>;
}

async function send(app: FastifyInstance, request: HostileRequest, headers: Record<string, string>): Promise<Outcome> {
  const response = app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...headers },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS).unref());
  const res = await Promise.race([response, timeout]);
  const json = /application\/json/.test(String(res.headers['content-type']));
  let code: unknown;
  if (json) {
    try {
      code = (JSON.parse(res.body) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
  }
  return { status: res.statusCode, json, code, headers: res.headers };
}

describe('hostile input against every OpenAPI route, on FerretDB', () => {
  let ferret: RunningFerretDb;
  let store: MongoStore;
  let app: FastifyInstance;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    ferret = await startFerretDb();
    store = await openDatabase(ferret.uri);
    app = await gatewayOn(store);
    doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await store?.dropDatabase().catch(() => undefined);
    await store?.close();
    await ferret?.stop();
  });

  it('answers every generated bad input without a 5xx or a hang, always as JSON {error, code}, and stores nothing', async () => {
    // Data an injection could reach: another player's credits and config, and the attacker's own session.
    const victim = await signedIn(app);
    await new CreditsLedger(app.store).append({ accountId: victim.accountId, delta: 5, kind: 'grant', idempotencyKey: 'hostile-victim-grant' });
    await app.inject({ method: 'POST', url: '/api/users/saveConfig', headers: victim.headers, payload: { config: { body_color: 1, genes_tree: [] } } });
    const attacker = await signedIn(app);

    // Lazy loads (generated markets, seeded catalogues) happen on the first call of each route:
    // send every operation its schema-shaped sample once before taking the snapshot.
    const routes = hostileInputs(doc);
    for (const { route, method } of routes) {
      const operation = doc.paths[route]![method.toLowerCase()]!;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const url = route.replace(/\{[^}]+\}/g, '1');
      await app.inject({ method: method as 'GET', url, headers: attacker.headers, ...(schema ? { payload: sampleOf(doc, schema) as object } : {}) });
    }

    const failures: string[] = [];
    const rows: Array<{ route: string; inputs: number; rejected: number; accepted: number; unchanged: string }> = [];
    for (const { route, method, requests } of routes) {
      const key = `${method} ${route}`;
      const before = await snapshotStore(store);
      let rejected = 0;
      let accepted = 0;
      for (const request of requests) {
        for (const [who, headers] of [['visitor', {}], ['signed in', attacker.headers]] as const) {
          let outcome: Outcome;
          try {
            outcome = await send(app, request, headers);
          } catch (error) {
            failures.push(`${key} [${who}] ${request.label}: ${(error as Error).message}`);
            continue;
          }
          if (outcome.status >= 500) failures.push(`${key} [${who}] ${request.label}: ${outcome.status} ${String(outcome.code)}`);
          else if (outcome.status >= 400 && (!outcome.json || typeof outcome.code !== 'string')) {
            failures.push(`${key} [${who}] ${request.label}: ${outcome.status} without a JSON {error, code}`);
          }
          const refused = REFUSED_WITH_200[key];
          if (refused && outcome.status < 400 && !refused(outcome.headers)) failures.push(`${key} [${who}] ${request.label}: served instead of refused`);
          if (outcome.status >= 400) rejected++;
          else accepted++;
        }
      }
      const changed = changedCollections(before, await snapshotStore(store)).filter((name) => !WRITES_BY_DESIGN[key]?.includes(name));
      if (changed.length) failures.push(`${key}: bad input changed stored collections ${changed.join(', ')}`);
      const note = WRITES_BY_DESIGN[key] ? ` (except ${WRITES_BY_DESIGN[key].join(', ')}: by design)` : '';
      rows.push({ route: key, inputs: rejected + accepted, rejected, accepted, unchanged: changed.length ? 'NO' : `yes${note}` });
    }

    console.log(`\nHostile inputs per route (each generated input sent as a visitor and signed in):\n`);
    console.table(rows);
    const total = rows.reduce((sum, row) => sum + row.inputs, 0);
    console.log(`total: ${total} requests over ${rows.length} operations\n`);

    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) expect(row.inputs, row.route).toBeGreaterThanOrEqual(MIN_INPUTS_PER_ROUTE);
    expect(total).toBeGreaterThanOrEqual(MIN_INPUTS_TOTAL);
  }, 900_000);
});
