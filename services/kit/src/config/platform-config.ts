import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { ConfigError, readBool, readEnum, readInt, readList, readMatching, readOptional, type Env } from './env';

type RuntimeEnv = 'development' | 'production' | 'test';

/**
 * API limits per kind of route, each counted per client IP and, when signed in, also per account
 * (see plugins/rate-limit.ts). Static files, pages, health and readiness are never limited.
 */
export interface RateLimitConfig {
  /** API reads (GET) per window */
  max: number;
  windowMs: number;
  /** each login route (nonce, verify, link a wallet), per IP */
  authMax: number;
  /** other API calls (POST, PUT, DELETE) per window; absent = `max` */
  writeMax?: number;
  /** paid searches per window; absent = `max` */
  searchMax?: number;
  /** Redis holding the counters shared by every instance; absent = in this process */
  redisUrl?: string;
}

/**
 * Fastify's `trustProxy`: false (the socket's address is the client) or the proxies' addresses/CIDRs
 * (comma-separated). Never a hop count or `true`: those trust whoever connects, so a client that
 * reaches the gateway's port directly would name its own address in X-Forwarded-For.
 */
type TrustProxy = false | string;

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
  /** client IP from X-Forwarded-For only through these proxies (TRUST_PROXY) */
  trustProxy: TrustProxy;
  /** bearer token for GET /metrics (METRICS_TOKEN); without one, /metrics is open in development and off in production */
  metricsToken: string | undefined;
}

/** pino's levels */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const DEFAULT_CORS_ORIGINS = [
  'http://127.0.0.1:3000',
  'http://localhost:3000',
  ...[3101, 3102, 3103, 3104, 3105, 3106].map((port) => `http://127.0.0.1:${port}`),
];
/**
 * The partner demo of tools/partner-demo (embedding): a default origin in development only, since
 * an allowed origin is trusted with credentials and as a sign-in domain. Real partners are
 * configured per deploy (CORS_ORIGINS).
 */
const PARTNER_DEMO_ORIGIN = 'http://localhost:4000';

/**
 * Platform settings shared by every service. Variables (defaults):
 * NODE_ENV (development), LOG_LEVEL (info; silent under vitest), MONGODB_URI (unset = embedded),
 * MONGODB_DB (criadero), CORS_ORIGINS (the gateway and remote dev origins; in development also
 * the partner demo's), RATE_LIMIT_MAX (1200 reads), RATE_LIMIT_WRITE_MAX (half of it),
 * RATE_LIMIT_SEARCH_MAX (a tenth), RATE_LIMIT_AUTH_MAX (30),
 * RATE_LIMIT_WINDOW_MS (60000), REDIS_URL (unset = limits counted in process), SESSION_SECRET
 * (random in dev, required in production), SESSION_TTL_HOURS (168), COOKIE_SECURE (true in
 * production), BODY_LIMIT_BYTES (65536), TRUST_PROXY (false; the proxies' addresses), METRICS_TOKEN (unset: /metrics
 * open in development, not served in production).
 */
export function loadPlatformConfig(env: Env = process.env): PlatformConfig {
  const runtime = readEnum<RuntimeEnv>(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  const secret = readOptional(env, 'SESSION_SECRET');
  if (!secret && runtime === 'production') {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  }
  if (secret && secret.length < 32) throw new ConfigError('SESSION_SECRET must have at least 32 characters');
  const mongodbUri = readOptional(env, 'MONGODB_URI');
  if (mongodbUri !== undefined && !/^mongodb(\+srv)?:\/\/\S+$/.test(mongodbUri)) {
    throw new ConfigError(`MONGODB_URI must be a connection string like mongodb://host:27017/, got "${mongodbUri.replace(/\/\/[^@/]*@/, '//***@')}"`);
  }
  if (!mongodbUri && runtime === 'production') {
    // the embedded store is one process's folder on one disk: fine to try the site, not to run it
    throw new ConfigError('MONGODB_URI is required when NODE_ENV=production (the embedded store is for development)');
  }

  const corsOrigins = readList(env, 'CORS_ORIGINS', runtime === 'development' ? [...DEFAULT_CORS_ORIGINS, PARTNER_DEMO_ORIGIN] : DEFAULT_CORS_ORIGINS);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS entries must be origins like https://example.com, got "${origin}"`);
    }
  }

  return {
    env: runtime,
    logLevel: readEnum(env, 'LOG_LEVEL', LOG_LEVELS, env.VITEST ? 'silent' : 'info'),
    mongodbUri,
    // MongoDB's rules for a database name: under 64 bytes, none of / \ . " $ * < > : | ? or spaces
    mongodbDb: readMatching(env, 'MONGODB_DB', 'criadero', /^[^/\\. "$*<>:|?]{1,63}$/, 'a MongoDB database name (letters, digits, - and _; under 64 characters)'),
    embeddedDataDir: readOptional(env, 'CRIADERO_DATA_DIR'),
    corsOrigins,
    rateLimit: readRateLimit(env),
    sessionSecret: secret ?? randomBytes(32).toString('hex'),
    sessionSecretGenerated: !secret,
    sessionTtlMs: readInt(env, 'SESSION_TTL_HOURS', 168, { min: 1, max: 24 * 365 }) * 3_600_000,
    cookieSecure: readBool(env, 'COOKIE_SECURE', runtime === 'production'),
    bodyLimit: readInt(env, 'BODY_LIMIT_BYTES', 65_536, { min: 1024 }),
    trustProxy: readTrustProxy(env),
    metricsToken: readMetricsToken(env),
  };
}

/**
 * Loading every page of the site twice (48 full page loads) makes 195 API calls and 1970 file
 * requests (measured by e2e/tests/rate-limit.e2e.test.ts; files are never limited). The defaults
 * leave room for several such players behind one address (a home, a café) and still stop a
 * script within seconds.
 */
function readRateLimit(env: Env): RateLimitConfig {
  const redisUrl = readOptional(env, 'REDIS_URL');
  if (redisUrl !== undefined && !isRedisUrl(redisUrl)) {
    throw new ConfigError(`REDIS_URL must look like redis://host:6379, got "${redisUrl.replace(/\/\/[^@/]*@/, '//***@')}"`);
  }
  const max = readInt(env, 'RATE_LIMIT_MAX', 1200, { min: 1 });
  return {
    max,
    // unless set, writes and paid searches follow RATE_LIMIT_MAX (a half and a tenth of it)
    writeMax: readInt(env, 'RATE_LIMIT_WRITE_MAX', Math.max(1, Math.floor(max / 2)), { min: 1 }),
    searchMax: readInt(env, 'RATE_LIMIT_SEARCH_MAX', Math.max(1, Math.floor(max / 10)), { min: 1 }),
    authMax: readInt(env, 'RATE_LIMIT_AUTH_MAX', 30, { min: 1 }),
    windowMs: readInt(env, 'RATE_LIMIT_WINDOW_MS', 60_000, { min: 1000 }),
    redisUrl,
  };
}

function readMetricsToken(env: Env): string | undefined {
  const token = readOptional(env, 'METRICS_TOKEN');
  if (token !== undefined && token.length < 16) throw new ConfigError('METRICS_TOKEN must have at least 16 characters');
  return token;
}

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '' && (url.port === '' || Number(url.port) > 0);
  } catch {
    return false;
  }
}

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4/IPv6 address, or a CIDR whose prefix fits it (/0-32, /0-128), or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: false, or the addresses/CIDRs of the proxies in front (comma-separated). */
function readTrustProxy(env: Env): TrustProxy {
  const value = readOptional(env, 'TRUST_PROXY');
  if (value === undefined || /^(false|no|off|0)$/i.test(value)) return false;
  const entries = readList(env, 'TRUST_PROXY', []);
  for (const entry of entries) {
    if (/^\d+$/.test(entry) || /^(true|yes|on)$/i.test(entry)) {
      throw new ConfigError(
        `TRUST_PROXY must be false or the load balancer's addresses (10.0.0.5, 10.0.0.0/8, loopback), got "${entry}": a hop count or true would let a client that reaches this port directly forge X-Forwarded-For`,
      );
    }
    if (!isProxyAddress(entry)) {
      throw new ConfigError(`TRUST_PROXY entries must be IP addresses or CIDRs (IPv4 prefix /0-32, IPv6 /0-128) or loopback, linklocal, uniquelocal; got "${entry}"`);
    }
  }
  return entries.join(',');
}
