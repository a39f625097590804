import { buildServiceApp, type StandaloneAppOptions } from '@criadero/service-kit';
import { loadTokenPricesConfig, type TokenPricesConfig } from './config';
import { tokenPricesPlugin } from './token-prices-plugin';
import type { PriceSource } from './prices/price-source';

export interface BuildMarketAppOptions extends StandaloneAppOptions<TokenPricesConfig> {
  priceSource?: PriceSource;
}

/** The market service on its own. Does not listen. */
export async function buildMarketApp(options: BuildMarketAppOptions = {}) {
  const config = options.config ?? loadTokenPricesConfig();
  return buildServiceApp(config.platform, options, {
    title: 'Criadero market service',
    api: async (api) => {
      await api.register(tokenPricesPlugin, { config, priceSource: options.priceSource });
    },
  });
}
