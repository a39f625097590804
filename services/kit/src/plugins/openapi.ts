import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_PATHS } from '@criadero/api-contracts/paths';

interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * What @fastify/swagger writes as the JSON Schema draft it knows, rewritten as OpenAPI 3.1 (JSON
 * Schema 2020-12) asks, so that other tools accept the document (Redocly's recommended rules,
 * checked by the gateway's tests):
 * - a tuple (TypeBox's `Type.Tuple`: `items: [a, b], additionalItems: false`) becomes
 *   `prefixItems: [a, b], items: false`;
 * - a path with a trailing slash is described without it (the server ignores trailing slashes);
 * - an operation without an `operationId` gets one made of its method and path
 *   (`POST /api/axie/sales-history` → `postAxieSalesHistory`, `{id}` → `ById`).
 */
function asOpenApi31(document: OpenApiDocument): OpenApiDocument {
  rewriteTuples(document);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const described = path.length > 1 && path.endsWith('/') && !(path.slice(0, -1) in (document.paths ?? {})) ? path.slice(0, -1) : path;
    for (const [method, operation] of Object.entries(item)) {
      if (HTTP_METHODS.has(method) && typeof operation === 'object' && operation !== null && !('operationId' in operation)) {
        (operation as Record<string, unknown>).operationId = operationIdFor(method, described);
      }
    }
    paths[described] = item;
  }
  return { ...document, paths };
}

function operationIdFor(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? ['by', ...parameter.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter((word) => word !== '');
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function rewriteTuples(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(rewriteTuples);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (Array.isArray(schema.items)) {
    schema.prefixItems = schema.items;
    if ('additionalItems' in schema) schema.items = schema.additionalItems;
    else delete schema.items;
    delete schema.additionalItems;
  }
  for (const [key, value] of Object.entries(schema)) if (!DATA_KEYWORDS.has(key)) rewriteTuples(value);
}

/** Keywords whose value is data, not a schema: an `items` array there is the data's own. */
const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'const', 'enum']);

export interface OpenApiOptions {
  title: string;
  version: string;
}

/**
 * Collects every route's schema into an OpenAPI 3.1 document served at /api/openapi.json, and the
 * API documentation page over it at /api/docs (@fastify/swagger-ui, its own files and CSP). Both
 * in every environment: the document describes what the public front end already calls, and
 * partners embedding the tools read it (docs/deploy.md, "What a deployment publishes").
 */
export const openApiPlugin = fp<OpenApiOptions>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: options.title, version: options.version, description: 'Criadero HTTP API. Errors are `{ error, code, creditos? }`.' },
        // the site that serves the document: paths are absolute (`/api/…`) on its own origin
        servers: [{ url: '/', description: 'this site' }],
        components: {
          securitySchemes: {
            sessionCookie: { type: 'apiKey', in: 'cookie', name: 'criadero_session' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
        // every operation may be called without a session (a visitor) or with one; those that
        // need an account answer 401 `UNAUTHENTICATED` without it
        security: [{}, { sessionCookie: [] }, { bearer: [] }],
      },
      transformObject: (document) => asOpenApi31(('openapiObject' in document ? document.openapiObject : document.swaggerObject) as OpenApiDocument),
    });
    app.get(API_PATHS.openapi, { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, {
      routePrefix: API_PATHS.docs,
      staticCSP: true,
      uiConfig: { deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
    });
  },
  { name: 'criadero-openapi', fastify: '5.x' },
);
