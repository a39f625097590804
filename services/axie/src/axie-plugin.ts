import fp from 'fastify-plugin';
import type { AxieConfig } from './config';
import { statusRoutes } from './routes/status';

export interface AxiePluginOptions {
  config: AxieConfig;
}

/**
 * The Axie service (marketplace search, axie details, images: issue 5).
 * Register it inside the `/api` scope after `app.searchCredits` exists
 * (the users plugin, or `searchCreditsPlugin` when running alone).
 */
export const axiePlugin = fp<AxiePluginOptions>(
  async (app) => {
    await app.register(statusRoutes);
  },
  {
    name: '@criadero/service-axie',
    fastify: '5.x',
    dependencies: ['@criadero/service-platform', 'criadero-search-credits'],
    decorators: { fastify: ['searchCredits', 'store', 'requireAccount'] },
  },
);
