import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * preValidation hook for POST routes whose body is optional: no body validates as `{}`.
 * Callback style: nothing to wait for, so no promise per request.
 */
export function emptyBodyAsObject(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.body === undefined || request.body === null) request.body = {};
  done();
}
