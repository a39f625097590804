import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { ProvenanceSchema } from '@criadero/api-contracts/schemas/paid-search';
import { marketProvenance } from '../market/provenance';
import { languageOf } from './origins';

const Status = Type.Object(
  {
    service: Type.Literal('axie'),
    version: Type.String(),
    paidSearch: Type.Boolean(),
    market: Type.Object(
      {
        source: Type.Union([Type.Literal('generated'), Type.Literal('graphql')]),
        provenance: ProvenanceSchema,
        label: Type.String({ description: "what the data is (sample data or the imported marketplace), in the caller's language (Accept-Language)" }),
        asOf: Type.String(),
        loaded: Type.Boolean(),
        axies: Type.Union([Type.Integer(), Type.Null()]),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** Which axie service answers, whether paid search is wired in, and what market it serves (labelled in the caller's language). */
export async function statusRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/axie/status', { schema: { tags: ['axie'], summary: 'Axie service status', response: { 200: Status } } }, async (request) => {
    const { index } = app.axieMarket;
    return {
      service: 'axie' as const,
      version: '0.1.0',
      paidSearch: typeof app.searchCredits?.run === 'function',
      market: {
        source: index.info.kind,
        provenance: marketProvenance(app.axieMarket),
        label: index.info.label[languageOf(request)],
        asOf: index.info.asOf,
        loaded: index.loaded,
        axies: index.lastReport?.axies ?? null,
      },
    };
  });
}
