import type { FastifyServerOptions } from 'fastify';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { searchCreditsPlugin } from '@criadero/service-users/search-credits';
import { lumiterraPixelsPlugin, type LumiterraPixelsPluginOptions } from './lumiterra-pixels-plugin';
import { loadLumiterraPixelsConfig, type LumiterraPixelsConfig } from './service-config';

export interface BuildLumiterraPixelsAppOptions extends LumiterraPixelsPluginOptions {
  config?: LumiterraPixelsConfig;
  store?: Store;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The service on its own: platform, the shared paid-search debits, then its
 * routes under /api. Does not listen. (In the gateway, the users plugin
 * provides the debits.)
 */
export async function buildLumiterraPixelsApp(options: BuildLumiterraPixelsAppOptions = {}) {
  const { config = loadLumiterraPixelsConfig(), store, logger, ...plugin } = options;
  const app = createFastify(config.platform, { logger });
  await app.register(platformPlugin, {
    config: config.platform,
    store,
    openapi: { title: 'Criadero Lumiterra and Pixels service', version: '0.1.0' },
  });
  await app.register(
    async (api) => {
      await api.register(searchCreditsPlugin);
      await api.register(lumiterraPixelsPlugin, plugin);
    },
    { prefix: '/api' },
  );
  return app;
}
