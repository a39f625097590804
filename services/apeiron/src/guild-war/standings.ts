import type { Guild, Standing, War } from '@criadero/api-contracts/apeiron';

const POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** League table of the finished wars: 3 points a win, 1 a draw; ties by score difference, then score. */
export function standings(guilds: readonly Guild[], wars: readonly War[]): Standing[] {
  const table = new Map<string, Standing>(guilds.map((g) => [g.id, { guildId: g.id, played: 0, won: 0, drawn: 0, lost: 0, points: 0, scoreFor: 0, scoreAgainst: 0 }]));
  for (const war of wars) {
    if (war.status !== 'finished' || war.scoreA === null || war.scoreB === null) continue;
    const sides: [string, number, number][] = [
      [war.guildA, war.scoreA, war.scoreB],
      [war.guildB, war.scoreB, war.scoreA],
    ];
    for (const [guildId, own, other] of sides) {
      const row = table.get(guildId);
      if (!row) continue;
      row.played += 1;
      row.scoreFor += own;
      row.scoreAgainst += other;
      if (own > other) {
        row.won += 1;
        row.points += POINTS.win;
      } else if (own === other) {
        row.drawn += 1;
        row.points += POINTS.draw;
      } else {
        row.lost += 1;
      }
    }
  }
  return [...table.values()].sort(
    (x, y) => y.points - x.points || y.scoreFor - y.scoreAgainst - (x.scoreFor - x.scoreAgainst) || y.scoreFor - x.scoreFor || x.guildId.localeCompare(y.guildId),
  );
}
