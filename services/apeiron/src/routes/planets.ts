import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import { notFound, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { PlanetParams, PlanetResponse } from '@criadero/api-contracts/apeiron';
import { fromSource } from './guard';

/** Free: one planet with its parents (the breeding calculator's picker). */
export async function planetRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/apeiron/planets/:id',
    { schema: { tags: ['apeiron'], summary: 'A planet by token id, with its parents', params: PlanetParams, response: { 200: PlanetResponse, 400: ErrorBodySchema, 404: ErrorBodySchema, 503: ErrorBodySchema } } },
    async (request) => {
      const { source } = app.apeiron;
      const [planet] = await fromSource(() => source.planets([request.params.id]));
      if (!planet) throw notFound(`planet ${request.params.id}`);
      const parents = await fromSource(() => source.planets(planet.parentIds ?? []));
      return { planet, parents, source: await fromSource(() => source.source('planets')) };
    },
  );
}
