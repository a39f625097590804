import type { FastifyInstance } from 'fastify';
import { languageOf, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { AxieStatusResponse } from '@criadero/api-contracts/axie';
import { marketProvenance } from './provenance';

/** Which axie service answers, whether paid search is wired in, and what market it serves (labelled in the caller's language). */
export async function statusRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/axie/status', { schema: { tags: ['axie'], summary: 'Axie service status', response: { 200: AxieStatusResponse } } }, async (request) => {
    const { loader } = app.axieMarket;
    const freshness = await app.axieMarketSync.freshness();
    const coverage = (await app.axieMarketSync.sync?.coverage()) ?? null;
    const listings = coverage && loader.loaded ? { source: coverage.reported, index: (await app.axieMarket.repository.snapshot()).listedIds().length, eggs: coverage.eggs, clipped: coverage.clipped, sweptAt: new Date(coverage.finishedAt).toISOString() } : null;
    return {
      service: 'axie' as const,
      version: '0.1.0',
      paidSearch: typeof app.searchCredits?.run === 'function',
      market: {
        source: loader.info.kind,
        provenance: marketProvenance(app),
        label: loader.info.label[languageOf(request)],
        asOf: loader.info.asOf,
        loaded: loader.loaded,
        axies: loader.lastReport?.axies ?? null,
        ...freshness,
        listings,
      },
    };
  });
}
