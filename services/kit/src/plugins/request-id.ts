import fp from 'fastify-plugin';

/** Echoes the request id (see `createFastify`) in `x-request-id` on every response. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'criadero-request-id', fastify: '5.x' },
);
