import type { FastifyInstance } from 'fastify';
import type { Language } from '@criadero/api-contracts/errors';
import { PART_TYPES, classicStats, percentFromParents } from '@criadero/genetics';
import { languageOf, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { PartsEvolutionResponse, ShowroomBody, ShowroomResponse, toolErrors } from '@criadero/api-contracts/axie';
import { portraitUrl } from '../cards/card';
import { ToolsError } from '../errors';
import { marketSource } from '../market/answer-source';
import { fromIndexOrMarketplace } from '../market/graphql-axie-detail';
import { partCards, partsEvolution } from './part-cards';
import { STATS_NOTE } from './stats';

const PARTS_EVOLUTION_LABELS: Record<'sample' | 'api', Record<Language, string>> = {
  sample: {
    es: 'Cartas de Origins del ejemplo de la documentación de Sky Mavis (~ene 2024)',
    en: 'Origins cards from the Sky Mavis docs example (~Jan 2024)',
    pt: 'Cartas do Origins do exemplo da documentação da Sky Mavis (~jan 2024)',
  },
  api: { es: 'Cartas de la API de Origins (en vivo)', en: 'Cards from the Origins API (live)', pt: 'Cartas da API do Origins (ao vivo)' },
};

/**
 * `POST /axie/showroom`: axies for a shareable showroom (stats, parts and their cards) from the
 * market index, a real axie the index lacks from the marketplace; `GET /axie/parts-evolution`:
 * the parts table (each base part, its skins, its original and evolved card).
 */
export async function showroomRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/axie/showroom',
    { schema: { tags: ['axie'], summary: 'Axies for a shareable showroom: image, class, stats, parts d/r1/r2 and their cards', body: ShowroomBody, response: { 200: ShowroomResponse, ...toolErrors } } },
    async (request) => {
      const ids = [...new Set(request.body.ids.map(Number))];
      const repository = await app.axieMarket.ready();
      const { detail } = app.axieMarket;
      const live = new Set<number>();
      const docs = detail ? await fromIndexOrMarketplace(detail, ids, repository, live) : await repository.byIds(ids);
      const byId = new Map(docs.map((doc) => [doc.id, doc]));
      const cardsOf = partCards(await app.originsSource.cards().catch(() => []));
      const gene = (e: { partId: string; name: string; class: string; specialGenes: string | null }) => ({ id: e.partId, name: e.name, class: e.class, specialGenes: e.specialGenes });
      return {
        axies: ids.flatMap((id) => {
          const doc = byId.get(id);
          if (!doc) return [];
          const genes = app.axieMarket.genes.get(doc.genes);
          return [
            {
              id: String(id),
              class: doc.class,
              stage: doc.stage,
              breedCount: doc.breedCount,
              bodyShape: doc.bodyShape,
              image: doc.image ?? portraitUrl(doc.genes),
              purity: percentFromParents(genes),
              stats: classicStats(genes),
              parts: PART_TYPES.map((type) => {
                const { original, evolved } = cardsOf(genes[type].d.gen);
                return { type, d: gene(genes[type].d), r1: gene(genes[type].r1), r2: gene(genes[type].r2), card: original, evolvedCard: evolved };
              }),
              priceUsd: doc.priceUsd,
              origin: live.has(id) ? ('marketplace' as const) : ('index' as const),
            },
          ];
        }),
        missing: ids.filter((id) => !byId.has(id)).map(String),
        liveLookup: detail !== null,
        statsNote: STATS_NOTE[languageOf(request)],
        source: marketSource(app, request),
      };
    },
  );

  app.get(
    '/axie/parts-evolution',
    { schema: { tags: ['axie'], summary: 'Every base part with its skin variants and its original vs evolved Origins card', response: { 200: PartsEvolutionResponse, ...toolErrors } } },
    async (request) => {
      const cards = await app.originsSource.cards().catch(() => null);
      if (!cards) throw new ToolsError(502, 'ORIGINS_UNAVAILABLE');
      const kind = app.originsSource.info.kind;
      return {
        parts: partsEvolution(cards),
        source: {
          kind,
          label: PARTS_EVOLUTION_LABELS[kind][languageOf(request)],
          asOf: app.originsSource.info.asOf,
        },
      };
    },
  );
}
