import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PART_TYPES, tryDecodeGenes } from '@criadero/genetics';
import { languageOf, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { portraitUrl } from '../cards/card';
import { OriginsApiError } from './api-source';
import { embeddedCards, poisonFacts } from './data';
import { filterCards, filterItems, fold, paginate } from './filters';
import { ORIGINS_LABELS, POISON_SEASON, itemsLabel } from './labels';
import type { OriginsItem, OriginsSource } from './types';
import {
  CardsFilterBody,
  CardsListResponse,
  ItemsBody,
  ItemsResponse,
  LeaderboardBody,
  LeaderboardResponse,
  PoisonResponse,
  SeasonsResponse,
  TeamBody,
  TeamResponse,
  toolErrors,
  type SourceInfo,
} from '@criadero/api-contracts/axie';
import { ToolsError } from '../errors';

/** Where an Origins answer comes from, labelled in the caller's language. */
export const sourceOf = (source: OriginsSource, what: keyof typeof ORIGINS_LABELS, request: FastifyRequest): SourceInfo => ({
  kind: source.info.kind,
  label: ORIGINS_LABELS[what][source.info.kind][languageOf(request)],
  asOf: source.info.asOf,
});

/** Origins API failures become 502 ORIGINS_UNAVAILABLE (the caller can retry later). */
export async function upstream<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof OriginsApiError) throw new ToolsError(502, 'ORIGINS_UNAVAILABLE', undefined, error);
    throw error;
  }
}

/** The rune/charm catalogue's source: the live API, an import (as of its day) or the docs' sample. */
function itemsSource(source: OriginsSource, kind: OriginsItem['kind'], held: number, total: number, importedAsOf: string | undefined, request: FastifyRequest): SourceInfo {
  const how = source.info.kind === 'api' ? 'api' : importedAsOf ? 'imported' : 'sample';
  return { kind: how, label: itemsLabel(how, kind, held, total, languageOf(request)), asOf: importedAsOf ?? source.info.asOf };
}

/** The current season when none is asked for. */
async function seasonOrCurrent(source: OriginsSource, seasonId: number | undefined): Promise<number> {
  if (seasonId !== undefined) return seasonId;
  const current = (await upstream(source.seasons()))[0];
  if (!current) throw new ToolsError(404, 'SEASON_NOT_AVAILABLE');
  return current.id;
}

/** Origins: seasons, leaderboard, a player's team, runes/charms catalogue, cards, the poison rule. */
export async function originsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const source = () => app.originsSource;

  app.get('/origins/seasons', { schema: { tags: ['origins'], summary: 'Origins seasons, newest first', response: { 200: SeasonsResponse, ...toolErrors } } }, async (request) => ({
    seasons: await upstream(source().seasons()),
    source: sourceOf(source(), 'leaderboard', request),
  }));

  app.post(
    '/origins/leaderboard',
    { schema: { tags: ['origins'], summary: 'Ranked players of a season, searchable by name, paginated', body: LeaderboardBody, response: { 200: LeaderboardResponse, ...toolErrors } } },
    async (request) => {
      const { q, page = 1, pageSize = 25 } = request.body;
      const seasonId = await seasonOrCurrent(source(), request.body.seasonId);
      const board = await upstream(source().leaderboard(seasonId));
      if (!board) throw new ToolsError(404, 'SEASON_NOT_AVAILABLE', String(seasonId));
      const needle = q ? fold(q.trim()) : '';
      const rows = needle ? board.filter((p) => fold(p.name).includes(needle)) : board;
      const slice = paginate(rows, page, pageSize);
      return { seasonId, players: slice.rows, total: slice.total, page, pageSize, source: sourceOf(source(), 'leaderboard', request) };
    },
  );

  app.post(
    '/origins/team',
    { schema: { tags: ['origins'], summary: "A player's most recent team (axies, runes, charms) from battle data", body: TeamBody, response: { 200: TeamResponse, ...toolErrors } } },
    async (request) => {
      const seasonId = await seasonOrCurrent(source(), request.body.seasonId);
      const team = await upstream(source().team(request.body.userId, seasonId));
      if (!team) throw new ToolsError(404, 'TEAM_NOT_AVAILABLE');
      const [runes, charms] = await Promise.all([upstream(source().items('rune')), upstream(source().items('charm'))]);
      const byId = new Map<string, OriginsItem>([...runes.items, ...charms.items].map((i) => [i.id, i]));
      return {
        userId: team.userId,
        teamName: team.teamName,
        battleAt: team.battleAt,
        fighters: team.fighters.map((f) => {
          // starter axies carry genes outside the NFT catalogue: shown without parts
          const decoded = tryDecodeGenes(f.genes);
          const genes = decoded instanceof Error ? null : decoded;
          return {
            axieId: f.axieId,
            name: f.name,
            position: f.position,
            class: genes?.class ?? null,
            image: genes ? portraitUrl(f.genes) : null,
            parts: genes ? PART_TYPES.map((type) => ({ type, id: genes[type].d.partId, name: genes[type].d.name, class: genes[type].d.class })) : [],
            runes: f.runes.map((id) => ({ id, item: byId.get(id) ?? null })),
            charms: Object.entries(f.charms)
              .filter(([, id]) => id)
              .map(([part, id]) => ({ part, id, item: byId.get(id) ?? null })),
          };
        }),
        source: sourceOf(source(), 'leaderboard', request),
      };
    },
  );

  app.post(
    '/origins/items',
    { schema: { tags: ['origins'], summary: 'Runes or charms filtered by class, rarity, season and text', body: ItemsBody, response: { 200: ItemsResponse, ...toolErrors } } },
    async (request) => {
      const { kind, page = 1, pageSize = 24, ...filter } = request.body;
      const { items, total, importedAsOf } = await upstream(source().items(kind as OriginsItem['kind']));
      const slice = paginate(filterItems(items, filter), page, pageSize);
      // an item without a real season (the docs sample has one with seasonId -2, 'Unknown') is
      // listed, but 'Unknown' is no season to filter by
      const seasons = new Map(items.filter((i) => i.seasonId > 0).map((i) => [i.seasonId, i.season]));
      return {
        items: slice.rows,
        total: slice.total,
        catalogueSize: items.length,
        fullCatalogueSize: total,
        sample: items.length < total,
        seasons: [...seasons].map(([id, name]) => ({ id, name })).sort((a, b) => b.id - a.id),
        classes: [...new Set(items.map((i) => i.class))].sort(),
        page,
        pageSize,
        source: itemsSource(source(), kind as OriginsItem['kind'], items.length, total, importedAsOf, request),
      };
    },
  );

  app.post(
    '/origins/cards',
    { schema: { tags: ['origins'], summary: 'Origins cards filtered by class, part, stage, energy, attack and text', body: CardsFilterBody, response: { 200: CardsListResponse, ...toolErrors } } },
    async (request) => {
      const { page = 1, pageSize = 24, ...filter } = request.body;
      if (filter.energy && filter.energy[0]! > filter.energy[1]!) throw new ToolsError(400, 'INVALID_RANGE', 'energy');
      if (filter.attack && filter.attack[0]! > filter.attack[1]!) throw new ToolsError(400, 'INVALID_RANGE', 'attack');
      const cards = await upstream(source().cards());
      const slice = paginate(filterCards(cards, filter), page, pageSize);
      return { cards: slice.rows, total: slice.total, catalogueSize: cards.length, page, pageSize, source: sourceOf(source(), 'cards', request) };
    },
  );

  app.get('/origins/poison', { schema: { tags: ['origins'], summary: 'Poison rule (launch values, configurable in the UI) and the poison cards', response: { 200: PoisonResponse } } }, async (request) => {
    const facts = poisonFacts();
    const known = new Set(embeddedCards().map((c) => c.id));
    return {
      rule: {
        damagePerStack: facts.rule.perStackDamage,
        decayPerTurn: facts.rule.decayPerTurn,
        maxStacks: facts.rule.maxStacks,
        // Season 7's Bloodmoon ends every game at turn 18
        turnCap: 18,
        trigger: facts.rule.trigger,
        text: facts.rule.launchRule,
        season: POISON_SEASON[languageOf(request)],
        status: facts.rule.status,
        turnCapNote: facts.turnCapNote,
      },
      cards: facts.cards.filter((c) => known.has(c.id)),
    };
  });
}
