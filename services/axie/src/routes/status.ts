import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@criadero/service-platform';

const Status = Type.Object(
  {
    service: Type.Literal('axie'),
    version: Type.String(),
    paidSearch: Type.Boolean(),
    market: Type.Object(
      {
        source: Type.Union([Type.Literal('generated'), Type.Literal('graphql')]),
        label: Type.String({ description: 'what the data is (sample data or the imported marketplace)' }),
        asOf: Type.String(),
        loaded: Type.Boolean(),
        axies: Type.Union([Type.Integer(), Type.Null()]),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** Which axie service answers, whether paid search is wired in, and what market it serves. */
export async function statusRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/axie/status', { schema: { tags: ['axie'], summary: 'Axie service status', response: { 200: Status } } }, async () => {
    const { index } = app.axieMarket;
    return {
      service: 'axie' as const,
      version: '0.1.0',
      paidSearch: typeof app.searchCredits?.debitSearchCredit === 'function',
      market: {
        source: index.info.kind,
        label: index.info.label,
        asOf: index.info.asOf,
        loaded: index.loaded,
        axies: index.lastReport?.axies ?? null,
      },
    };
  });
}
