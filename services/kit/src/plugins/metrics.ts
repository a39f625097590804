import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { AppError } from '../errors';
import { errorBody, toAppError } from './error-handler';

const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  /** bearer token Prometheus must send; absent = open (development), or /metrics off (production) */
  token: string | undefined;
  production: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the Prometheus registry of this process: plugins register their own gauges and counters here */
    metrics: Registry;
  }
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics at `/metrics` (prom-client): the process's own (event-loop delay, heap, GC,
 * CPU), every route's latency by method, route pattern and status, and refusals by error code
 * (`BUSY` = shed by load, `RATE_LIMITED` = a rate limit or a full client line). `app.metrics` is
 * the registry, for plugins to add theirs (the billing worker's passes and pending claims).
 * `/metrics` is outside /api: never rate-limited, queued or shed. With METRICS_TOKEN set it
 * answers only `Authorization: Bearer <token>`; in production it is not served without one.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
    const duration = new Histogram({
      name: 'criadero_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const refusals = new Counter({
      name: 'criadero_http_refusals_total',
      help: 'Requests answered with an error, by error code (BUSY: shed under load; RATE_LIMITED: over a rate limit or a full client line)',
      labelNames: ['code', 'status'] as const,
      registers: [registry],
    });
    app.decorate('metrics', registry);

    app.addHook('onError', async (_request, _reply, error) => {
      const appError = toAppError(error);
      refusals.inc({ code: appError.code, status: String(appError.statusCode) });
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === METRICS_PATH) return;
      duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    const served = options.token !== undefined || !options.production;
    if (!served) return;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      if (options.token !== undefined) {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        // answered here, not thrown: this route is registered before the API's error handler, and
        // a wrong scrape token is a refusal to count and note, not a failure with a stack
        if (!sameToken(given, options.token)) {
          const refused = new AppError(401, 'UNAUTHENTICATED');
          refusals.inc({ code: refused.code, status: String(refused.statusCode) });
          request.log.info({ code: refused.code, status: refused.statusCode }, 'metrics scrape refused: missing or wrong METRICS_TOKEN');
          return reply.status(refused.statusCode).send(errorBody(request, refused));
        }
      }
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'criadero-metrics', fastify: '5.x' },
);
