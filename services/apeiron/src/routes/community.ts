import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@criadero/api-contracts/schemas/common';
import { AppError, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { GuildWarResponse, LEADERBOARD_MAX_PAGE_SIZE, LEADERBOARD_PAGE_SIZE, LeaderboardQuery, LeaderboardResponse } from '@criadero/api-contracts/apeiron';
import { standings } from '../guild-war/standings';
import { fromSource } from './guard';

/** Free: the player leaderboard and the guild war data (members, match-ups, scores, table). */
export async function communityRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/apeiron/leaderboard',
    {
      schema: {
        tags: ['apeiron'],
        summary: 'Players ranked by rating; q narrows by name, guild by guild id (ranks stay global)',
        querystring: LeaderboardQuery,
        response: { 200: LeaderboardResponse, 400: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? LEADERBOARD_PAGE_SIZE);
      if (page < 1 || pageSize < 1 || pageSize > LEADERBOARD_MAX_PAGE_SIZE) {
        throw new AppError(400, 'VALIDATION_ERROR', { detail: `page >= 1 and pageSize from 1 to ${LEADERBOARD_MAX_PAGE_SIZE}` });
      }
      const { source } = app.apeiron;
      const [found, guilds, info] = await fromSource(() =>
        Promise.all([source.leaderboard({ offset: (page - 1) * pageSize, limit: pageSize, q: request.query.q, guildId: request.query.guild }), source.guilds(), source.source('players')]),
      );
      const byId = new Map(guilds.map((g) => [g.id, g]));
      return {
        entries: found.entries.map(({ rank, player }) => ({ rank, player, guild: player.guildId ? (byId.get(player.guildId) ?? null) : null })),
        total: found.total,
        page,
        pageSize,
        pageCount: Math.ceil(found.total / pageSize),
        source: info,
      };
    },
  );

  app.get(
    '/apeiron/guild-war',
    { schema: { tags: ['apeiron'], summary: 'Guilds with their members, the war match-ups with scores, and the standings', response: { 200: GuildWarResponse, 503: ErrorBodySchema } } },
    async () => {
      const { source } = app.apeiron;
      const [guilds, players, wars, info] = await fromSource(() => Promise.all([source.guilds(), source.players(), source.wars(), source.source('wars')]));
      return {
        guilds: guilds.map((g) => ({ ...g, members: players.filter((p) => p.guildId === g.id) })),
        wars,
        standings: standings(guilds, wars),
        source: info,
      };
    },
  );
}
