import { embeddedCards, embeddedSeasons, sampleItems } from './data';
import { sampleLeaderboard, sampleTeam, type SampleLeaderboardOptions } from './sample-leaderboard';
import type { LeaderboardEntry, OriginsSource } from './types';

/**
 * The embedded default: the docs' card list (complete as of the docs snapshot), the public
 * 20-item rune/charm samples and a seeded sample leaderboard. Everything says it is a sample.
 */
export class EmbeddedOriginsSource implements OriginsSource {
  readonly info;
  private readonly boards = new Map<number, LeaderboardEntry[]>();

  constructor(private readonly options: SampleLeaderboardOptions & { asOf: string }) {
    this.info = { kind: 'sample' as const, catalogueComplete: false, asOf: options.asOf };
  }

  async seasons() {
    return embeddedSeasons();
  }

  async leaderboard(seasonId: number) {
    if (!embeddedSeasons().some((s) => s.id === seasonId)) return null;
    let board = this.boards.get(seasonId);
    if (!board) {
      board = sampleLeaderboard(this.options, seasonId);
      this.boards.set(seasonId, board);
    }
    return board;
  }

  async team(userId: string, seasonId: number) {
    const entry = (await this.leaderboard(seasonId))?.find((e) => e.userId === userId);
    return entry ? sampleTeam(this.options, seasonId, entry) : null;
  }

  async items(kind: 'rune' | 'charm') {
    return sampleItems(kind);
  }

  async cards() {
    return embeddedCards();
  }
}
