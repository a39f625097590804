import fp from 'fastify-plugin';
import { loadItemCatalogue, type ItemCatalogue } from './catalogue/items';
import type { TaskBoardData } from '@criadero/api-contracts/lumiterra-pixels';
import { loadEnergyRules, loadTaskBoard, type EnergyRules } from './config';
import type { PriceSource } from './prices/price-source';
import { SamplePriceSource } from './prices/sample-price-source';
import { lumiterraEnergyRoutes } from './routes/lumiterra-energy';
import { lumiterraMarketRoutes } from './routes/lumiterra-market';
import { pixelsTaskBoardRoutes } from './routes/pixels-taskboard';

export interface LumiterraPixelsPluginOptions {
  /** default: the bundled, labelled sample prices */
  priceSource?: PriceSource;
  catalogue?: ItemCatalogue;
  energyRules?: EnergyRules;
  taskBoard?: TaskBoardData;
}

/**
 * Lumiterra marketplace + energy planner and the Pixels task board. Register
 * it inside the `/api` scope after something that decorates
 * `app.searchCredits` (the users plugin, or `searchCreditsPlugin` alone).
 */
export const lumiterraPixelsPlugin = fp<LumiterraPixelsPluginOptions>(
  async (app, options) => {
    if (!app.hasDecorator('searchCredits')) {
      throw new Error('lumiterra-pixels: register the users plugin (or searchCreditsPlugin) first: paid searches need app.searchCredits');
    }
    const priceSource = options.priceSource ?? new SamplePriceSource();
    await app.register(lumiterraMarketRoutes, { catalogue: options.catalogue ?? loadItemCatalogue(), priceSource });
    await app.register(lumiterraEnergyRoutes, { rules: options.energyRules ?? loadEnergyRules(), priceSource });
    await app.register(pixelsTaskBoardRoutes, { board: options.taskBoard ?? loadTaskBoard() });
  },
  { name: '@criadero/service-lumiterra-pixels', fastify: '5.x', dependencies: ['@criadero/service-kit'] },
);
