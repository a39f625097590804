import type { FastifyServerOptions } from 'fastify';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { searchCreditsPlugin } from '@criadero/service-users/search-credits';
import { loadHorseConfig, type HorseConfig } from './config';
import { horsePlugin } from './horse-plugin';
import type { HorseMarketSource } from './market/horse-market';

export interface BuildHorseAppOptions {
  config?: HorseConfig;
  store?: Store;
  market?: HorseMarketSource;
  logger?: FastifyServerOptions['logger'];
}

/** The horse service on its own, with the shared paid-search credits. Does not listen. */
export async function buildHorseApp(options: BuildHorseAppOptions = {}) {
  const config = options.config ?? loadHorseConfig();
  const app = createFastify(config.platform, { logger: options.logger });
  await app.register(platformPlugin, { config: config.platform, store: options.store, openapi: { title: 'Criadero horse service', version: '0.1.0' } });
  await app.register(
    async (api) => {
      await api.register(searchCreditsPlugin);
      await api.register(horsePlugin, { config, market: options.market });
    },
    { prefix: '/api' },
  );
  return app;
}
