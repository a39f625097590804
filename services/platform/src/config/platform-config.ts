import { randomBytes } from 'node:crypto';
import { ConfigError, readBool, readEnum, readInt, readList, readOptional, readString, type Env } from './env';

export type RuntimeEnv = 'development' | 'production' | 'test';

export interface RateLimitConfig {
  /** requests per window for every route, per session (or per IP for visitors) */
  max: number;
  windowMs: number;
  /** stricter limit for the login routes */
  authMax: number;
}

export interface PlatformConfig {
  env: RuntimeEnv;
  logLevel: string;
  /** MongoDB connection string; absent = the embedded, non-durable store */
  mongodbUri: string | undefined;
  mongodbDb: string;
  /**
   * the embedded store's data folder when there is no MongoDB (CRIADERO_DATA_DIR); absent = memory
   * only. The gateway (what `npm start` runs) defaults it to `.data/embedded` in the repository.
   */
  embeddedDataDir: string | undefined;
  corsOrigins: string[];
  rateLimit: RateLimitConfig;
  sessionSecret: string;
  /** true when SESSION_SECRET was absent and a random one was generated */
  sessionSecretGenerated: boolean;
  sessionTtlMs: number;
  /** `Secure` attribute on the session cookie */
  cookieSecure: boolean;
  /** bytes */
  bodyLimit: number;
  trustProxy: boolean;
}

export const DEFAULT_CORS_ORIGINS = [
  'http://127.0.0.1:3000',
  'http://localhost:3000',
  // the partner demo of tools/partner-demo (embedding); real partners are configured per deploy
  'http://localhost:4000',
  ...[3101, 3102, 3103, 3104, 3105, 3106].map((port) => `http://127.0.0.1:${port}`),
];

/**
 * Platform settings shared by every service. Variables (defaults):
 * NODE_ENV (development), LOG_LEVEL (info; silent under vitest), MONGODB_URI (unset = embedded),
 * MONGODB_DB (criadero), CORS_ORIGINS (the gateway and remote dev origins), RATE_LIMIT_MAX (120),
 * RATE_LIMIT_WINDOW_MS (60000), RATE_LIMIT_AUTH_MAX (20), SESSION_SECRET (random in dev, required
 * in production), SESSION_TTL_HOURS (168), COOKIE_SECURE (true in production), BODY_LIMIT_BYTES
 * (65536), TRUST_PROXY (false).
 */
export function loadPlatformConfig(env: Env = process.env): PlatformConfig {
  const runtime = readEnum<RuntimeEnv>(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  const secret = readOptional(env, 'SESSION_SECRET');
  if (!secret && runtime === 'production') {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  }
  if (secret && secret.length < 32) throw new ConfigError('SESSION_SECRET must have at least 32 characters');
  const mongodbUri = readOptional(env, 'MONGODB_URI');
  if (!mongodbUri && runtime === 'production') {
    // the embedded store is one process's folder on one disk: fine to try the site, not to run it
    throw new ConfigError('MONGODB_URI is required when NODE_ENV=production (the embedded store is for development)');
  }

  const corsOrigins = readList(env, 'CORS_ORIGINS', DEFAULT_CORS_ORIGINS);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS entries must be origins like https://example.com, got "${origin}"`);
    }
  }

  return {
    env: runtime,
    logLevel: readString(env, 'LOG_LEVEL', env.VITEST ? 'silent' : 'info'),
    mongodbUri,
    mongodbDb: readString(env, 'MONGODB_DB', 'criadero'),
    embeddedDataDir: readOptional(env, 'CRIADERO_DATA_DIR'),
    corsOrigins,
    rateLimit: {
      max: readInt(env, 'RATE_LIMIT_MAX', 120, { min: 1 }),
      windowMs: readInt(env, 'RATE_LIMIT_WINDOW_MS', 60_000, { min: 1000 }),
      authMax: readInt(env, 'RATE_LIMIT_AUTH_MAX', 20, { min: 1 }),
    },
    sessionSecret: secret ?? randomBytes(32).toString('hex'),
    sessionSecretGenerated: !secret,
    sessionTtlMs: readInt(env, 'SESSION_TTL_HOURS', 168, { min: 1, max: 24 * 365 }) * 3_600_000,
    cookieSecure: readBool(env, 'COOKIE_SECURE', runtime === 'production'),
    bodyLimit: readInt(env, 'BODY_LIMIT_BYTES', 65_536, { min: 1024 }),
    trustProxy: readBool(env, 'TRUST_PROXY', false),
  };
}
