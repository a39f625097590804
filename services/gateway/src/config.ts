import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadServiceProcessConfig, readOptional, type Env, type ServiceProcessConfig } from '@criadero/service-kit/config';
import { loadApeironConfig, type ApeironConfig } from '@criadero/service-apeiron/config';
import { loadAxieConfig, type AxieConfig } from '@criadero/service-axie/config';
import { loadBillingConfig, type BillingConfig } from '@criadero/service-billing/config';
import { loadCraftworldConfig, type CraftworldConfig } from '@criadero/service-craftworld/config';
import { loadHorseConfig, type HorseConfig } from '@criadero/service-horse/config';
import { loadTokenPricesConfig, type TokenPricesConfig } from '@criadero/service-token-prices/config';
import { loadUsersConfig, type UsersConfig } from '@criadero/service-users/config';

export interface GatewayConfig extends ServiceProcessConfig {
  /** the built shell (index.html and assets) */
  shellDir: string;
  /** the deploy-time remote registry, read on every request */
  remotesFile: string;
  users: UsersConfig;
  tokenPrices: TokenPricesConfig;
  axie: AxieConfig;
  apeiron: ApeironConfig;
  billing: BillingConfig;
  horse: HorseConfig;
  craftworld: CraftworldConfig;
}

const repoPath = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** Where the embedded store is kept when CRIADERO_DATA_DIR is unset. */
export const DEFAULT_DATA_DIR = repoPath('.data/embedded');

/**
 * Reads the repository's `.env` (see .env.example) into process.env when there is one; variables
 * already set in the environment win. Called by the server entry point only, never by tests.
 */
export function loadDotEnv(): void {
  const file = repoPath('.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** The development session secret, generated once per data folder so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    throw new ConfigError(`CRIADERO_DATA_DIR: cannot keep the session secret in ${dataDir} (${code ?? message}); the process needs a folder it can write`, { cause: error });
  }
}

/**
 * What `npm start` gives a player with no configuration: the embedded store kept on disk in
 * `.data/embedded` (CRIADERO_DATA_DIR) and a session secret kept beside it, so accounts, credits,
 * plans, payments and sign-ins survive a restart. Not under vitest (tests build their own stores)
 * and not in production (which requires MONGODB_URI and SESSION_SECRET).
 */
function withEmbeddedDefaults(env: Env): Env {
  if (env.VITEST || env.NODE_ENV === 'production' || readOptional(env, 'MONGODB_URI')) return env;
  const dataDir = readOptional(env, 'CRIADERO_DATA_DIR') ?? DEFAULT_DATA_DIR;
  return { ...env, CRIADERO_DATA_DIR: dataDir, SESSION_SECRET: readOptional(env, 'SESSION_SECRET') ?? persistedSecret(dataDir) };
}

/**
 * Gateway settings. Variables (defaults): the platform's and every service's,
 * PORT (3000), HOST (127.0.0.1), CRIADERO_SHELL_DIR (shell/dist),
 * CRIADERO_REMOTES_FILE (services/gateway/config/remotes.json), CRIADERO_DATA_DIR (.data/embedded
 * when MONGODB_URI is unset, see withEmbeddedDefaults).
 * Service configs share the gateway's platform settings (one process, one store).
 */
export function loadGatewayConfig(givenEnv: Env = process.env): GatewayConfig {
  const env = withEmbeddedDefaults(givenEnv);
  const listening = loadServiceProcessConfig(env, 3000);
  const { platform } = listening;
  return {
    ...listening,
    shellDir: readOptional(env, 'CRIADERO_SHELL_DIR') ?? repoPath('shell/dist'),
    remotesFile: readOptional(env, 'CRIADERO_REMOTES_FILE') ?? repoPath('services/gateway/config/remotes.json'),
    users: { ...loadUsersConfig(env), platform },
    tokenPrices: { ...loadTokenPricesConfig(env), platform },
    axie: { ...loadAxieConfig(env), platform },
    apeiron: { ...loadApeironConfig(env), platform },
    billing: { ...loadBillingConfig(env), platform },
    horse: { ...loadHorseConfig(env), platform },
    craftworld: { ...loadCraftworldConfig(env), platform },
  };
}
