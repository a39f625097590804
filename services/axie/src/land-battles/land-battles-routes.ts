import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import type { LandBattleCardsFile } from './format';
import { filterCards, paginate } from '../origins/filters';
import { CardsFilterBody, CardsListResponse, CardSchema, toolErrors, type SourceInfo } from '@criadero/api-contracts/axie';
import { ToolsError } from '../errors';
import { sourceOf, upstream } from '../origins/origins-routes';

type ServedCard = Static<typeof CardSchema>;

/** An imported land-battle card in the shape the card browser reads (Origins card fields). */
function toServedCard(c: LandBattleCardsFile['cards'][number]): ServedCard {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    partClass: c.class,
    partType: c.part.type,
    partName: c.part.name,
    ...(c.part.id ? { partId: c.part.id } : {}),
    energy: c.energy,
    attack: c.attack,
    defense: c.defense,
    healing: c.healing ?? 0,
    ...(c.abilityType ? { abilityType: c.abilityType } : {}),
    stage: c.stage ?? 1,
    tags: c.tags ?? [],
  };
}

/**
 * POST /land-battles/cards: the imported land-battle card list (LAND_BATTLE_CARDS_FILE, read and
 * validated once at start-up by the tools plugin) with its own label and date; without one, the
 * Origins cards, labelled as such (same filters and answer as /origins/cards).
 */
export async function landBattleRoutes(instance: FastifyInstance, options: { imported: LandBattleCardsFile | null }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const imported = options.imported ? { cards: options.imported.cards.map(toServedCard), source: options.imported.source } : null;
  const importedSource = (): SourceInfo | null =>
    imported ? { kind: 'imported', label: imported.source.label, asOf: imported.source.asOf, ...(imported.source.url ? { url: imported.source.url } : {}) } : null;

  app.post(
    '/land-battles/cards',
    {
      schema: {
        tags: ['origins'],
        summary: 'Land-battle cards (the imported list, else the Origins cards, labelled) filtered by class, part, stage, energy, attack and text',
        body: CardsFilterBody,
        response: { 200: CardsListResponse, ...toolErrors },
      },
    },
    async (request) => {
      const { page = 1, pageSize = 24, ...filter } = request.body;
      if (filter.energy && filter.energy[0]! > filter.energy[1]!) throw new ToolsError(400, 'INVALID_RANGE', 'energy');
      if (filter.attack && filter.attack[0]! > filter.attack[1]!) throw new ToolsError(400, 'INVALID_RANGE', 'attack');
      const cards: readonly ServedCard[] = imported ? imported.cards : await upstream(app.originsSource.cards());
      const slice = paginate(filterCards(cards, filter), page, pageSize);
      return { cards: slice.rows, total: slice.total, catalogueSize: cards.length, page, pageSize, source: importedSource() ?? sourceOf(app.originsSource, 'cards', request) };
    },
  );
}
