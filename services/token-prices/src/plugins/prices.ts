import fp from 'fastify-plugin';
import type { TokenPricesConfig } from '../config';
import { CoinGeckoClient } from '../prices/coingecko-client';
import type { PriceSource } from '../prices/price-source';
import { PriceService } from '../prices/price-service';
import { StoredPriceSource } from '../prices/stored-prices';
import { loadTokenCatalogue } from '../prices/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    prices: PriceService;
  }
}

export interface PricesPluginOptions {
  config: TokenPricesConfig;
  /** replaces the source chosen from the config (tests) */
  source?: PriceSource;
}

/** CoinGecko when configured, otherwise the stored table; cached in process. */
export const pricesPlugin = fp<PricesPluginOptions>(
  async (app, { config, source }) => {
    let chosen = source;
    if (!chosen && config.priceSource === 'coingecko') chosen = new CoinGeckoClient(config.coingecko);
    if (!chosen) {
      app.log.warn(`No CoinGecko configuration: token prices are the stored sample table ${config.storedPricesFile}, not live.`);
      chosen = StoredPriceSource.fromFile(config.storedPricesFile);
    }
    const service = new PriceService(chosen, loadTokenCatalogue(config.tokensFile), {
      ttlMs: config.cacheTtlMs,
      onRefreshError: (error) => app.log.warn({ err: error }, 'price refresh failed; serving the last good prices'),
    });
    app.decorate('prices', service);
  },
  { name: 'criadero-prices', fastify: '5.x' },
);
