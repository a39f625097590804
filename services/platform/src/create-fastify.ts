import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@criadero/api-contracts/paths';
import type { PlatformConfig } from './config';
import { CpuPool, type CpuPoolOptions } from './cpu';
import { AppError } from './errors';
import { sendFrameworkError } from './plugins/error-handler';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Server-wide limits against slow or overwhelming clients (issue 19). A request must arrive whole
 * within `requestTimeoutMs` and a socket may stay silent `connectionTimeoutMs`; above the event
 * loop delay or utilisation below, new requests get 503 BUSY (health and readiness still answer).
 */
export const SERVER_LIMITS = {
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 60_000,
  maxEventLoopDelayMs: 1_000,
  maxEventLoopUtilization: 0.98,
} as const;

/** Paths load shedding never refuses: the orchestrator must see the process answer. */
const NEVER_SHED = new Set<string>([API_PATHS.health, API_PATHS.ready]);

export interface CreateFastifyOptions {
  /** replaces the pino logger options built from the config (tests pass `false`) */
  logger?: FastifyServerOptions['logger'];
  /** the CPU worker pool's options (see CpuPool) */
  cpu?: CpuPoolOptions;
  /** load-shedding thresholds (default SERVER_LIMITS); `false` turns shedding off */
  underPressure?: false | { maxEventLoopDelayMs?: number; maxEventLoopUtilization?: number; sampleIntervalMs?: number };
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
    },
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestTimeout: SERVER_LIMITS.requestTimeoutMs,
    connectionTimeout: SERVER_LIMITS.connectionTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  })
    .withTypeProvider<TypeBoxTypeProvider>()
    .setValidatorCompiler(TypeBoxValidatorCompiler);

  const cpu = new CpuPool(options.cpu);
  app.decorate('cpu', cpu);
  app.addHook('onClose', async () => cpu.close());

  if (options.underPressure !== false) {
    void app.register(underPressure, {
      maxEventLoopDelay: options.underPressure?.maxEventLoopDelayMs ?? SERVER_LIMITS.maxEventLoopDelayMs,
      maxEventLoopUtilization: options.underPressure?.maxEventLoopUtilization ?? SERVER_LIMITS.maxEventLoopUtilization,
      sampleInterval: options.underPressure?.sampleIntervalMs,
      // a rejection goes through the platform's error handler: `{ error, code: 'BUSY' }`, 503, retry-after
      pressureHandler: async (request) => {
        if (NEVER_SHED.has(request.url.split('?')[0]!)) return;
        throw new AppError(503, 'BUSY');
      },
    });
  }
  return app;
}

export type ServiceInstance = ReturnType<typeof createFastify>;
export type { FastifyInstance, FastifyBaseLogger };
