import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_PATHS } from '@criadero/api-contracts/paths';

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
        components: {
          securitySchemes: {
            sessionCookie: { type: 'apiKey', in: 'cookie', name: 'criadero_session' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
      },
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
