import type { Guild, MarketFilters, Planet, PlanetSort, Player, Section, SourceInfo, War } from '@criadero/api-contracts/apeiron';

export interface PlanetQuery {
  filters: MarketFilters;
  sort: PlanetSort;
  /** 0-based index of the first result */
  offset: number;
  limit: number;
}

interface RankedPlayer {
  rank: number;
  player: Player;
}

/**
 * Where Apeiron data comes from. No public Apeiron API is known, so the service ships
 * `StoreApeironSource` over the repositories, filled by the import command (or the labelled
 * sample at start-up); a live adapter would implement this interface and report its own source.
 */
export interface ApeironDataSource {
  source(section: Section): Promise<SourceInfo>;
  planets(ids: readonly string[]): Promise<Planet[]>;
  searchPlanets(query: PlanetQuery): Promise<{ planets: Planet[]; total: number }>;
  listedCount(): Promise<number>;
  /** players by rating (rank 1 = best), optionally narrowed by name or guild; ranks stay global */
  leaderboard(query: { offset: number; limit: number; q?: string; guildId?: string }): Promise<{ entries: RankedPlayer[]; total: number }>;
  guilds(): Promise<Guild[]>;
  players(): Promise<Player[]>;
  wars(): Promise<War[]>;
}

export class SourceUnavailableError extends Error {
  override name = 'SourceUnavailableError';
}
