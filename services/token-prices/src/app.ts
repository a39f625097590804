import type { FastifyServerOptions } from 'fastify';
import { createFastify, platformPlugin } from '@criadero/service-kit';
import type { Store } from '@criadero/service-kit/store';
import { loadTokenPricesConfig, type TokenPricesConfig } from './config';
import { tokenPricesPlugin } from './token-prices-plugin';
import type { PriceSource } from './prices/price-source';

export interface BuildMarketAppOptions {
  config?: TokenPricesConfig;
  store?: Store;
  priceSource?: PriceSource;
  logger?: FastifyServerOptions['logger'];
}

/** The market service on its own. Does not listen. */
export async function buildMarketApp(options: BuildMarketAppOptions = {}) {
  const config = options.config ?? loadTokenPricesConfig();
  const app = createFastify(config.platform, { logger: options.logger });
  await app.register(platformPlugin, { config: config.platform, store: options.store, openapi: { title: 'Criadero market service', version: '0.1.0' } });
  await app.register(
    async (api) => {
      await api.register(tokenPricesPlugin, { config, priceSource: options.priceSource });
    },
    { prefix: '/api' },
  );
  return app;
}
