import fp from 'fastify-plugin';
import { SubscriptionsLedger } from '@criadero/service-billing';
import { runMigrations } from '@criadero/service-kit';
import type { CraftworldConfig } from './config';
import { loadGameData, type GameData } from './game-data/game-data';
import { CRAFTWORLD_MIGRATIONS } from './migrations';
import { CraftWorldExchangeClient, cachedPrices } from './prices/exchange-client';
import { MarketPrices } from './prices/market-prices';
import type { CraftPriceSource } from './prices/price-sheet';
import type { SubscriptionReader } from './premium/subscription-gate';
import { SetupsRepository } from './repositories/setups-repository';
import { dataRoutes } from './routes/data-routes';
import { optimizerRoutes } from './routes/optimizer-routes';
import { setupsRoutes } from './routes/setups-routes';

export interface CraftworldPluginOptions {
  config: CraftworldConfig;
  /** replaces the tables read from config.dataDir (tests) */
  data?: GameData;
  /** replaces the configured price source (tests) */
  prices?: CraftPriceSource;
  /** replaces billing's Craft World Premium ledger (tests) */
  subscriptions?: SubscriptionReader;
}

/**
 * The Craft World service. Register it inside the `/api` scope after the market plugin (its
 * `prices` cache is the default price source) and, when composed, after billing (whose
 * subscriptions ledger gates the optimizer and saving setups; alone, the same ledger is opened on the store).
 */
export const craftworldPlugin = fp<CraftworldPluginOptions>(
  async (app, options) => {
    const { config } = options;
    const data = options.data ?? loadGameData(config.dataDir);
    let prices = options.prices;
    if (!prices && config.priceSource === 'exchange') {
      if (!config.exchange.token) app.log.warn('CRAFTWORLD_PRICE_SOURCE=exchange without CRAFTWORLD_API_TOKEN: the exchange answers only signed-in players.');
      prices = cachedPrices(new CraftWorldExchangeClient(config.exchange), config.exchange.ttlMs);
    }
    if (!prices) {
      if (!app.hasDecorator('prices')) throw new Error('craftworldPlugin needs the market plugin registered first (its price cache), or a prices option');
      prices = new MarketPrices(app.prices);
    }
    const subscriptions = options.subscriptions ?? (app.hasDecorator('billing') ? app.billing.subscriptions : new SubscriptionsLedger(app.store));
    await runMigrations(app.store, { scope: 'craftworld', migrations: CRAFTWORLD_MIGRATIONS, log: app.log });
    const setups = new SetupsRepository(app.store);
    await setups.ensureIndexes();

    await app.register(dataRoutes, { data, prices });
    await app.register(optimizerRoutes, { data, subscriptions });
    await app.register(setupsRoutes, { setups, max: config.maxSetups, subscriptions });
  },
  { name: '@criadero/service-craftworld', fastify: '5.x', dependencies: ['@criadero/service-kit'], decorators: { fastify: ['requireAccount', 'store'] } },
);
