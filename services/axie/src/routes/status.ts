import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@criadero/service-platform';

const Status = Type.Object(
  { service: Type.Literal('axie'), version: Type.String(), paidSearch: Type.Boolean() },
  { additionalProperties: false },
);

/** Which axie service answers, and whether the shared paid-search mechanism is wired in. */
export async function statusRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/axie/status', { schema: { tags: ['axie'], summary: 'Axie service status', response: { 200: Status } } }, async () => ({
    service: 'axie' as const,
    version: '0.1.0',
    paidSearch: typeof app.searchCredits?.debitSearchCredit === 'function',
  }));
}
