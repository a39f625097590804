import type { Section, SourceInfo } from '@criadero/api-contracts/apeiron';
import { PlanetIndex } from '../market/planet-index';
import type { ApeironRepositories } from '../repositories';
import type { ApeironDataSource, PlanetQuery } from './apeiron-source';

const NO_DATA: SourceInfo = { kind: 'import', label: 'no data imported', asOf: '1970-01-01' };

/** Apeiron data from the store (written by the import command). */
export class StoreApeironSource implements ApeironDataSource {
  private index: { generation: string | null; index: Promise<PlanetIndex> } | null = null;

  constructor(private readonly repos: ApeironRepositories) {}

  /**
   * The market index of the stored planets, rebuilt when the planets' import generation
   * changes: one read by _id per search, so an import by this or any other instance on the
   * same store is seen by the next search.
   */
  private async planetIndex(): Promise<PlanetIndex> {
    const generation = await this.repos.sources.generation('planets');
    if (this.index?.generation !== generation || generation === null) {
      const index = this.repos.planets.listedDocs().then((docs) => new PlanetIndex(docs));
      this.index = { generation, index };
      index.catch(() => (this.index = null)); // a failed read is retried by the next search
    }
    return this.index.index;
  }

  async source(section: Section) {
    return (await this.repos.sources.get(section)) ?? NO_DATA;
  }

  planets(ids: readonly string[]) {
    return this.repos.planets.getMany(ids);
  }

  async searchPlanets({ filters, sort, offset, limit }: PlanetQuery) {
    return (await this.planetIndex()).search(filters, sort, offset, limit);
  }

  listedCount() {
    return this.repos.planets.count({ listed: true });
  }

  // Ranks are computed over every player (a rank is global even when the list is narrowed).
  async leaderboard({ offset, limit, q, guildId }: { offset: number; limit: number; q?: string; guildId?: string }) {
    const ranked = (await this.repos.players.find({}, { sort: { rating: -1, _id: 1 } })).map((player, i) => ({ rank: i + 1, player }));
    const needle = q?.trim().toLocaleLowerCase();
    const found = ranked.filter(({ player }) => (!needle || player.name.toLocaleLowerCase().includes(needle)) && (!guildId || player.guildId === guildId));
    return { entries: found.slice(offset, offset + limit), total: found.length };
  }

  guilds() {
    return this.repos.guilds.find({}, { sort: { name: 1 } });
  }

  players() {
    return this.repos.players.find({}, { sort: { rating: -1, _id: 1 } });
  }

  wars() {
    return this.repos.wars.find({}, { sort: { season: 1, round: 1, _id: 1 } });
  }
}
