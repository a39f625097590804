import type { FastifyInstance } from 'fastify';
import Schema from 'typebox/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MongoStore } from '@criadero/service-kit/store';
import { ferretDbForSuite } from '@criadero/service-kit/testing';
import { CreditsLedger } from '@criadero/service-users';
import { gatewayOn, openDatabase, signedIn } from '../support/gateway-on-store';
import { changedCollections, snapshotStore } from '../support/store-snapshot';
import { closedObjectsOf, hostileInputs, sampleOf, validSampleOf, type HostileRequest, type JsonSchema, type OpenApiDocument } from './hostile-inputs';

/** Fewest generated inputs any route may get (each is sent as a visitor and signed in). */
const MIN_INPUTS_PER_ROUTE = 30;
const MIN_INPUTS_TOTAL = 5_000;
/** A request taking longer than this counts as a hang (e.g. a `$where` that ran). */
const HANG_MS = 10_000;

/**
 * Writes a generated request may cause by design: `GET /api/auth/nonce` stores a fresh login
 * nonce on every call (it takes no input); signed in, a well-formed logout ends the attacker's
 * own session, and the header attacks carry a valid body, which saves the attacker's own config
 * (and wallet lists, also by merging a visitor's lists into the account).
 * Other players' data is checked separately (the victim's config and credits).
 */
const WRITES_BY_DESIGN: Record<string, string[]> = {
  'GET /api/auth/nonce': ['auth_nonces'],
  'POST /api/auth/logout': ['sessions'],
  'POST /api/users/saveConfig': ['user_configs'],
  'PUT /api/axie/wallet-lists': ['axie_wallet_lists'],
  'POST /api/axie/wallet-lists/merge': ['axie_wallet_lists'],
  // signed in, the header attacks carry a valid watch: the attacker's own watched search
  'POST /api/axie/watches': ['axie_watches'],
};

/**
 * Collections written on a background job's own clock whatever the requests do: the alert matcher and
 * delivery queue renew their leases every slot, so a route whose inputs outlast a slot would see them
 * change. No request writes them (no route reaches the lease table).
 */
const WRITTEN_BY_TIMERS = ['leases'];

/** The one route that may end the attacker's session (a well-formed logout); a fresh session follows it. */
const LOGS_OUT_BY_DESIGN = 'POST /api/auth/logout';

/** Routes that answer 2xx to refused input, and what marks the refusal. */
const REFUSED_WITH_200: Record<string, (headers: Record<string, unknown>) => boolean> = {
  // the image proxy answers its placeholder for any URL it will not fetch (never another host's bytes)
  'GET /api/imageProxy': (headers) => String(headers['x-image-proxy']).startsWith('placeholder'),
};

/**
 * Routes that answer a stream that never ends (Server-Sent Events): a request is judged by the
 * head of its answer (status, content type), then the stream is dropped.
 */
const STREAMS = new Set(['GET /api/axie/alerts/stream', 'GET /api/axie/status/stream']);

/**
 * Operations with a JSON body for which no schema-valid sample can be generated, and why (they are
 * left out of the unknown-field check; an operation that gets a sample again must leave this list).
 */
const NO_VALID_SAMPLE: Record<string, string> = {};

/** The key no body schema declares. */
const UNKNOWN_KEY = 'hostileUnknownField';

/** The published schema (OpenAPI 3.1 = JSON Schema 2020-12) accepts the value. */
const compiled = new Map<JsonSchema, ReturnType<typeof Schema.Compile>>();
const accepts = (schema: JsonSchema, value: unknown) => {
  let validator = compiled.get(schema);
  if (!validator) compiled.set(schema, (validator = Schema.Compile(schema as Parameters<typeof Schema.Compile>[0])));
  return validator.Check(value);
};

interface Outcome {
  status: number;
  json: boolean;
  code: unknown;
  headers: Record<string, unknown>;
}

async function send(app: FastifyInstance, request: HostileRequest, headers: Record<string, string>, streaming = false): Promise<Outcome> {
  const response = app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...headers },
    ...(request.body === undefined ? {} : { payload: request.body }),
    ...(streaming ? { payloadAsStream: true } : {}),
  });
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS).unref());
  const res = await Promise.race([response, timeout]);
  const json = /application\/json/.test(String(res.headers['content-type']));
  let body = '';
  if (!streaming) body = res.body;
  else if (/text\/event-stream/.test(String(res.headers['content-type']))) res.stream().destroy();
  else for await (const chunk of res.stream()) body += String(chunk);
  let code: unknown;
  if (json) {
    try {
      code = (JSON.parse(body) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
  }
  return { status: res.statusCode, json, code, headers: res.headers };
}

describe('hostile input against every OpenAPI route, on FerretDB', () => {
  const ferret = ferretDbForSuite(); // stopped after the afterAll below (hooks run in reverse)
  let store: MongoStore;
  let app: FastifyInstance;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    store = await openDatabase(ferret.uri);
    app = await gatewayOn(store);
    doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await store?.dropDatabase().catch(() => undefined);
    await store?.close();
  });

  it('answers every generated bad input without a 5xx or a hang, always as JSON {error, code}, and stores nothing', async () => {
    // Data an injection could reach: another player's credits and config, and the attacker's own session.
    const victim = await signedIn(app);
    await new CreditsLedger(app.store).append({ accountId: victim.accountId, delta: 5, kind: 'grant', idempotencyKey: 'hostile-victim-grant' });
    await app.inject({ method: 'POST', url: '/api/users/saveConfig', headers: victim.headers, payload: { config: { body_color: 1, genes_tree: [] } } });
    // Lazy loads (generated markets, seeded catalogues) happen on the first call of each route:
    // send every operation its schema-shaped sample once before taking the snapshot. As an
    // account of its own: the samples include a valid logout, which ended the attacker's session
    // here and left the "signed in" half of the run unauthenticated.
    const warmUp = await signedIn(app);
    const routes = hostileInputs(doc);
    for (const { route, method } of routes) {
      const operation = doc.paths[route]![method.toLowerCase()]!;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const url = route.replace(/\{[^}]+\}/g, '1');
      const sample: HostileRequest = { label: 'warm-up', method, url, ...(schema ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(sampleOf(doc, schema)) } : { headers: {} }) };
      await send(app, sample, warmUp.headers, STREAMS.has(`${method} ${route}`));
    }

    let attacker = await signedIn(app);
    const isSignedIn = async () => (await app.inject({ method: 'GET', url: '/api/users/me', headers: attacker.headers })).statusCode === 200;
    expect(await isSignedIn()).toBe(true);
    let signedInRoutes = 0;

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
            outcome = await send(app, request, headers, STREAMS.has(key));
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
      const changed = changedCollections(before, await snapshotStore(store)).filter((name) => !WRITES_BY_DESIGN[key]?.includes(name) && !WRITTEN_BY_TIMERS.includes(name));
      if (changed.length) failures.push(`${key}: bad input changed stored collections ${changed.join(', ')}`);
      // the "signed in" half ran signed in: the session is still alive after the route's inputs
      if (await isSignedIn()) signedInRoutes++;
      else if (key === LOGS_OUT_BY_DESIGN) attacker = await signedIn(app);
      else failures.push(`${key}: the attacker's session ended during its inputs`);
      const note = WRITES_BY_DESIGN[key] ? ` (except ${WRITES_BY_DESIGN[key].join(', ')}: by design)` : '';
      rows.push({ route: key, inputs: rejected + accepted, rejected, accepted, unchanged: changed.length ? 'NO' : `yes${note}` });
    }

    console.log(`\nHostile inputs per route (each generated input sent as a visitor and signed in):\n`);
    console.table(rows);
    const total = rows.reduce((sum, row) => sum + row.inputs, 0);
    console.log(`total: ${total} requests over ${rows.length} operations\n`);

    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    expect(signedInRoutes).toBeGreaterThanOrEqual(rows.length - 1);
    // nothing reached the other player's data
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: victim.headers })).json()).toMatchObject({ creditos: 5, config: { body_color: 1, genes_tree: [] } });
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) expect(row.inputs, row.route).toBeGreaterThanOrEqual(MIN_INPUTS_PER_ROUTE);
    expect(total).toBeGreaterThanOrEqual(MIN_INPUTS_TOTAL);
  }, 900_000);

  it('refuses a valid body with one unknown key (at the top and in every nested object) with 400, never strips it', async () => {
    const failures: string[] = [];
    const rows: Array<{ route: string; sample: string; aloneStatus: number | string; inputs: number; refused: number }> = [];
    let visitors = 0;
    for (const [route, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        const key = `${method.toUpperCase()} ${route}`;
        const sample = validSampleOf(doc, schema, accepts);
        const valid = sample !== undefined && accepts(schema, sample);
        if (!valid) {
          if (!NO_VALID_SAMPLE[key]) failures.push(`${key}: no schema-valid sample could be built (${JSON.stringify(sample)}); build one or list it in NO_VALID_SAMPLE with a reason`);
          rows.push({ route: key, sample: `none: ${NO_VALID_SAMPLE[key] ?? 'NOT LISTED'}`, aloneStatus: '-', inputs: 0, refused: 0 });
          continue;
        }
        if (NO_VALID_SAMPLE[key]) failures.push(`${key}: has a valid sample now, remove it from NO_VALID_SAMPLE`);
        // a fresh account per operation: a valid sample may log it out, spend or save things
        const user = await signedIn(app);
        const url = route.replace(/\{[^}]+\}/g, '1');
        // and a fresh address: the test above floods the routes limited per address and minute (re-check,
        // share links) from the default one, and on a fast machine it ends within that minute
        const remoteAddress = `10.9.0.${++visitors}`;
        const post = (payload: unknown) => app.inject({ method: method.toUpperCase() as 'POST', url, remoteAddress, headers: { ...user.headers, 'accept-language': 'en' }, payload: payload as object });

        // the server's own validation agrees the sample is valid: whatever it answers (200, 402, 404,
        // 503 without a chain, a refusal of the values' meaning), it is not a schema failure (whose
        // message names `body`) nor a crash
        const alone = await post(sample);
        const aloneError = /application\/json/.test(String(alone.headers['content-type'])) ? String((alone.json() as { error?: unknown }).error ?? '') : '';
        if (alone.statusCode === 400 && /\bbody\b/.test(aloneError)) failures.push(`${key}: the valid sample ${JSON.stringify(sample)} was refused by validation: ${aloneError}`);
        if (alone.statusCode === 500) failures.push(`${key}: the valid sample ${JSON.stringify(sample)} crashed the route: ${aloneError}`);

        let refused = 0;
        const objects = closedObjectsOf(doc, schema, sample, accepts);
        for (const object of objects) {
          const payload = object.withKey(sample, UNKNOWN_KEY, 1);
          const res = await post(payload);
          const body = (/application\/json/.test(String(res.headers['content-type'])) ? res.json() : { body: res.body }) as { code?: unknown; error?: unknown };
          // refused for that key (the message names it), not for something else in the body
          if (res.statusCode === 400 && body.code === 'VALIDATION_ERROR' && String(body.error).includes(UNKNOWN_KEY)) refused++;
          else failures.push(`${key}: unknown key in ${object.label} answered ${res.statusCode} ${JSON.stringify(body).slice(0, 200)} for ${JSON.stringify(payload).slice(0, 200)}`);
        }
        if (!objects.some((o) => o.label === '(body)')) failures.push(`${key}: the body schema does not list its fields, so the top-level check did not run`);
        rows.push({ route: key, sample: 'valid', aloneStatus: alone.statusCode, inputs: objects.length, refused });
      }
    }

    console.log(`\nUnknown key on a valid body, per operation with a JSON body (inputs: the body and each nested object it holds):\n`);
    console.table(rows);
    const tested = rows.filter((row) => row.sample === 'valid');
    console.log(`${tested.length} of ${rows.length} operations tested, ${tested.reduce((sum, row) => sum + row.inputs, 0)} inputs; without a valid sample: ${Object.keys(NO_VALID_SAMPLE).length}\n`);

    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    expect(tested.length).toBe(rows.length - Object.keys(NO_VALID_SAMPLE).length);
    expect(tested.length).toBeGreaterThanOrEqual(30);
  }, 300_000);
});
