import { buildServiceApp, type StandaloneAppOptions } from '@criadero/service-kit';
import { searchCreditsPlugin } from '@criadero/service-users/search-credits';
import { apeironPlugin } from './apeiron-plugin';
import { loadApeironConfig, type ApeironConfig } from './config';
import type { ApeironDataSource } from './source/apeiron-source';

export interface BuildApeironAppOptions extends StandaloneAppOptions<ApeironConfig> {
  source?: ApeironDataSource;
}

/** The Apeiron service on its own, with the shared paid-search credits. Does not listen. */
export async function buildApeironApp(options: BuildApeironAppOptions = {}) {
  const config = options.config ?? loadApeironConfig();
  return buildServiceApp(config.platform, options, {
    title: 'Criadero Apeiron service',
    api: async (api) => {
      await api.register(searchCreditsPlugin);
      await api.register(apeironPlugin, { config, source: options.source });
    },
  });
}
