import { loadPlatformConfig, type PlatformConfig } from '@criadero/service-kit/config';
import { readBool, readEnum, readInt, readList, readOptional, readString, readUrl, type Env } from '@criadero/service-kit/config';

export type MarketSourceKind = 'generated' | 'graphql' | 'stored';

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
  pageSize: number;
  /** most axies one import reads */
  maxItems: number;
}

export interface ImageProxyConfig {
  allowedHosts: string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export interface AxieConfig {
  platform: PlatformConfig;
  port: number;
  host: string;
  marketSource: MarketSourceKind;
  generated: GeneratedMarketConfig;
  graphql: GraphqlConfig;
  imageProxy: ImageProxyConfig;
  /** load the market when the server starts listening (else on the first call that needs it) */
  warmUp: boolean;
}

export const DEFAULT_GRAPHQL_ENDPOINT = 'https://api-gateway.skymavis.com/graphql/axie-marketplace';
export const DEFAULT_IMAGE_HOSTS = ['assets.axieinfinity.com', 'axiecdn.axieinfinity.com', 'storage.googleapis.com', 'cdn.axieinfinity.com'];

/**
 * Axie service settings. Variables (defaults): the platform's, PORT (3203), HOST (127.0.0.1),
 * AXIE_MARKET_SOURCE (generated | graphql | stored), AXIE_MARKET_SIZE (20000), AXIE_MARKET_SEED (20250101),
 * AXIE_ETH_USD (3000), AXIE_PRICES_AS_OF (2025-01-01), AXIE_GRAPHQL_URL, AXIE_API_KEY,
 * AXIE_GRAPHQL_RPS (4), AXIE_GRAPHQL_RETRIES (4), AXIE_GRAPHQL_TIMEOUT_MS (15000),
 * AXIE_GRAPHQL_PAGE_SIZE (100), AXIE_IMPORT_MAX (20000), IMAGE_PROXY_HOSTS, IMAGE_PROXY_MAX_BYTES
 * (2 MiB), IMAGE_PROXY_TIMEOUT_MS (5000), IMAGE_PROXY_MAX_REDIRECTS (3), AXIE_WARM_UP (true).
 */
export function loadAxieConfig(env: Env = process.env): AxieConfig {
  const ethUsd = Number(readString(env, 'AXIE_ETH_USD', '3000'));
  if (!Number.isFinite(ethUsd) || ethUsd <= 0) throw new Error(`AXIE_ETH_USD must be a positive number, got "${env.AXIE_ETH_USD}"`);
  return {
    platform: loadPlatformConfig(env),
    port: readInt(env, 'PORT', 3203, { min: 0, max: 65535 }),
    host: readString(env, 'HOST', '127.0.0.1'),
    marketSource: readEnum(env, 'AXIE_MARKET_SOURCE', ['generated', 'graphql', 'stored'] as const, 'generated'),
    generated: {
      size: readInt(env, 'AXIE_MARKET_SIZE', 20_000, { min: 10, max: 200_000 }),
      seed: readInt(env, 'AXIE_MARKET_SEED', 20_250_101, { min: 0, max: 2 ** 32 - 1 }),
      ethUsd,
      asOf: readString(env, 'AXIE_PRICES_AS_OF', '2025-01-01'),
    },
    graphql: {
      endpoint: readUrl(env, 'AXIE_GRAPHQL_URL') ?? DEFAULT_GRAPHQL_ENDPOINT,
      apiKey: readOptional(env, 'AXIE_API_KEY'),
      requestsPerSecond: readInt(env, 'AXIE_GRAPHQL_RPS', 4, { min: 1, max: 100 }),
      maxRetries: readInt(env, 'AXIE_GRAPHQL_RETRIES', 4, { min: 0, max: 10 }),
      timeoutMs: readInt(env, 'AXIE_GRAPHQL_TIMEOUT_MS', 15_000, { min: 100 }),
      pageSize: readInt(env, 'AXIE_GRAPHQL_PAGE_SIZE', 100, { min: 1, max: 100 }),
      maxItems: readInt(env, 'AXIE_IMPORT_MAX', 20_000, { min: 1 }),
    },
    imageProxy: {
      allowedHosts: readList(env, 'IMAGE_PROXY_HOSTS', DEFAULT_IMAGE_HOSTS).map((h) => h.toLowerCase()),
      maxBytes: readInt(env, 'IMAGE_PROXY_MAX_BYTES', 2 * 1024 * 1024, { min: 1024 }),
      timeoutMs: readInt(env, 'IMAGE_PROXY_TIMEOUT_MS', 5000, { min: 100 }),
      maxRedirects: readInt(env, 'IMAGE_PROXY_MAX_REDIRECTS', 3, { min: 0, max: 10 }),
    },
    warmUp: readBool(env, 'AXIE_WARM_UP', true),
  };
}
