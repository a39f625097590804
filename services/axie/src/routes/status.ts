import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { languageOf } from './origins';

const Status = Type.Object(
  {
    service: Type.Literal('axie'),
    version: Type.String(),
    paidSearch: Type.Boolean(),
    market: Type.Object(
      {
        source: Type.Union([Type.Literal('generated'), Type.Literal('graphql')]),
        label: Type.String({ description: "what the data is (sample data or the imported marketplace), in the caller's language (Accept-Language)" }),
        asOf: Type.String(),
        loaded: Type.Boolean(),
        axies: Type.Union([Type.Integer(), Type.Null()]),
        syncing: Type.Boolean({ description: 'a feed keeps the market current (the generated sample evolves too)' }),
        syncedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'ISO time of the last change applied to this instance' }),
        lagSeconds: Type.Union([Type.Integer(), Type.Null()], { description: 'seconds since the last successful poll (by whichever instance polls)' }),
        changesApplied: Type.Integer({ description: 'changes applied to this instance since it started' }),
        failing: Type.Boolean({ description: 'the last poll failed' }),
        failingSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        degraded: Type.Boolean({ description: 'failing or silent longer than AXIE_SYNC_DEGRADED_AFTER_S: stale data, searches not charged' }),
        leader: Type.Boolean({ description: 'this instance polls the feed' }),
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
    const freshness = await app.axieMarket.freshness();
    return {
      service: 'axie' as const,
      version: '0.1.0',
      paidSearch: typeof app.searchCredits?.debitSearchCredit === 'function',
      market: {
        source: index.info.kind,
        label: index.info.label[languageOf(request)],
        asOf: index.info.asOf,
        loaded: index.loaded,
        axies: index.lastReport?.axies ?? null,
        ...freshness,
      },
    };
  });
}
