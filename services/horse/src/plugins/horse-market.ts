import fp from 'fastify-plugin';
import type { HorseMarketSource } from '../market/horse-market';
import { FileHorseMarket } from '../market/file-market';

declare module 'fastify' {
  interface FastifyInstance {
    horseMarket: HorseMarketSource;
  }
}

export interface HorseMarketPluginOptions {
  listingsFile: string;
  /** replaces the file-backed market (tests, a live adapter) */
  source?: HorseMarketSource;
}

/** Decorates `app.horseMarket`: the given source, else the listings file (refused at start if malformed). */
export const horseMarketPlugin = fp<HorseMarketPluginOptions>(
  async (app, { listingsFile, source }) => {
    const market = source ?? FileHorseMarket.fromFile(listingsFile);
    if (market.info.kind === 'sample') {
      app.log.warn(`Planet Horse marketplace serves SAMPLE listings (${listingsFile}): ${market.info.label}`);
    }
    app.decorate('horseMarket', market);
  },
  { name: 'criadero-horse-market', fastify: '5.x' },
);
