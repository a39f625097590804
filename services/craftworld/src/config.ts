import { fileURLToPath } from 'node:url';
import { loadServiceProcessConfig, readEnum, readInt, readOptional, readUrl, type Env, type ServiceProcessConfig } from '@criadero/service-kit/config';

type CraftPriceSourceKind = 'market' | 'exchange';

export interface CraftworldConfig extends ServiceProcessConfig {
  /** folder with factories.json, modifiers.json, tokens.json (editable community data) */
  dataDir: string;
  priceSource: CraftPriceSourceKind;
  exchange: { url: string; token: string | undefined; timeoutMs: number; ttlMs: number };
  maxSetups: number;
}

/**
 * Craft World service settings. Variables (defaults): the platform's, PORT (3207), HOST
 * (127.0.0.1), CRAFTWORLD_DATA_DIR (services/craftworld/data), CRAFTWORLD_PRICE_SOURCE (market:
 * the market service's `cw-*` prices; exchange: the in-game exchange, needs CRAFTWORLD_API_TOKEN),
 * CRAFTWORLD_GRAPHQL_URL (https://craft-world.gg/graphql), CRAFTWORLD_API_TOKEN (none),
 * CRAFTWORLD_TIMEOUT_MS (8000), CRAFTWORLD_PRICE_TTL_SECONDS (60), CRAFTWORLD_MAX_SETUPS (20).
 */
export function loadCraftworldConfig(env: Env = process.env): CraftworldConfig {
  return {
    ...loadServiceProcessConfig(env, 3207),
    dataDir: readOptional(env, 'CRAFTWORLD_DATA_DIR') ?? fileURLToPath(new URL('../data/', import.meta.url)),
    priceSource: readEnum<CraftPriceSourceKind>(env, 'CRAFTWORLD_PRICE_SOURCE', ['market', 'exchange'], 'market'),
    exchange: {
      url: readUrl(env, 'CRAFTWORLD_GRAPHQL_URL') ?? 'https://craft-world.gg/graphql',
      token: readOptional(env, 'CRAFTWORLD_API_TOKEN'),
      timeoutMs: readInt(env, 'CRAFTWORLD_TIMEOUT_MS', 8000, { min: 100 }),
      ttlMs: readInt(env, 'CRAFTWORLD_PRICE_TTL_SECONDS', 60, { min: 1 }) * 1000,
    },
    maxSetups: readInt(env, 'CRAFTWORLD_MAX_SETUPS', 20, { min: 1, max: 200 }),
  };
}
