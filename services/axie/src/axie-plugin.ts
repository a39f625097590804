import fp from 'fastify-plugin';
import { alertsChangeLogReader, alertsPlugin, type AlertsOptions } from './alerts/alerts-plugin';
import type { AxieConfig } from './config';
import { axieMarketPlugin, type AxieMarketOptions } from './market/market-plugin';
import { axieMarketSyncPlugin, type MarketSyncOptions } from './market/sync/sync-plugin';
import { axieImagesPlugin, type AxieImagesOptions } from './images/images-plugin';
import { axieRoutes } from './cards/axie-routes';
import { breedingSearchRoutes } from './search/breeding-search-routes';
import { imageRoutes } from './images/image-routes';
import { recheckRoutes } from './market/recheck-routes';
import { searchRoutes } from './search/search-routes';
import { statusRoutes } from './market/status-routes';
import { axieToolsPlugin } from './axie-tools-plugin';
import { walletListsRoutes } from './wallet-lists/wallet-lists-routes';
import { hiddenAxiesRoutes } from './hidden-axies/hidden-axies-routes';
import { shareLinksRoutes } from './share-links/share-links-routes';

export interface AxiePluginOptions
  extends Omit<AxieMarketOptions, 'config'>, Omit<MarketSyncOptions, 'config' | 'changeLogReaders'>, Omit<AxieImagesOptions, 'config'> {
  config: AxieConfig;
  /** land-battle card file (default LAND_BATTLE_CARDS_FILE or data/land-battles/cards.json) */
  landBattleCardsFile?: string;
  /** watched searches and alerts: poll intervals, lease slot, the Discord sender (tests) */
  alerts?: AlertsOptions;
}

/**
 * The Axie service: marketplace index and search, breeding-partner search,
 * creature cards, portraits and the image proxy. Register it inside the `/api` scope after
 * `app.searchCredits` exists (the users plugin, or `searchCreditsPlugin` when running alone).
 */
export const axiePlugin = fp<AxiePluginOptions>(
  async (app, options) => {
    // one decorator per concern: the market (store, loader, index), how it moves (sync, re-checks, freshness), the images
    await app.register(axieMarketPlugin, { config: options.config, marketSource: options.marketSource });
    await app.register(axieMarketSyncPlugin, { config: options.config, marketFeed: options.marketFeed, changeLogReaders: [alertsChangeLogReader(app.store)] });
    await app.register(axieImagesPlugin, { config: options.config.imageProxy, resolve: options.resolve, imageProxyTestAllow: options.imageProxyTestAllow });
    await app.register(statusRoutes);
    await app.register(searchRoutes);
    await app.register(breedingSearchRoutes);
    await app.register(axieRoutes);
    await app.register(recheckRoutes, { perMinute: options.config.recheckPerMinute });
    await app.register(imageRoutes);
    await app.register(walletListsRoutes);
    await app.register(hiddenAxiesRoutes);
    await app.register(shareLinksRoutes);
    await app.register(alertsPlugin, options.alerts ?? {});
    await app.register(axieToolsPlugin, { landBattleCardsFile: options.landBattleCardsFile }); // the other Axie tools
  },
  {
    name: '@criadero/service-axie',
    fastify: '5.x',
    dependencies: ['@criadero/service-kit', 'criadero-search-credits'],
    decorators: { fastify: ['searchCredits', 'store', 'requireAccount'] },
  },
);
