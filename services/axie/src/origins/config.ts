import { readInt, readMatching, readOptional, readUrl, type Env } from '@criadero/service-kit/config';

export interface OriginsConfig {
  /** Sky Mavis developer key; without it the embedded sample data is served */
  apiKey: string | undefined;
  baseUrl: string;
  timeoutMs: number;
  /** how long API answers are kept in memory */
  cacheMs: number;
  /** most leaderboard entries read from the API (pages of 100) */
  maxLeaderboard: number;
  /** sample leaderboard: seed and players per season */
  sampleSeed: number;
  samplePlayers: number;
  /** date the embedded data stands for (the docs snapshot) */
  asOf: string;
}

const DEFAULT_ORIGINS_URL = 'https://api-gateway.skymavis.com';

/**
 * Origins settings. Variables (defaults): ORIGINS_API_KEY (none → embedded sample data),
 * ORIGINS_API_URL (https://api-gateway.skymavis.com), ORIGINS_TIMEOUT_MS (10000),
 * ORIGINS_CACHE_MS (300000), ORIGINS_MAX_LEADERBOARD (1000), ORIGINS_SAMPLE_SEED (20240101),
 * ORIGINS_SAMPLE_PLAYERS (500), ORIGINS_DATA_AS_OF (2024-01, the docs snapshot).
 */
export function loadOriginsConfig(env: Env = process.env): OriginsConfig {
  return {
    apiKey: readOptional(env, 'ORIGINS_API_KEY'),
    baseUrl: readUrl(env, 'ORIGINS_API_URL') ?? DEFAULT_ORIGINS_URL,
    timeoutMs: readInt(env, 'ORIGINS_TIMEOUT_MS', 10_000, { min: 100 }),
    cacheMs: readInt(env, 'ORIGINS_CACHE_MS', 300_000, { min: 0 }),
    maxLeaderboard: readInt(env, 'ORIGINS_MAX_LEADERBOARD', 1000, { min: 1, max: 10_000 }),
    sampleSeed: readInt(env, 'ORIGINS_SAMPLE_SEED', 20_240_101, { min: 0, max: 2 ** 32 - 1 }),
    samplePlayers: readInt(env, 'ORIGINS_SAMPLE_PLAYERS', 500, { min: 10, max: 10_000 }),
    asOf: readMatching(env, 'ORIGINS_DATA_AS_OF', '2024-01', /^\d{4}-(0[1-9]|1[0-2])$/, 'a month YYYY-MM'),
  };
}
