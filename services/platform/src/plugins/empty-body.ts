import type { FastifyRequest } from 'fastify';

/** preValidation hook for POST routes whose body is optional: no body validates as `{}`. */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
