import type { FastifyInstance, FastifyReply } from 'fastify';
import { PART_TYPES } from '@criadero/genetics';
import { notFound, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { AxieBody, AxieErrorBody, AxieResponse, CardsBody, CardsResponse, SalesResponse } from '@criadero/api-contracts/axie';
import { toCard } from './card';

const errors = { 400: AxieErrorBody, 404: AxieErrorBody, 429: AxieErrorBody, 503: AxieErrorBody };

const JSON_UTF8 = 'application/json; charset=utf-8';
/** Serialized /axie answers kept, at most (about half a kilobyte each). */
const ANSWERS_KEPT = 10_000;

/** Free look-ups: one axie's class and parts, creature cards for ids, an axie's sales. */
export async function axieRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  /**
   * The /axie answer by genes, serialized by the route's own 200 schema the first time. The
   * answer is a function of the genes alone (class and shown parts), so an entry never goes
   * stale: a reloaded market that gave an id other genes would look up another key, and an id
   * that left the market is a 404 before this is read. Bounded; the oldest entry goes first.
   */
  const answers = new Map<string, string>();
  const answerFor = (stored: string, reply: FastifyReply): string => {
    let answer = answers.get(stored);
    if (answer === undefined) {
      const genes = app.axieMarket.genes.get(stored);
      const fresh: AxieResponse = {
        class: genes.class,
        parts: PART_TYPES.map((type) => {
          const part = genes[type].d;
          return { id: part.partId, type, class: part.class, name: part.name };
        }),
      };
      answer = reply.serialize(fresh) as string; // fast-json-stringify: a string
      if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
      answers.set(stored, answer);
    }
    return answer;
  };

  app.post(
    '/axie',
    { schema: { tags: ['axie'], summary: 'Class and shown parts of one axie', body: AxieBody, response: { 200: AxieResponse, ...errors } } },
    async (request, reply) => {
      const repository = await app.axieMarket.ready();
      const stored = await repository.genesOf(Number(request.body.axieId));
      if (stored === null) throw notFound(`axie ${request.body.axieId}`);
      // already serialized by this route's 200 schema: a string with a JSON content type is sent as it is
      reply.type(JSON_UTF8);
      return answerFor(stored, reply) as unknown as AxieResponse;
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
      const priced = await app.axieMarket.listingUsd.pricer();
      return { axies: ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!, app.axieMarket.genes, priced)] : [])) };
    },
  );

  app.post(
    '/axie/sales',
    { schema: { tags: ['axie'], summary: 'Sale history of one axie, newest first', body: AxieBody, response: { 200: SalesResponse, ...errors } } },
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
