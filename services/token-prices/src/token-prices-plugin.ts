import fp from 'fastify-plugin';
import type { MarketConfig } from './config';
import { pricesPlugin } from './plugins/prices';
import type { PriceSource } from './prices/price-source';
import { tokensRoutes } from './routes/tokens';

export interface MarketPluginOptions {
  config: MarketConfig;
  priceSource?: PriceSource;
}

/** The market service: the price cache, then the token routes. Register inside the `/api` scope. */
export const marketPlugin = fp<MarketPluginOptions>(
  async (app, { config, priceSource }) => {
    await app.register(pricesPlugin, { config, source: priceSource });
    await app.register(tokensRoutes, { prices: app.prices });
  },
  { name: '@criadero/service-market', fastify: '5.x', dependencies: ['@criadero/service-kit'] },
);
