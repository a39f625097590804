import type { FastifyServerOptions } from 'fastify';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { searchCreditsPlugin } from '@criadero/service-users/search-credits';
import { apeironPlugin } from './apeiron-plugin';
import { loadApeironConfig, type ApeironConfig } from './config';
import type { ApeironDataSource } from './source/apeiron-source';

export interface BuildApeironAppOptions {
  config?: ApeironConfig;
  store?: Store;
  source?: ApeironDataSource;
  logger?: FastifyServerOptions['logger'];
}

/** The Apeiron service on its own, with the shared paid-search credits. Does not listen. */
export async function buildApeironApp(options: BuildApeironAppOptions = {}) {
  const config = options.config ?? loadApeironConfig();
  const app = createFastify(config.platform, { logger: options.logger });
  await app.register(platformPlugin, { config: config.platform, store: options.store, openapi: { title: 'Criadero Apeiron service', version: '0.1.0' } });
  await app.register(
    async (api) => {
      await api.register(searchCreditsPlugin);
      await api.register(apeironPlugin, { config, source: options.source });
    },
    { prefix: '/api' },
  );
  return app;
}
