import type { FastifyInstance } from 'fastify';
import { PART_TYPES } from '@criadero/genetics';
import { notFound, type TypeBoxTypeProvider } from '@criadero/service-platform';
import { AxieBody, AxieErrorBody, AxieResponse, CardsBody, CardsResponse, SalesBody, SalesResponse } from '../contracts';
import { toCard } from '../cards/card';

const errors = { 400: AxieErrorBody, 404: AxieErrorBody, 429: AxieErrorBody, 503: AxieErrorBody };

/** Free look-ups: one axie's class and parts, creature cards for ids, an axie's sales. */
export async function axieRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/axie',
    { schema: { tags: ['axie'], summary: 'Class and shown parts of one axie', body: AxieBody, response: { 200: AxieResponse, ...errors } } },
    async (request) => {
      const repository = await app.axieMarket.ready();
      const doc = await repository.byId(Number(request.body.axieId));
      if (!doc) throw notFound(`axie ${request.body.axieId}`);
      const genes = app.axieMarket.genes.get(doc.genes);
      return {
        class: genes.class,
        parts: PART_TYPES.map((type) => {
          const part = genes[type].d;
          return { id: part.partId, type, class: part.class, name: part.name };
        }),
      };
    },
  );

  app.post(
    '/axie/cards',
    {
      schema: {
        tags: ['axie'],
        summary: 'Creature cards (spec §3) for up to 500 ids, in the order asked; unknown ids are left out',
        body: CardsBody,
        response: { 200: CardsResponse, ...errors },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids.map(Number))];
      const repository = await app.axieMarket.ready();
      const byId = new Map((await repository.byIds(ids)).map((doc) => [doc.id, doc]));
      return { axies: ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!, app.axieMarket.genes)] : [])) };
    },
  );

  app.post(
    '/axie/sales',
    { schema: { tags: ['axie'], summary: 'Sale history of one axie, newest first', body: SalesBody, response: { 200: SalesResponse, ...errors } } },
    async (request) => {
      const repository = await app.axieMarket.ready();
      const id = Number(request.body.axieId);
      if (!(await repository.byId(id))) throw notFound(`axie ${id}`);
      const sales = await repository.salesOf(id);
      return {
        sales: sales.map((s) => ({ txHash: s.txHash, from: s.from, to: s.to, timestamp: s.timestamp, withPrice: s.priceWei, withPriceUsd: s.priceUsd })),
      };
    },
  );
}
