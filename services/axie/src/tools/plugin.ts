import fp from 'fastify-plugin';
import { originsSourcePlugin } from '../origins/plugin';
import type { OriginsSource } from '../origins/types';
import { marketToolsRoutes } from '../routes/market-tools';
import { originsRoutes } from '../routes/origins';

/**
 * The other Axie tools (issue 8): Origins leaderboard, runes and charms, cards, poison rule,
 * sales history, breeding tree, showroom and the parts table. Registered by the axie plugin
 * after the marketplace (`app.axieMarket`). The Origins source comes from ORIGINS_* variables
 * unless given (tests).
 */
export const axieToolsPlugin = fp<{ originsSource?: OriginsSource }>(
  async (app, options) => {
    await app.register(originsSourcePlugin, { source: options.originsSource });
    await app.register(originsRoutes);
    await app.register(marketToolsRoutes);
  },
  { name: 'criadero-axie-tools', fastify: '5.x', dependencies: ['criadero-axie-market'], decorators: { fastify: ['axieMarket', 'store'] } },
);
