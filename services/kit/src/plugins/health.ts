import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { API_PATHS } from '@criadero/api-contracts/paths';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import { AppError } from '../errors';

const Health = Type.Object({ status: Type.Literal('ok'), uptimeSeconds: Type.Number() }, { additionalProperties: false });
const Ready = Type.Object(
  {
    status: Type.Literal('ready'),
    store: Type.Union([Type.Literal('embedded'), Type.Literal('mongodb')]),
    durable: Type.Boolean(),
    degraded: Type.Array(Type.String(), { description: 'parts that answer from stale data (e.g. axie-market: its sync has been failing); the instance still serves' }),
  },
  { additionalProperties: false },
);

/** A part of the site that can run degraded (answering, from stale data): true while it is. */
export type DegradedCheck = () => boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** named checks `/api/ready` reports as `degraded` (plugins add theirs) */
    degradedChecks: Map<string, DegradedCheck>;
  }
}

/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: the store answers and
 * the process is not shedding load). Ready means a request sent now is served: while load
 * shedding (createFastify) would refuse API work, readiness says so too, with the same 503.
 * `degraded` names the parts serving stale data, which do not make the instance unready.
 */
export const healthPlugin = fp(
  async (app) => {
    app.decorate('degradedChecks', new Map<string, DegradedCheck>());
    app.get(API_PATHS.health, { schema: { tags: ['platform'], summary: 'Liveness: the process answers', response: { 200: Health } } }, async () => ({
      status: 'ok' as const,
      uptimeSeconds: Math.round(process.uptime()),
    }));
    app.get(API_PATHS.ready, { schema: { tags: ['platform'], summary: 'Readiness: a request sent now is served (503 NOT_READY otherwise)', response: { 200: Ready, 503: ErrorBodySchema } } }, async () => {
      if (app.hasDecorator('isUnderPressure') && app.isUnderPressure()) throw new AppError(503, 'NOT_READY');
      try {
        await app.store.ping();
      } catch (error) {
        throw new AppError(503, 'NOT_READY', { cause: error });
      }
      const degraded = [...app.degradedChecks].filter(([, check]) => check()).map(([name]) => name);
      return { status: 'ready' as const, store: app.store.kind, durable: app.store.durable, degraded };
    });
  },
  { name: 'criadero-health', fastify: '5.x', dependencies: ['criadero-store'] },
);
