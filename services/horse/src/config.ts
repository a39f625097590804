import { fileURLToPath } from 'node:url';
import { loadPlatformConfig, type PlatformConfig } from '@criadero/service-kit/config';
import { readInt, readOptional, readString, type Env } from '@criadero/service-kit/config';

export interface HorseConfig {
  platform: PlatformConfig;
  port: number;
  host: string;
  /** listings the marketplace search serves (listings-file format, see README) */
  listingsFile: string;
}

/**
 * Horse service settings. Variables (defaults): the platform's, PORT (3206), HOST (127.0.0.1),
 * HORSE_LISTINGS_FILE (services/horse/data/sample-listings.json: labelled sample data).
 */
export function loadHorseConfig(env: Env = process.env): HorseConfig {
  return {
    platform: loadPlatformConfig(env),
    port: readInt(env, 'PORT', 3206, { min: 0, max: 65535 }),
    host: readString(env, 'HOST', '127.0.0.1'),
    listingsFile: readOptional(env, 'HORSE_LISTINGS_FILE') ?? fileURLToPath(new URL('../data/sample-listings.json', import.meta.url)),
  };
}
