import { assertReadable, assertRedisReachable, assertWritableFolder, readOptional, type Env } from '@criadero/service-kit/config';
import { loadOriginsConfig } from '@criadero/service-axie/config';
import type { GatewayConfig } from './config';

/** How long the check waits for REDIS_URL and MONGODB_URI to answer. */
export const REACHABILITY_TIMEOUT_MS = 2000;

/**
 * Paths an operator may set; when set, each must be readable (the defaults ship with the
 * repository). Not CRIADERO_SHELL_DIR: `start:prod` builds the shell after this check.
 */
const READABLE_PATHS: ReadonlyArray<[string, 'file' | 'folder']> = [
  ['CRIADERO_REMOTES_FILE', 'file'],
  ['EMBEDDED_BALANCES_FILE', 'file'],
  ['REFERRAL_CODES_FILE', 'file'],
  ['TOKENS_CONFIG_FILE', 'file'],
  ['STORED_PRICES_FILE', 'file'],
  ['LAND_BATTLE_CARDS_FILE', 'file'],
  ['APEIRON_SEED_FILE', 'file'],
  ['HORSE_LISTINGS_FILE', 'file'],
  ['CRAFTWORLD_DATA_DIR', 'folder'],
  ['ORIGINS_ITEMS_DIR', 'folder'],
];

/**
 * What the server's own configuration refusals cannot see before it starts (`npm run
 * check-config`, the first step of `start:prod` and of the systemd unit): the settings read
 * later by plugins (Origins), that the named files and folders can be read, that the embedded
 * store's folder can be written, and that REDIS_URL answers within REACHABILITY_TIMEOUT_MS.
 * Each refusal is a ConfigError. The connection to MONGODB_URI is the caller's last step.
 */
export async function checkGatewayConfiguration(env: Env, config: GatewayConfig): Promise<void> {
  loadOriginsConfig(env);
  for (const [name, kind] of READABLE_PATHS) {
    const path = readOptional(env, name);
    if (path !== undefined) assertReadable(name, path, kind);
  }
  if (!config.platform.mongodbUri && config.platform.embeddedDataDir) assertWritableFolder('CRIADERO_DATA_DIR', config.platform.embeddedDataDir);
  if (config.platform.rateLimit.redisUrl) await assertRedisReachable(config.platform.rateLimit.redisUrl, REACHABILITY_TIMEOUT_MS);
}
