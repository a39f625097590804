import fp from 'fastify-plugin';
import type { HorseConfig } from './config';
import type { HorseMarketSource } from './market/horse-market';
import { horseMarketPlugin } from './plugins/horse-market';
import { levelingRoutes } from './routes/leveling';
import { searchRoutes } from './routes/search';

export interface HorsePluginOptions {
  config: HorseConfig;
  /** replaces the listings-file market (tests, a live adapter) */
  market?: HorseMarketSource;
}

/**
 * The Planet Horse service: leveling costs and the paid marketplace search. Register it inside
 * the `/api` scope after `app.searchCredits` exists (the users plugin, or `searchCreditsPlugin`
 * when running alone).
 */
export const horsePlugin = fp<HorsePluginOptions>(
  async (app, { config, market }) => {
    await app.register(horseMarketPlugin, { listingsFile: config.listingsFile, source: market });
    await app.register(levelingRoutes);
    await app.register(searchRoutes);
  },
  {
    name: '@criadero/service-horse',
    fastify: '5.x',
    dependencies: ['@criadero/service-kit', 'criadero-search-credits'],
    decorators: { fastify: ['searchCredits', 'requireAccount'] },
  },
);
