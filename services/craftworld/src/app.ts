import { loadTokenPricesConfig, tokenPricesPlugin } from '@criadero/service-token-prices';
import { buildServiceApp, type StandaloneAppOptions } from '@criadero/service-kit';
import { loadCraftworldConfig, type CraftworldConfig } from './config';
import { craftworldPlugin, type CraftworldPluginOptions } from './craftworld-plugin';

export interface BuildCraftworldAppOptions extends StandaloneAppOptions<CraftworldConfig>, Partial<Omit<CraftworldPluginOptions, 'config'>> {}

/**
 * The Craft World service on its own, with the market's price cache (its `/api/tokens` routes
 * come along) and billing's subscriptions ledger opened on the same store. Does not listen.
 */
export async function buildCraftworldApp(options: BuildCraftworldAppOptions = {}) {
  const config = options.config ?? loadCraftworldConfig();
  return buildServiceApp(config.platform, options, {
    title: 'Criadero Craft World service',
    api: async (api) => {
      if (!options.prices) await api.register(tokenPricesPlugin, { config: { ...loadTokenPricesConfig(), platform: config.platform } });
      await api.register(craftworldPlugin, { config, data: options.data, prices: options.prices, subscriptions: options.subscriptions });
    },
  });
}
