import { buildServiceApp, type StandaloneAppOptions } from '@criadero/service-kit';
import { searchCreditsPlugin } from '@criadero/service-users/search-credits';
import { loadHorseConfig, type HorseConfig } from './config';
import { horsePlugin } from './horse-plugin';
import type { HorseMarketSource } from './market/horse-market';

export interface BuildHorseAppOptions extends StandaloneAppOptions<HorseConfig> {
  market?: HorseMarketSource;
}

/** The horse service on its own, with the shared paid-search credits. Does not listen. */
export async function buildHorseApp(options: BuildHorseAppOptions = {}) {
  const config = options.config ?? loadHorseConfig();
  return buildServiceApp(config.platform, options, {
    title: 'Criadero horse service',
    api: async (api) => {
      await api.register(searchCreditsPlugin);
      await api.register(horsePlugin, { config, market: options.market });
    },
  });
}
