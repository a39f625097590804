import { fileURLToPath } from 'node:url';
import { loadServiceProcessConfig, readOptional, type Env, type ServiceProcessConfig } from '@criadero/service-kit/config';

export interface HorseConfig extends ServiceProcessConfig {
  /** listings the marketplace search serves (listings-file format, see README) */
  listingsFile: string;
}

/**
 * Horse service settings. Variables (defaults): the platform's, PORT (3206), HOST (127.0.0.1),
 * HORSE_LISTINGS_FILE (services/horse/data/sample-listings.json: labelled sample data).
 */
export function loadHorseConfig(env: Env = process.env): HorseConfig {
  return {
    ...loadServiceProcessConfig(env, 3206),
    listingsFile: readOptional(env, 'HORSE_LISTINGS_FILE') ?? fileURLToPath(new URL('../data/sample-listings.json', import.meta.url)),
  };
}
