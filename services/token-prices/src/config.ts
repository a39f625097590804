import { fileURLToPath } from 'node:url';
import { loadServiceProcessConfig, readEnum, readInt, readOptional, readUrl, type Env, type ServiceProcessConfig } from '@criadero/service-kit/config';

type PriceSourceKind = 'coingecko' | 'stored';
export type CoinGeckoPlan = 'demo' | 'pro';

export interface TokenPricesConfig extends ServiceProcessConfig {
  priceSource: PriceSourceKind;
  coingecko: { baseUrl: string; apiKey: string | undefined; plan: CoinGeckoPlan; timeoutMs: number };
  cacheTtlMs: number;
  tokensFile: string;
  storedPricesFile: string;
}

const COINGECKO_BASE_URLS: Record<CoinGeckoPlan, string> = {
  demo: 'https://api.coingecko.com/api/v3/',
  pro: 'https://pro-api.coingecko.com/api/v3/',
};

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Market service settings. Variables (defaults): the platform's, PORT (3202), HOST (127.0.0.1),
 * PRICE_SOURCE (coingecko when COINGECKO_API_KEY or COINGECKO_BASE_URL is set, else stored),
 * COINGECKO_API_KEY (none), COINGECKO_API_PLAN (demo), COINGECKO_BASE_URL (the plan's root),
 * COINGECKO_TIMEOUT_MS (8000), PRICE_CACHE_TTL_SECONDS (60), TOKENS_CONFIG_FILE
 * (services/token-prices/config/tokens.json), STORED_PRICES_FILE (services/token-prices/data/stored-prices.json).
 */
export function loadTokenPricesConfig(env: Env = process.env): TokenPricesConfig {
  const apiKey = readOptional(env, 'COINGECKO_API_KEY');
  const customBase = readUrl(env, 'COINGECKO_BASE_URL');
  const plan = readEnum<CoinGeckoPlan>(env, 'COINGECKO_API_PLAN', ['demo', 'pro'], 'demo');
  return {
    ...loadServiceProcessConfig(env, 3202),
    priceSource: readEnum<PriceSourceKind>(env, 'PRICE_SOURCE', ['coingecko', 'stored'], apiKey || customBase ? 'coingecko' : 'stored'),
    coingecko: {
      baseUrl: customBase ?? COINGECKO_BASE_URLS[plan],
      apiKey,
      plan,
      timeoutMs: readInt(env, 'COINGECKO_TIMEOUT_MS', 8000, { min: 100 }),
    },
    cacheTtlMs: readInt(env, 'PRICE_CACHE_TTL_SECONDS', 60, { min: 1 }) * 1000,
    tokensFile: readOptional(env, 'TOKENS_CONFIG_FILE') ?? here('../config/tokens.json'),
    storedPricesFile: readOptional(env, 'STORED_PRICES_FILE') ?? here('../data/stored-prices.json'),
  };
}
