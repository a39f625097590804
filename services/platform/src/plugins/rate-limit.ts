import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/** Visitors are limited per IP address, signed-in users per session. */
export function rateLimitKey(request: FastifyRequest): string {
  return request.authSession ? `session:${request.authSession.id}` : `ip:${request.ip}`;
}

/**
 * Rate limiting on every route. Registered after the identity plugin, whose
 * onRequest hook has already resolved the session when the limiter runs.
 * A route may set a stricter limit with `config: { rateLimit: { max } }`.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      keyGenerator: rateLimitKey,
      errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED'),
    });
  },
  { name: 'criadero-rate-limit', fastify: '5.x', dependencies: ['criadero-identity'] },
);
