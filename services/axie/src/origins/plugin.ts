import fp from 'fastify-plugin';
import { OriginsApiSource } from './api-source';
import { loadOriginsConfig, type OriginsConfig } from './config';
import { EmbeddedOriginsSource } from './embedded-source';
import { importedItemsDir } from './imported-items';
import type { OriginsSource } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    originsSource: OriginsSource;
  }
}

/** The Origins API when ORIGINS_API_KEY is set, else the embedded data (with the imported rune/charm catalogues, if any). */
function originsSourceFor(config: OriginsConfig, fetchFn?: typeof fetch): OriginsSource {
  if (config.apiKey) return new OriginsApiSource({ ...config, apiKey: config.apiKey }, fetchFn);
  return new EmbeddedOriginsSource({ seed: config.sampleSeed, playersPerSeason: config.samplePlayers, asOf: config.asOf, itemsDir: importedItemsDir() });
}

export const originsSourcePlugin = fp<{ source?: OriginsSource }>(
  async (app, options) => {
    app.decorate('originsSource', options.source ?? originsSourceFor(loadOriginsConfig()));
  },
  { name: 'criadero-origins-source', fastify: '5.x' },
);
