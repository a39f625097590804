import { buildServiceApp, type StandaloneAppOptions } from '@criadero/service-kit';
import { searchCreditsPlugin } from '@criadero/service-users/search-credits';
import { lumiterraPixelsPlugin, type LumiterraPixelsPluginOptions } from './lumiterra-pixels-plugin';
import { loadLumiterraPixelsConfig, type LumiterraPixelsConfig } from './service-config';

export interface BuildLumiterraPixelsAppOptions extends StandaloneAppOptions<LumiterraPixelsConfig>, LumiterraPixelsPluginOptions {}

/**
 * The service on its own: platform, the shared paid-search debits, then its
 * routes under /api. Does not listen. (In the gateway, the users plugin
 * provides the debits.)
 */
export async function buildLumiterraPixelsApp(options: BuildLumiterraPixelsAppOptions = {}) {
  const { config = loadLumiterraPixelsConfig(), store, logger, ...plugin } = options;
  return buildServiceApp(config.platform, { store, logger }, {
    title: 'Criadero Lumiterra and Pixels service',
    api: async (api) => {
      await api.register(searchCreditsPlugin);
      await api.register(lumiterraPixelsPlugin, plugin);
    },
  });
}
