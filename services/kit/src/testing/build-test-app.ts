import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../config';
import { createFastify } from '../create-fastify';
import { platformPlugin, type PlatformOptions } from '../platform';
import { EmbeddedStore, type Store } from '../store';
import { testConfig } from './test-config';

export interface TestAppOptions {
  config?: Partial<PlatformConfig>;
  store?: Store;
  /** registered under /api after the platform */
  routes?: (api: FastifyInstance) => Promise<void>;
  platform?: Partial<Omit<PlatformOptions, 'config' | 'store'>>;
}

/** The platform alone (plus optional routes), on the embedded store unless one is given. */
export async function buildPlatformTestApp(options: TestAppOptions = {}) {
  const app = createFastify(testConfig(options.config), { logger: false });
  await app.register(platformPlugin, {
    config: testConfig(options.config),
    store: options.store ?? new EmbeddedStore(),
    openapi: { title: 'test', version: '0.0.0' },
    ...options.platform,
  });
  if (options.routes) await app.register(options.routes, { prefix: '/api' });
  await app.ready();
  return app;
}
