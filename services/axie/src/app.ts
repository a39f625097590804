import { buildServiceApp, type StandaloneAppOptions } from '@criadero/service-kit';
import { searchCreditsPlugin } from '@criadero/service-users/search-credits';
import { axiePlugin, type AxiePluginOptions } from './axie-plugin';
import { loadAxieConfig, type AxieConfig } from './config';

export interface BuildAxieAppOptions extends Omit<AxiePluginOptions, 'config'>, StandaloneAppOptions<AxieConfig> {}

/** The axie service on its own, with the shared paid-search credits. Does not listen. */
export async function buildAxieApp(options: BuildAxieAppOptions = {}) {
  const { config = loadAxieConfig(), store, logger, ...pluginOptions } = options;
  return buildServiceApp(config.platform, { store, logger }, {
    title: 'Criadero axie service',
    api: async (api, app) => {
      await api.register(searchCreditsPlugin);
      await api.register(axiePlugin, { config, ...pluginOptions });
      // the market and its sync on the root too (they live in the /api scope): the service's tests and bench drive them
      api.after(() => {
        app.decorate('axieMarket', api.axieMarket);
        app.decorate('axieMarketSync', api.axieMarketSync);
      });
    },
  });
}
