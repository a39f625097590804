import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { API_PATHS } from '@criadero/api-contracts/paths';
import type { Provenance } from '@criadero/api-contracts/schemas/paid-search';
import { ConfigError, type RateLimitConfig } from '../config';
import { AppError } from '../errors';

/** The kinds of API route that have their own limit. */
export type RouteKind = 'read' | 'write' | 'search';

const NEVER_LIMITED = new Set<string>([API_PATHS.health, API_PATHS.ready]);
/** Paid searches: the last path segment is `search` or `breeding-search` (POST /api/search, /api/horse/search…). */
const PAID_SEARCH = /\/(?:breeding-)?search$/;

/**
 * Which limit a request counts against, or null when it is never limited: everything outside
 * `/api` (the shell's files, its HTML for client-side routes, the registry) and health/readiness.
 * `route` is the matched route's pattern (undefined for unknown paths, which count as API calls).
 */
export function routeKind(method: string, path: string, route?: string): RouteKind | null {
  if (path !== '/api' && !path.startsWith('/api/') && !path.startsWith('/api?')) return null;
  const pattern = (route ?? path.split('?')[0]!).replace(/\/+$/, '');
  if (NEVER_LIMITED.has(pattern)) return null;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return 'read';
  return PAID_SEARCH.test(pattern) ? 'search' : 'write';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A paid-search route's data provenance now: a search over sample or degraded data is free,
     * so it counts against the write budget instead of the paid-search one.
     */
    searchProvenance?: () => Provenance | Promise<Provenance>;
  }
}

/**
 * The budget a paid-search route's call counts against: 'search' over a live market only. A
 * provenance that cannot be read (its source is down) counts as live: never less strict.
 */
async function searchBudget(searchProvenance: (() => Provenance | Promise<Provenance>) | undefined): Promise<RouteKind> {
  if (!searchProvenance) return 'search';
  const provenance = await Promise.resolve()
    .then(searchProvenance)
    .catch(() => 'live' as const);
  return provenance === 'live' ? 'search' : 'write';
}

/** The address the limit counts for: the socket's peer, or the client named by a trusted proxy (TRUST_PROXY). */
const ipKey = (request: FastifyRequest) => `ip:${request.ip}`;

type Counted = Extract<Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>, { isAllowed: false }>;

/**
 * API rate limits. Every API call counts against its kind's bucket for the client's IP and, when
 * signed in, also against the same kind's bucket for the account (keyed by account, not session:
 * signing in again gives no fresh budget; an account spread over many addresses is still one).
 * The stricter of the two answers `429 RATE_LIMITED` with Retry-After. Routes that declare their
 * own `config.rateLimit` (the login routes) are limited by @fastify/rate-limit per IP instead.
 *
 * Counters live in this process, or in Redis when `redisUrl` is set so that N gateway instances
 * share one budget instead of allowing N times it. If Redis stops answering, requests pass (and
 * a warning is logged) rather than the whole site failing.
 */
export const rateLimitPlugin = fp<RateLimitConfig>(
  async (app, options) => {
    const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
    await app.register(rateLimit, {
      global: false,
      timeWindow: options.windowMs,
      keyGenerator: ipKey,
      redis,
      nameSpace: 'criadero-rate-limit:',
      skipOnError: true, // only Redis can fail: a request then passes uncounted (logged once per outage)
      errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED'),
    });

    const maxOf: Record<RouteKind, number> = {
      read: options.max,
      write: options.writeMax ?? options.max,
      search: options.searchMax ?? options.max,
    };
    // keys carry the kind and the scope: with Redis, every limiter made here shares one key space
    const limiter = (kind: RouteKind, key: (request: FastifyRequest) => string) =>
      app.createRateLimit({ max: maxOf[kind], timeWindow: options.windowMs, keyGenerator: (request) => `${kind}:${key(request)}` });
    const limiters = new Map(
      (['read', 'write', 'search'] as const).map((kind) => [
        kind,
        { ip: limiter(kind, ipKey), account: limiter(kind, (request) => `account:${request.authSession?.accountId ?? ''}`) },
      ]),
    );

    app.addHook('onRequest', async (request, reply) => {
      let kind = routeKind(request.method, request.url, request.routeOptions.url);
      if (kind === null || request.routeOptions.config?.rateLimit) return;
      if (kind === 'search') kind = await searchBudget(request.routeOptions.config?.searchProvenance);
      const { ip, account } = limiters.get(kind)!;
      const results = [await ip(request)];
      if (request.authSession) results.push(await account(request));
      const counted = results.filter((r): r is Counted => !r.isAllowed);
      if (counted.length === 0) return;
      const tightest = counted.reduce((a, b) => (b.remaining < a.remaining ? b : a));
      reply.header('x-ratelimit-limit', tightest.max);
      reply.header('x-ratelimit-remaining', tightest.remaining);
      reply.header('x-ratelimit-reset', tightest.ttlInSeconds);
      const exceeded = counted.find((r) => r.isExceeded);
      if (exceeded) {
        reply.header('retry-after', exceeded.ttlInSeconds);
        throw new AppError(429, 'RATE_LIMITED');
      }
    });
  },
  { name: 'criadero-rate-limit', fastify: '5.x', dependencies: ['criadero-identity'] },
);

/**
 * One Redis connection for the counters, opened before the server listens so that a wrong
 * REDIS_URL stops the start-up with a clear message. Commands fail fast while it is down
 * (no offline queue) so the limiter lets requests through instead of making them wait.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  let warned = false;
  redis.on('error', (error: unknown) => {
    if (warned) return;
    warned = true;
    app.log.warn({ err: error }, 'Redis (rate limits) is unreachable; requests pass uncounted until it is back');
  });
  redis.on('ready', () => {
    warned = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new ConfigError(`REDIS_URL: could not connect to ${redactUrl(url)} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

const redactUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');
