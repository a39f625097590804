/** Source-neutral Axie Origins data: what the embedded files or the Origins API yield. */

export interface OriginsSeason {
  id: number;
  name: string;
  /** unix seconds, null when the source does not say */
  startedAt: number | null;
  endedAt: number | null;
}

export interface LeaderboardEntry {
  userId: string;
  name: string;
  /** arena rank name (Challenger, Tiger, Chick, Egg…) */
  rank: string;
  tier: number;
  /** leaderboard position */
  topRank: number;
  /** Victory Stars */
  vstar: number;
}

export interface OriginsItem {
  id: string;
  kind: 'rune' | 'charm';
  name: string;
  class: string;
  rarity: string;
  description: string;
  seasonId: number;
  season: string;
  craftable: boolean;
  /** charms only: potential points it costs */
  potentialPoint: number | null;
  imageUrl: string | null;
}

export interface OriginsCard {
  id: number;
  name: string;
  description: string;
  partClass: string;
  partType: string;
  partValue: number;
  energy: number;
  attack: number;
  defense: number;
  healing: number;
  abilityType: string;
  /** 0 = α, 1 = base, 2 = evolved (+) */
  stage: number;
  tags: string[];
}

export interface TeamFighter {
  axieId: number;
  axieType: string;
  name: string;
  genes: string;
  position: number;
  /** part type → charm id ('' = none) */
  charms: Record<string, string>;
  runes: string[];
}

export interface PlayerTeam {
  userId: string;
  teamName: string;
  /** unix seconds of the battle the team comes from, null for the sample */
  battleAt: number | null;
  fighters: TeamFighter[];
}

interface OriginsSourceInfo {
  kind: 'sample' | 'api';
  /** catalogue of runes/charms is complete (API) or only the public 20-item samples */
  catalogueComplete: boolean;
  asOf: string;
}

export interface OriginsItems {
  items: OriginsItem[];
  total: number;
  importedAsOf?: string;
}

/** Where Origins data comes from: the embedded files (default) or the Origins API (key from env). */
export interface OriginsSource {
  readonly info: OriginsSourceInfo;
  seasons(): Promise<OriginsSeason[]>;
  /** the full ranked list of a season, best first; null when the source has no list for that season */
  leaderboard(seasonId: number): Promise<LeaderboardEntry[] | null>;
  /** the player's most recent team, or null when no battle data gives it */
  team(userId: string, seasonId: number): Promise<PlayerTeam | null>;
  /** the catalogue of `kind`; `total` = the real catalogue's size; `importedAsOf` = day of the import (imported catalogue) */
  items(kind: OriginsItem['kind']): Promise<OriginsItems>;
  cards(): Promise<OriginsCard[]>;
}
