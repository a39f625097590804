import type { FastifyServerOptions } from 'fastify';
import { loadTokenPricesConfig, tokenPricesPlugin } from '@criadero/service-token-prices';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { loadCraftworldConfig, type CraftworldConfig } from './config';
import { craftworldPlugin, type CraftworldPluginOptions } from './craftworld-plugin';

export interface BuildCraftworldAppOptions extends Partial<Omit<CraftworldPluginOptions, 'config'>> {
  config?: CraftworldConfig;
  store?: Store;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The Craft World service on its own, with the market's price cache (its `/api/tokens` routes
 * come along) and billing's subscriptions ledger opened on the same store. Does not listen.
 */
export async function buildCraftworldApp(options: BuildCraftworldAppOptions = {}) {
  const config = options.config ?? loadCraftworldConfig();
  const app = createFastify(config.platform, { logger: options.logger });
  await app.register(platformPlugin, { config: config.platform, store: options.store, openapi: { title: 'Criadero Craft World service', version: '0.1.0' } });
  await app.register(
    async (api) => {
      if (!options.prices) await api.register(tokenPricesPlugin, { config: { ...loadTokenPricesConfig(), platform: config.platform } });
      await api.register(craftworldPlugin, { config, data: options.data, prices: options.prices, subscriptions: options.subscriptions });
    },
    { prefix: '/api' },
  );
  return app;
}
