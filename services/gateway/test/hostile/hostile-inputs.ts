/**
 * Bad input generated from an OpenAPI 3 document: for every operation, whole-body attacks (bad
 * JSON, wrong content types, non-object bodies, oversize and deeply nested bodies, unknown and
 * operator fields, prototype keys) and, for every body field (nested objects and array items
 * too), query parameter and path parameter, a catalogue of hostile values (wrong types, huge
 * strings and arrays, MongoDB operators, malformed genes, bad addresses, negative and enormous
 * numbers). Also a schema-valid sample of each body (`validSampleOf`) and the objects in it
 * that list their fields (`closedObjectsOf`), for the unknown-field check. Pure: builds request
 * descriptions, sends nothing.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  $ref?: string;
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface HostileRequest {
  /** what the input is, for failure messages */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** sent as is (already serialised) */
  body?: string;
}

export interface RouteInputs {
  route: string;
  method: string;
  requests: HostileRequest[];
}

const JSON_TYPE = { 'content-type': 'application/json' };
const HUGE = 'x'.repeat(50_000); // under the 64 KiB body limit: reaches validation
const OVERSIZE = 'x'.repeat(70_000); // over it: 413

/** Values of every JSON type plus the strings, numbers and shapes attackers send. */
const HOSTILE_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['string', 'hostile'],
  ['empty string', ''],
  ['empty array', []],
  ['empty object', {}],
  ['operator $gt', { $gt: '' }],
  ['operator $ne', { $ne: null }],
  ['operator $where', { $where: 'sleep(5000) || true' }],
  ['operator $regex', { $regex: '.*' }],
  ['operator $in', { $in: [null, '', 0] }],
  ['operator $expr', { $expr: { $eq: [1, 1] } }],
  ['operator string', '{"$gt": ""}'],
  ['array of operators', [{ $gt: '' }]],
  ['huge string', HUGE],
  ['huge array of numbers', Array.from({ length: 5_000 }, (_, i) => i)],
  ['huge array of strings', Array.from({ length: 2_000 }, () => 'abcdefghij')],
  ['nested arrays', [[[[[[[[[[1]]]]]]]]]]],
  ['negative', -1],
  ['negative huge', -1e308],
  ['enormous', 1e308],
  ['beyond safe integer', 2 ** 53 + 2],
  ['fraction', 0.5],
  ['tiny', 5e-324],
  ['numeric string', '12345678901234567890'],
  ['malformed genes (not hex)', '0xzzzz'],
  ['malformed genes (too long)', `0x${'f'.repeat(2_000)}`],
  ['malformed genes (odd)', '0x123'],
  ['bad address (short)', '0x1234'],
  ['bad address (not hex)', `0x${'g'.repeat(40)}`],
  ['bad address (41 digits)', `0x${'a'.repeat(41)}`],
  ['bad address (ronin:0x)', `ronin:0x${'a'.repeat(40)}`],
  ['NUL byte', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
  ['script tag', '<script>alert(1)</script>'],
  ['path traversal', '../../../../etc/passwd'],
  ['SQL-ish', "' OR '1'='1"],
  ['prototype key object', JSON.parse('{"__proto__": {"polluted": true}}')],
  ['constructor object', { constructor: { prototype: { polluted: true } } }],
];

/** Whole-body attacks, identical for every route that takes a body. */
const BODY_ATTACKS: Array<[string, Record<string, string>, string]> = [
  ['bad JSON (truncated)', JSON_TYPE, '{"a":'],
  ['bad JSON (trailing comma)', JSON_TYPE, '{"a":1,}'],
  ['bad JSON (single quotes)', JSON_TYPE, "{'a':1}"],
  ['bad JSON (NaN)', JSON_TYPE, '{"a":NaN}'],
  ['bad JSON (binary)', JSON_TYPE, '\u0000\u0001\u0002'],
  ['empty JSON body', JSON_TYPE, ''],
  ['JSON null', JSON_TYPE, 'null'],
  ['JSON array', JSON_TYPE, '[]'],
  ['JSON string', JSON_TYPE, '"hostile"'],
  ['JSON number', JSON_TYPE, '1e999'],
  ['text/plain', { 'content-type': 'text/plain' }, '{}'],
  ['form encoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&$where=1'],
  ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
  ['xml', { 'content-type': 'application/xml' }, '<a>1</a>'],
  ['json in utf-16 charset', { 'content-type': 'application/json; charset=utf-16' }, '{}'],
  ['no content type', {}, '{}'],
  ['oversize body', JSON_TYPE, JSON.stringify({ a: OVERSIZE })],
  ['deep nesting', JSON_TYPE, `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
  ['5,000 keys', JSON_TYPE, JSON.stringify(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i])))],
  ['top-level $where', JSON_TYPE, JSON.stringify({ $where: 'true' })],
  ['__proto__ at top level', JSON_TYPE, '{"__proto__": {"isAdmin": true}}'],
  ['constructor.prototype at top level', JSON_TYPE, '{"constructor": {"prototype": {"isAdmin": true}}}'],
];

/** Strings for query and path parameters. */
const PARAM_VALUES: Array<[string, string]> = [
  ['empty', ''],
  ['operator JSON', '{"$gt":""}'],
  ['$ne', '$ne'],
  ['huge', 'x'.repeat(8_000)],
  ['negative', '-1'],
  ['enormous', '1e309'],
  ['beyond safe integer', '9007199254740993'],
  ['fraction', '0.5'],
  ['NaN', 'NaN'],
  ['NUL', '\u0000'],
  ['traversal', '../../etc/passwd'],
  ['script', '<script>alert(1)</script>'],
  ['bad genes', '0xzz'],
  ['bad address', `0x${'g'.repeat(40)}`],
  ['internal URL', 'http://127.0.0.1:22/'],
  ['file URL', 'file:///etc/passwd'],
];

/** Headers every route gets (forged sessions, impersonation, oversize and injected values). */
const HEADER_ATTACKS: Array<[string, Record<string, string>]> = [
  ['forged session cookie', { cookie: 'criadero_session=forged-token' }],
  ['forged signed cookie', { cookie: 'criadero_session=s%3Aforged.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
  ['operator in cookie', { cookie: 'criadero_session=%7B%22%24gt%22%3A%22%22%7D' }],
  ['huge cookie', { cookie: `criadero_session=${'x'.repeat(6_000)}` }],
  ['forged bearer', { authorization: 'Bearer forged-token' }],
  ['operator bearer', { authorization: 'Bearer {"$gt":""}' }],
  ['huge bearer', { authorization: `Bearer ${'x'.repeat(8_000)}` }],
  ['basic auth', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ['foreign wallet header', { 'x-wallet-address': `0x${'ab'.repeat(20)}` }],
  ['malformed wallet header', { 'x-wallet-address': '{"$gt":""}' }],
  ['garbage accept-language', { 'accept-language': `${'zz-'.repeat(2_000)};q=NaN` }],
  ['injected request id', { 'x-request-id': `{"$gt":""} <script> ${'x'.repeat(300)}` }],
  ['unknown origin', { origin: 'https://evil.example' }],
];

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return resolve(doc, doc.components?.schemas?.[name]);
}

/** A value of the schema's shape (not necessarily valid): the base the field mutations start from. */
export function sampleOf(doc: OpenApiDocument, raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(doc, variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(doc, schema.properties?.[key], depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(doc, schema.items, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

/** Strings tried, in order, for a string schema with a pattern (plus hex runs of each `{n}` length the pattern names). */
const STRING_WITNESSES = ['1', 'x', 'abc', 'AB', 'ab-1', 'x1', 'Ab1'];

function stringWitness(schema: JsonSchema): string | undefined {
  const lengths = [...(schema.pattern ?? '').matchAll(/\{(\d+)(?:,\d*)?\}/g)].map((m) => Number(m[1]));
  const candidates = [...STRING_WITNESSES, ...lengths.flatMap((n) => [`0x${'a'.repeat(n)}`, 'a'.repeat(n), '1'.repeat(n)])];
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const padded = candidates.flatMap((c) => (c.length < min ? [c, c.padEnd(min, c.at(-1))] : [c]));
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  return padded.find((c) => c.length >= min && c.length <= max && (!pattern || pattern.test(c)));
}

/**
 * A value meant to satisfy the schema (required properties only, patterns met by a witness
 * string, bounds respected, the first union variant `accepts` takes). Callers check the result
 * against the schema: undefined or a value that fails the check means no sample could be built.
 */
export function validSampleOf(doc: OpenApiDocument, raw: JsonSchema | undefined, accepts: (schema: JsonSchema, value: unknown) => boolean, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (!schema || depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    for (const variant of variants) {
      const value = validSampleOf(doc, variant, accepts, depth + 1);
      if (value !== undefined && accepts(resolve(doc, variant)!, value)) return value;
    }
    return undefined;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = validSampleOf(doc, schema.properties?.[key], accepts, depth + 1);
      return out;
    }
    case 'array': {
      const length = Math.max(schema.minItems ?? 0, 0);
      const items = resolve(doc, schema.items);
      if (length === 0) return [];
      if (schema.uniqueItems) return items?.enum && items.enum.length >= length ? items.enum.slice(0, length) : undefined;
      return Array.from({ length }, () => validSampleOf(doc, items, accepts, depth + 1));
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : Math.floor(schema.exclusiveMinimum) + 1);
      return schema.maximum !== undefined && low > schema.maximum ? schema.maximum : low;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return stringWitness(schema);
  }
}

export interface ClosedObject {
  /** where the object sits in the body, e.g. `(body)`, `filters`, `input.factories[0]` */
  label: string;
  /** a copy of `root` with `key: extra` added to this object */
  withKey(root: unknown, key: string, extra: unknown): unknown;
}

/**
 * The objects inside `value` (the body itself, nested objects, objects in arrays) whose schema
 * lists their fields; records (patternProperties or a schema for additionalProperties) are
 * skipped, as any key may be theirs.
 */
export function closedObjectsOf(doc: OpenApiDocument, raw: JsonSchema | undefined, value: unknown, accepts: (schema: JsonSchema, value: unknown) => boolean): ClosedObject[] {
  const out: ClosedObject[] = [];
  const visit = (rawSchema: JsonSchema | undefined, current: unknown, path: string[], label: string) => {
    let schema = resolve(doc, rawSchema);
    const variants = schema?.anyOf ?? schema?.oneOf;
    if (variants) schema = variants.map((v) => resolve(doc, v)!).find((v) => accepts(v, current));
    if (!schema || current === null || typeof current !== 'object') return;
    if (Array.isArray(current)) {
      current.forEach((item, i) => visit(schema.items, item, [...path, String(i)], `${label}[${i}]`));
      return;
    }
    const isRecord = schema.patternProperties !== undefined || typeof schema.additionalProperties === 'object';
    if (!isRecord && schema.properties !== undefined) {
      out.push({
        label: label || '(body)',
        withKey: (root, key, extra) => {
          const copy = structuredClone(root) as Record<string, unknown>;
          let target = copy;
          for (const step of path) target = target[step] as Record<string, unknown>;
          target[key] = extra;
          return copy;
        },
      });
    }
    const additional = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    for (const [key, child] of Object.entries(current)) visit(schema.properties?.[key] ?? additional, child, [...path, key], label ? `${label}.${key}` : key);
  };
  visit(raw, value, [], '');
  return out;
}

interface FieldPath {
  /** e.g. filters.classes[] */
  label: string;
  set(base: unknown, value: unknown): unknown;
}

/** Every property path of an object schema, into nested objects and array items (depth-limited). */
function fieldPaths(doc: OpenApiDocument, raw: JsonSchema | undefined, prefix = '', depth = 0): FieldPath[] {
  const schema = resolve(doc, raw);
  if (!schema?.properties || depth > 2) return [];
  const paths: FieldPath[] = [];
  for (const [key, child] of Object.entries(schema.properties)) {
    const label = prefix ? `${prefix}.${key}` : key;
    paths.push({ label, set: (base, value) => ({ ...(base as object), [key]: value }) });
    const inner = resolve(doc, child);
    const nested = inner?.properties ? inner : undefined;
    for (const sub of fieldPaths(doc, nested, label, depth + 1)) {
      paths.push({
        label: sub.label,
        set: (base, value) => {
          const current = (base as Record<string, unknown>)[key] ?? sampleOf(doc, inner);
          return { ...(base as object), [key]: sub.set(current, value) };
        },
      });
    }
    const items = resolve(doc, inner?.items);
    if (inner?.items) {
      paths.push({ label: `${label}[]`, set: (base, value) => ({ ...(base as object), [key]: [value] }) });
      for (const sub of fieldPaths(doc, items?.properties ? items : undefined, `${label}[]`, depth + 1)) {
        paths.push({ label: sub.label, set: (base, value) => ({ ...(base as object), [key]: [sub.set(sampleOf(doc, items), value)] }) });
      }
    }
  }
  return paths;
}

const fill = (template: string, name: string, value: string) => template.replace(`{${name}}`, encodeURIComponent(value));

/** The generated bad requests for one operation. */
function hostileRequests(doc: OpenApiDocument, route: string, method: string, operation: Operation): HostileRequest[] {
  const verb = method.toUpperCase();
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  let url = route;
  for (const p of pathParams) url = fill(url, p.name, String(sampleOf(doc, p.schema)));
  const requests: HostileRequest[] = [];
  const add = (label: string, request: Omit<HostileRequest, 'label' | 'method'>) => requests.push({ label, method: verb, ...request });

  for (const p of pathParams) {
    for (const [label, value] of PARAM_VALUES) {
      if (value === '') continue; // an empty segment is another route
      let target = route;
      for (const other of pathParams) target = fill(target, other.name, other === p ? value : String(sampleOf(doc, other.schema)));
      add(`path ${p.name}: ${label}`, { url: target, headers: {} });
    }
  }

  const queryParams = params.filter((p) => p.in === 'query');
  for (const p of queryParams) {
    for (const [label, value] of PARAM_VALUES) add(`query ${p.name}: ${label}`, { url: `${url}?${p.name}=${encodeURIComponent(value)}`, headers: {} });
    add(`query ${p.name}: repeated`, { url: `${url}?${p.name}=1&${p.name}=2&${p.name}=3`, headers: {} });
    add(`query ${p.name}[$gt]`, { url: `${url}?${p.name}[$gt]=&${p.name}[$ne]=1`, headers: {} });
  }
  add('query: unknown and operator keys', { url: `${url}?$where=1&__proto__[x]=1&constructor[prototype][x]=1`, headers: {} });
  add('query: 1,000 parameters', { url: `${url}?${Array.from({ length: 1_000 }, (_, i) => `p${i}=${i}`).join('&')}`, headers: {} });
  add('query: huge value', { url: `${url}?q=${'x'.repeat(8_000)}`, headers: {} });
  add('query: bad percent-encoding', { url: `${url}?q=%E0%A4%A&r=%`, headers: {} });
  const sample = JSON.stringify(sampleOf(doc, resolve(doc, operation.requestBody?.content?.['application/json']?.schema)));
  for (const [label, headers] of HEADER_ATTACKS) {
    const withBody = operation.requestBody ? { headers: { ...JSON_TYPE, ...headers }, body: sample } : { headers };
    add(`header: ${label}`, { url, ...withBody });
  }

  const schema = resolve(doc, operation.requestBody?.content?.['application/json']?.schema);
  if (!schema) {
    if (verb !== 'GET' && verb !== 'DELETE') return requests;
    add('unexpected JSON body', { url, headers: JSON_TYPE, body: JSON.stringify({ $where: 'true' }) });
    return requests;
  }

  for (const [label, headers, body] of BODY_ATTACKS) add(label, { url, headers, body });
  const base = sampleOf(doc, schema) as Record<string, unknown>;
  add('unknown field', { url, headers: JSON_TYPE, body: JSON.stringify({ ...base, hostileUnknownField: 1 }) });
  for (const key of schema.required ?? []) {
    const { [key]: _dropped, ...rest } = base;
    add(`missing required ${key}`, { url, headers: JSON_TYPE, body: JSON.stringify(rest) });
  }
  for (const path of fieldPaths(doc, schema)) {
    for (const [label, value] of HOSTILE_VALUES) {
      add(`${path.label}: ${label}`, { url, headers: JSON_TYPE, body: JSON.stringify(path.set(base, value)) });
    }
  }
  return requests;
}

/** Every operation of the document with its generated bad requests. */
export function hostileInputs(doc: OpenApiDocument): RouteInputs[] {
  const out: RouteInputs[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      out.push({ route, method: method.toUpperCase(), requests: hostileRequests(doc, route, method, operation) });
    }
  }
  return out;
}
