import type { FastifyServerOptions } from 'fastify';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { searchCreditsPlugin } from '@criadero/service-users/search-credits';
import { axiePlugin, type AxiePluginOptions } from './axie-plugin';
import { loadAxieConfig, type AxieConfig } from './config';

export interface BuildAxieAppOptions extends Omit<AxiePluginOptions, 'config'> {
  config?: AxieConfig;
  store?: Store;
  logger?: FastifyServerOptions['logger'];
}

/** The axie service on its own, with the shared paid-search credits. Does not listen. */
export async function buildAxieApp(options: BuildAxieAppOptions = {}) {
  const { config = loadAxieConfig(), store, logger, ...pluginOptions } = options;
  const app = createFastify(config.platform, { logger });
  await app.register(platformPlugin, { config: config.platform, store, openapi: { title: 'Criadero axie service', version: '0.1.0' } });
  await app.register(
    async (api) => {
      await api.register(searchCreditsPlugin);
      await api.register(axiePlugin, { config, ...pluginOptions });
      // the market and its sync on the root too (they live in the /api scope): the service's tests and bench drive them
      api.after(() => {
        app.decorate('axieMarket', api.axieMarket);
        app.decorate('axieMarketSync', api.axieMarketSync);
      });
    },
    { prefix: '/api' },
  );
  return app;
}
