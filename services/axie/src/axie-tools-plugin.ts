import fp from 'fastify-plugin';
import { landBattleCardsPath, loadLandBattleCards } from './land-battles/format';
import { originsSourcePlugin } from './origins/plugin';
import type { OriginsSource } from './origins/types';
import { landBattleRoutes } from './land-battles/land-battles-routes';
import { salesHistoryRoutes } from './sales/sales-history-routes';
import { showroomRoutes } from './showroom/showroom-routes';
import { treeRoutes } from './tree/tree-routes';
import { originsRoutes } from './origins/origins-routes';

/**
 * The other Axie tools: Origins leaderboard, runes and charms, cards, poison rule,
 * sales history, breeding tree, showroom and the parts table. Registered by the axie plugin
 * after the marketplace (`app.axieMarket`). The Origins source comes from ORIGINS_* variables
 * unless given (tests). The land-battle card list is read from `landBattleCardsFile` (default
 * LAND_BATTLE_CARDS_FILE or data/land-battles/cards.json) when it exists; a file that does not
 * match the format stops the start-up with an error naming the file and the bad entries.
 */
export const axieToolsPlugin = fp<{ originsSource?: OriginsSource; landBattleCardsFile?: string }>(
  async (app, options) => {
    await app.register(originsSourcePlugin, { source: options.originsSource });
    await app.register(originsRoutes);
    await app.register(landBattleRoutes, { imported: loadLandBattleCards(options.landBattleCardsFile ?? landBattleCardsPath()) });
    await app.register(salesHistoryRoutes);
    await app.register(treeRoutes);
    await app.register(showroomRoutes);
  },
  { name: 'criadero-axie-tools', fastify: '5.x', dependencies: ['criadero-axie-market'], decorators: { fastify: ['axieMarket', 'store'] } },
);
