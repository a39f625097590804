import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PlatformConfig } from './config';
import { createFastify } from './create-fastify';
import { platformPlugin } from './platform';
import type { Store } from './store';

/** A service's Fastify instance (the platform's TypeBox type provider). */
type ServiceInstance = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** What every standalone service app takes; a service adds its own seams (a data source, a fake chain…). */
export interface StandaloneAppOptions<Config> {
  /** defaults to the service's config read from the environment */
  config?: Config;
  /** use this store instead of opening one from the config (tests) */
  store?: Store;
  /** replaces the pino logger options built from the config (tests pass `false`) */
  logger?: FastifyServerOptions['logger'];
}

/** What differs from one service to another. */
interface ServiceParts {
  /** the OpenAPI page's title, e.g. `Criadero horse service` */
  title: string;
  /** what the service registers at the root, before its routes (services other plugins reach as `app.x`) */
  root?: (app: ServiceInstance) => Promise<void>;
  /** the service's routes and their plugins, registered under `/api` (`app`: the root, to lift a decorator to it) */
  api: (api: ServiceInstance, app: ServiceInstance) => Promise<void>;
}

/**
 * One service on its own, the way every service's `app.ts` builds it: the platform (request ids,
 * errors, security, the store, sessions, rate limits, OpenAPI, health), then what the service
 * registers at the root, then its routes under `/api`. Does not listen. (In the gateway, every
 * service's plugins share one platform instead.)
 */
export async function buildServiceApp(platform: PlatformConfig, { store, logger }: StandaloneAppOptions<unknown>, service: ServiceParts) {
  const app = createFastify(platform, { logger });
  await app.register(platformPlugin, { config: platform, store, openapi: { title: service.title, version: '0.1.0' } });
  if (service.root) await service.root(app);
  await app.register(async (api) => service.api(api, app), { prefix: '/api' });
  return app;
}
