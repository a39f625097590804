import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PlatformConfig } from './config';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export interface CreateFastifyOptions {
  /** replaces the pino logger options built from the config (tests pass `false`) */
  logger?: FastifyServerOptions['logger'];
}

/**
 * A Fastify instance with the platform's server options: pino logs with
 * request ids (a well-formed incoming `x-request-id` is kept), body limit,
 * trailing slashes ignored, and TypeBox validation that rejects unknown fields
 * instead of stripping them (Fastify's default Ajv has `removeAdditional: true`)
 * and never coerces body types.
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
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  })
    .withTypeProvider<TypeBoxTypeProvider>()
    .setValidatorCompiler(TypeBoxValidatorCompiler);
  return app;
}

export type ServiceInstance = ReturnType<typeof createFastify>;
export type { FastifyInstance, FastifyBaseLogger };
