import { embeddedCards, embeddedSeasons, sampleItems } from './data';
import { readImportedItems } from './imported-items';
import { sampleLeaderboard, sampleTeam, type SampleLeaderboardOptions } from './sample-leaderboard';
import type { LeaderboardEntry, OriginsItem, OriginsItems, OriginsSource } from './types';

/**
 * The embedded default: the docs' card list (complete as of the docs snapshot), the public
 * 20-item rune/charm samples (or the full catalogues `npm run import:origins-items` wrote to
 * `itemsDir`, read once) and a seeded sample leaderboard. Everything says what it is.
 */
export class EmbeddedOriginsSource implements OriginsSource {
  readonly info;
  private readonly boards = new Map<number, LeaderboardEntry[]>();
  private readonly catalogues: Record<OriginsItem['kind'], OriginsItems>;

  constructor(private readonly options: SampleLeaderboardOptions & { asOf: string; itemsDir?: string }) {
    this.info = { kind: 'sample' as const, catalogueComplete: false, asOf: options.asOf };
    // read at start-up: an invalid import stops the start with the file's name
    const catalogue = (kind: OriginsItem['kind']): OriginsItems => {
      const imported = options.itemsDir ? readImportedItems(options.itemsDir, kind) : null;
      return imported ? { items: imported.items.map((item) => ({ ...item, kind })), total: imported.total, importedAsOf: imported.source.asOf } : sampleItems(kind);
    };
    this.catalogues = { rune: catalogue('rune'), charm: catalogue('charm') };
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

  async items(kind: OriginsItem['kind']) {
    return this.catalogues[kind];
  }

  async cards() {
    return embeddedCards();
  }
}
