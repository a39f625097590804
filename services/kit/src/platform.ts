import fp from 'fastify-plugin';
import type { PlatformConfig } from './config';
import { clientQueuePlugin, type ClientQueueOptions } from './plugins/client-queue';
import { errorHandlerPlugin } from './plugins/error-handler';
import { healthPlugin } from './plugins/health';
import { identityPlugin } from './plugins/identity';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestIdPlugin } from './plugins/request-id';
import { securityPlugin } from './plugins/security';
import { storePlugin } from './plugins/store';
import type { Store } from './store';

export interface PlatformOptions {
  config: PlatformConfig;
  /** use this store instead of opening one from the config (tests) */
  store?: Store;
  openapi: { title: string; version: string };
  /** see SecurityOptions; `false` lets the host set the CSP itself */
  contentSecurityPolicy?: Record<string, string[]> | false;
  /** install the JSON not-found handler (default true; the gateway installs its own) */
  notFound?: boolean;
  /** per-client request line (default CLIENT_QUEUE_DEFAULTS) */
  clientQueue?: Partial<ClientQueueOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    platformConfig: PlatformConfig;
  }
}

/**
 * Everything a service needs before its routes, in order: request ids, metrics, the
 * error handler, security headers and CORS, the store, sessions, rate limits, the per-client line,
 * OpenAPI, health and readiness. Registered once at the root of an app.
 */
export const platformPlugin = fp<PlatformOptions>(
  async (app, options) => {
    const { config } = options;
    app.decorate('platformConfig', config);
    if (config.sessionSecretGenerated) {
      app.log.warn('SESSION_SECRET is not set: generated a random one; sessions end when the process restarts.');
    }
    await app.register(requestIdPlugin);
    await app.register(metricsPlugin, { token: config.metricsToken, production: config.env === 'production' });
    await app.register(errorHandlerPlugin, { notFound: options.notFound });
    await app.register(securityPlugin, { corsOrigins: config.corsOrigins, contentSecurityPolicy: options.contentSecurityPolicy });
    await app.register(storePlugin, {
      mongodbUri: config.mongodbUri,
      mongodbDb: config.mongodbDb,
      embeddedDataDir: config.embeddedDataDir,
      store: options.store,
    });
    await app.register(identityPlugin, {
      sessionSecret: config.sessionSecret,
      sessionTtlMs: config.sessionTtlMs,
      cookieSecure: config.cookieSecure,
    });
    await app.register(rateLimitPlugin, config.rateLimit);
    await app.register(clientQueuePlugin, options.clientQueue ?? {});
    await app.register(openApiPlugin, options.openapi);
    await app.register(healthPlugin);
  },
  { name: '@criadero/service-kit', fastify: '5.x' },
);
