import fp from 'fastify-plugin';
import { OriginsApiSource } from './api-source';
import { loadOriginsConfig, type OriginsConfig } from './config';
import { EmbeddedOriginsSource } from './embedded-source';
import type { OriginsSource } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    originsSource: OriginsSource;
  }
}

/** The Origins API when ORIGINS_API_KEY is set, else the embedded sample data. */
export function originsSourceFor(config: OriginsConfig, fetchFn?: typeof fetch): OriginsSource {
  if (config.apiKey) return new OriginsApiSource({ ...config, apiKey: config.apiKey }, fetchFn);
  return new EmbeddedOriginsSource({ seed: config.sampleSeed, playersPerSeason: config.samplePlayers, asOf: config.asOf });
}

export const originsSourcePlugin = fp<{ source?: OriginsSource }>(
  async (app, options) => {
    app.decorate('originsSource', options.source ?? originsSourceFor(loadOriginsConfig()));
  },
  { name: 'criadero-origins-source', fastify: '5.x' },
);
