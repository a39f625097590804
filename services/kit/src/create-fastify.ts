import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@criadero/api-contracts/paths';
import type { PlatformConfig } from './config';
import { CpuPool, type CpuPoolOptions } from './cpu';
import { AppError } from './errors';
import { refuseUnparsable, sendFrameworkError } from './plugins/error-handler';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Server-wide limits against slow or overwhelming clients. A request must arrive whole within
 * `requestTimeoutMs` and a socket may stay silent `connectionTimeoutMs`. Ordinary bursts wait in
 * line per client (plugins/client-queue.ts). Only when the event loop's mean delay over a sample
 * (1 s) passes `maxEventLoopDelayMs` — every request already waits that long for the loop: the
 * process is truly overloaded, not busy with one burst — do new API requests get 503 BUSY, and
 * /api/ready answers 503 so a load balancer sends the work elsewhere; health still answers.
 * (Event-loop utilisation is not used: one second-long start-up task would shed the next
 * second's requests.) Start-up (plugins and `onReady` hooks: indexes, seeds, the axie market,
 * which may wait for another instance's load lease) may take `startUpTimeoutMs`; Fastify's 10 s
 * default killed a start on a busy 2-core machine while the 20,000-axie sample was generated.
 */
export const SERVER_LIMITS = {
  startUpTimeoutMs: 300_000,
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 60_000,
  maxEventLoopDelayMs: 1000,
} as const;

/** Characters of a request's address a log line keeps (an old breeding link carries up to 768 KiB in it). */
const LOGGED_URL_CHARS = 2048;

/** Fastify's request fields for a log line, the address cut to LOGGED_URL_CHARS. */
export function requestForLog(request: FastifyRequest) {
  const url = request.url.length > LOGGED_URL_CHARS ? `${request.url.slice(0, LOGGED_URL_CHARS)}… (${request.url.length} characters)` : request.url;
  return { method: request.method, url, host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/** Paths load shedding never refuses: the orchestrator must see the process answer. */
const NEVER_SHED = new Set<string>([API_PATHS.health, API_PATHS.ready]);

/**
 * What a service's parts log through, by level (Fastify's `app.log` fits it; a test passes its own):
 * one type for every class that logs, instead of a shape per class.
 */
export interface ServiceLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CreateFastifyOptions {
  /** replaces the pino logger options built from the config (tests pass `false`) */
  logger?: FastifyServerOptions['logger'];
  /** the CPU worker pool's options (see CpuPool) */
  cpu?: CpuPoolOptions;
  /** load-shedding thresholds (default SERVER_LIMITS; off when NODE_ENV=test); `false` turns shedding off */
  underPressure?: false | { maxEventLoopDelayMs?: number; maxEventLoopUtilization?: number; sampleIntervalMs?: number };
  /** the largest request head Node reads (default Node's 16 KiB), with the answer to one over it (default refuseUnparsable) */
  requestHead?: { maxBytes: number; refuse: NonNullable<FastifyServerOptions['clientErrorHandler']> };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** CPU-heavy work off the event loop, under a time limit (see CpuPool) */
    cpu: CpuPool;
  }
}

/**
 * A Fastify instance with the platform's server options: pino logs with
 * request ids (a well-formed incoming `x-request-id` is kept), body limit,
 * trailing slashes ignored, and TypeBox validation that rejects unknown fields
 * instead of stripping them (Fastify's default Ajv has `removeAdditional: true`)
 * and never coerces body types. Also request/connection timeouts, load shedding
 * (@fastify/under-pressure: 503 BUSY) and `app.cpu`, the CPU worker pool, closed with the app.
 */
export function createFastify(config: PlatformConfig, options: CreateFastifyOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
      serializers: { req: requestForLog },
    },
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    pluginTimeout: SERVER_LIMITS.startUpTimeoutMs,
    requestTimeout: SERVER_LIMITS.requestTimeoutMs,
    connectionTimeout: SERVER_LIMITS.connectionTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: options.requestHead?.refuse ?? refuseUnparsable,
    ...(options.requestHead ? { http: { maxHeaderSize: options.requestHead.maxBytes } } : {}),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  })
    .withTypeProvider<TypeBoxTypeProvider>()
    .setValidatorCompiler(TypeBoxValidatorCompiler);

  const cpu = new CpuPool(options.cpu);
  app.decorate('cpu', cpu);
  app.addHook('onClose', async () => cpu.close());

  // off by default under tests: a test loading a big dataset then asking at once must not get 503
  const shedding = options.underPressure ?? (config.env === 'test' ? false : {});
  if (shedding !== false) {
    void app.register(underPressure, {
      maxEventLoopDelay: shedding.maxEventLoopDelayMs ?? SERVER_LIMITS.maxEventLoopDelayMs,
      maxEventLoopUtilization: shedding.maxEventLoopUtilization,
      sampleInterval: shedding.sampleIntervalMs,
      // a rejection goes through the platform's error handler: `{ error, code: 'BUSY' }`, 503, retry-after
      pressureHandler: async (request, _reply, _type, value) => {
        const path = request.url.split('?')[0]!;
        // only API work is shed: the shell's HTML and every static file cost next to nothing and
        // a refused one is a blank page; health and readiness must answer the load balancer
        if (NEVER_SHED.has(path) || (path !== '/api' && !path.startsWith('/api/'))) return;
        // under-pressure reports Infinity when no delay sample fell in the last interval (one task
        // held the loop the whole second): that stall is over by now, so it is not shed for
        if (value === Infinity) return;
        throw new AppError(503, 'BUSY');
      },
    });
  }
  return app;
}
