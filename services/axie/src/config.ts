import { ConfigError, loadServiceProcessConfig, readBool, readEnum, readHostList, readInt, readMatching, readOptional, readString, readUrl, type Env, type ServiceProcessConfig } from '@criadero/service-kit/config';

type MarketSourceKind = 'generated' | 'graphql' | 'stored';

export interface GeneratedMarketConfig {
  size: number;
  seed: number;
  /** USD per ETH used to turn generated USD prices into wei-like `currentPrice` strings */
  ethUsd: number;
  /** the date the sample prices stand for (shown by the UI as "as of") */
  asOf: string;
}

export interface GraphqlConfig {
  endpoint: string;
  apiKey: string | undefined;
  /** requests per second the client allows itself */
  requestsPerSecond: number;
  maxRetries: number;
  timeoutMs: number;
  /** at most 100: the marketplace answers no more a page */
  pageSize: number;
  /** most axies one import reads */
  maxItems: number;
  /** the marketplace search's result window: no result past it is answered (default Elasticsearch's 10,000) */
  searchWindow?: number;
}

interface MarketSyncConfig {
  /** keep the market current while the site runs (AXIE_SYNC) */
  enabled: boolean;
  /** pause between polls of the feed */
  pollMs: number;
  /** how often the real marketplace's every listing is read again to confirm absences */
  sweepMs: number;
  /** a sync failing (or silent) longer than this makes the market degraded: warned, searches free */
  degradedAfterMs: number;
  /** how long a listing re-checked before a player acts on it is trusted */
  recheckTtlMs: number;
  /** the generated sample market's changes per second at 20,000 axies, scaled to its size (0 = it stands still) */
  sampleChangesPerSecond: number;
  /** a logged change is removed once every reader passed it and it is this old (AXIE_CHANGE_LOG_RETENTION_S) */
  changeLogRetentionMs?: number;
}

export interface ImageProxyConfig {
  allowedHosts: string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export interface AxieConfig extends ServiceProcessConfig {
  marketSource: MarketSourceKind;
  generated: GeneratedMarketConfig;
  graphql: GraphqlConfig;
  imageProxy: ImageProxyConfig;
  sync: MarketSyncConfig;
  /** load the market when the server starts listening (else on the first call that needs it) */
  warmUp: boolean;
  /** re-checks one client (address) may ask per minute (POST /api/axie/recheck): free, so limited on their own */
  recheckPerMinute: number;
}

const DEFAULT_GRAPHQL_ENDPOINT = 'https://api-gateway.skymavis.com/graphql/axie-marketplace';
const DEFAULT_IMAGE_HOSTS = ['assets.axieinfinity.com', 'axiecdn.axieinfinity.com', 'storage.googleapis.com', 'cdn.axieinfinity.com'];

/**
 * Axie service settings. Variables (defaults): the platform's, PORT (3203), HOST (127.0.0.1),
 * AXIE_MARKET_SOURCE (generated | graphql | stored), AXIE_MARKET_SIZE (20000), AXIE_MARKET_SEED (20250101),
 * AXIE_ETH_USD (3000), AXIE_PRICES_AS_OF (2025-01-01), AXIE_GRAPHQL_URL, AXIE_API_KEY,
 * AXIE_GRAPHQL_RPS (4), AXIE_GRAPHQL_RETRIES (4), AXIE_GRAPHQL_TIMEOUT_MS (15000),
 * AXIE_GRAPHQL_PAGE_SIZE (100, at most 100), AXIE_IMPORT_MAX (200000), AXIE_GRAPHQL_SEARCH_WINDOW (10000), IMAGE_PROXY_HOSTS, IMAGE_PROXY_MAX_BYTES
 * (2 MiB), IMAGE_PROXY_TIMEOUT_MS (5000), IMAGE_PROXY_MAX_REDIRECTS (3), AXIE_WARM_UP (true),
 * AXIE_SYNC (true), AXIE_SYNC_POLL_MS (1000 for the generated market, 2000 for the marketplace: a listing alerts within 5 s),
 * AXIE_SYNC_SWEEP_MS (900000), AXIE_SYNC_DEGRADED_AFTER_S (120), AXIE_RECHECK_TTL_MS (30000), AXIE_RECHECK_PER_MINUTE (30), AXIE_CHANGE_LOG_RETENTION_S (3600),
 * AXIE_SAMPLE_CHANGES_PER_SECOND (3, for 20,000 axies).
 */
export function loadAxieConfig(env: Env = process.env): AxieConfig {
  const ethUsd = Number(readString(env, 'AXIE_ETH_USD', '3000'));
  if (!Number.isFinite(ethUsd) || ethUsd <= 0) throw new ConfigError(`AXIE_ETH_USD must be a positive number, got "${env.AXIE_ETH_USD}"`);
  const sampleRate = Number(readString(env, 'AXIE_SAMPLE_CHANGES_PER_SECOND', '3'));
  if (!Number.isFinite(sampleRate) || sampleRate < 0 || sampleRate > 1000) throw new ConfigError(`AXIE_SAMPLE_CHANGES_PER_SECOND must be a number from 0 to 1000, got "${env.AXIE_SAMPLE_CHANGES_PER_SECOND}"`);
  const marketSource = readEnum(env, 'AXIE_MARKET_SOURCE', ['generated', 'graphql', 'stored'] as const, 'generated');
  return {
    ...loadServiceProcessConfig(env, 3203),
    marketSource,
    generated: {
      size: readInt(env, 'AXIE_MARKET_SIZE', 20_000, { min: 10, max: 200_000 }),
      seed: readInt(env, 'AXIE_MARKET_SEED', 20_250_101, { min: 0, max: 2 ** 32 - 1 }),
      ethUsd,
      asOf: readMatching(env, 'AXIE_PRICES_AS_OF', '2025-01-01', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date YYYY-MM-DD'),
    },
    graphql: {
      endpoint: readUrl(env, 'AXIE_GRAPHQL_URL') ?? DEFAULT_GRAPHQL_ENDPOINT,
      apiKey: readOptional(env, 'AXIE_API_KEY'),
      requestsPerSecond: readInt(env, 'AXIE_GRAPHQL_RPS', 4, { min: 1, max: 100 }),
      maxRetries: readInt(env, 'AXIE_GRAPHQL_RETRIES', 4, { min: 0, max: 10 }),
      timeoutMs: readInt(env, 'AXIE_GRAPHQL_TIMEOUT_MS', 15_000, { min: 100 }),
      pageSize: readInt(env, 'AXIE_GRAPHQL_PAGE_SIZE', 100, { min: 1, max: 100 }),
      maxItems: readInt(env, 'AXIE_IMPORT_MAX', 200_000, { min: 1 }),
      searchWindow: readInt(env, 'AXIE_GRAPHQL_SEARCH_WINDOW', 10_000, { min: 100 }),
    },
    imageProxy: {
      allowedHosts: readHostList(env, 'IMAGE_PROXY_HOSTS', DEFAULT_IMAGE_HOSTS).map((h) => h.toLowerCase()),
      maxBytes: readInt(env, 'IMAGE_PROXY_MAX_BYTES', 2 * 1024 * 1024, { min: 1024 }),
      timeoutMs: readInt(env, 'IMAGE_PROXY_TIMEOUT_MS', 5000, { min: 100 }),
      maxRedirects: readInt(env, 'IMAGE_PROXY_MAX_REDIRECTS', 3, { min: 0, max: 10 }),
    },
    sync: {
      enabled: readBool(env, 'AXIE_SYNC', true),
      pollMs: readInt(env, 'AXIE_SYNC_POLL_MS', marketSource === 'generated' ? 1000 : 2000, { min: 50, max: 3_600_000 }),
      sweepMs: readInt(env, 'AXIE_SYNC_SWEEP_MS', 900_000, { min: 1000 }),
      degradedAfterMs: readInt(env, 'AXIE_SYNC_DEGRADED_AFTER_S', 120, { min: 1, max: 86_400 }) * 1000,
      recheckTtlMs: readInt(env, 'AXIE_RECHECK_TTL_MS', 30_000, { min: 0, max: 3_600_000 }),
      sampleChangesPerSecond: sampleRate,
      changeLogRetentionMs: readInt(env, 'AXIE_CHANGE_LOG_RETENTION_S', 3600, { min: 1, max: 30 * 86_400 }) * 1000,
    },
    warmUp: readBool(env, 'AXIE_WARM_UP', true),
    recheckPerMinute: readInt(env, 'AXIE_RECHECK_PER_MINUTE', 30, { min: 1, max: 10_000 }),
  };
}

export { loadOriginsConfig } from './origins/config';
