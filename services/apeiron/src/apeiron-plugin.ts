import fp from 'fastify-plugin';
import type { ApeironConfig } from './config';
import { apeironDataPlugin } from './plugins/apeiron-data';
import { breedingRoutes } from './routes/breeding';
import { communityRoutes } from './routes/community';
import { marketRoutes } from './routes/market';
import { planetRoutes } from './routes/planets';
import type { ApeironDataSource } from './source/apeiron-source';

export interface ApeironPluginOptions {
  config: ApeironConfig;
  /** replaces the store-backed data source (tests, a live adapter) */
  source?: ApeironDataSource;
}

/**
 * The Apeiron service. Register it inside the `/api` scope after `app.searchCredits` exists
 * (the users plugin, or `searchCreditsPlugin` when running alone).
 */
export const apeironPlugin = fp<ApeironPluginOptions>(
  async (app, { config, source }) => {
    await app.register(apeironDataPlugin, { breeding: config.breeding, seedFile: config.seedFile, seedWhenEmpty: config.seedWhenEmpty, source });
    await app.register(planetRoutes);
    await app.register(breedingRoutes);
    await app.register(marketRoutes);
    await app.register(communityRoutes);
  },
  {
    name: '@criadero/service-apeiron',
    fastify: '5.x',
    dependencies: ['@criadero/service-kit', 'criadero-search-credits'],
    decorators: { fastify: ['searchCredits', 'requireAccount'] },
  },
);
