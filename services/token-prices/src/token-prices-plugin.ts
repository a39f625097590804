import fp from 'fastify-plugin';
import type { TokenPricesConfig } from './config';
import { pricesPlugin } from './plugins/prices';
import type { PriceSource } from './prices/price-source';
import { tokensRoutes } from './routes/tokens';

export interface TokenPricesPluginOptions {
  config: TokenPricesConfig;
  priceSource?: PriceSource;
}

/** The market service: the price cache, then the token routes. Register inside the `/api` scope. */
export const tokenPricesPlugin = fp<TokenPricesPluginOptions>(
  async (app, { config, priceSource }) => {
    await app.register(pricesPlugin, { config, source: priceSource });
    await app.register(tokensRoutes, { prices: app.prices });
  },
  { name: '@criadero/service-token-prices', fastify: '5.x', dependencies: ['@criadero/service-kit'] },
);
