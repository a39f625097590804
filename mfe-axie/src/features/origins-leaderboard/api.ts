import { callApi } from '@criadero/session/api';
import type { SourceInfo } from '../tools-shared/api';

export interface Season {
  id: number;
  name: string;
  startedAt: number | null;
  endedAt: number | null;
}
export interface Player {
  userId: string;
  name: string;
  rank: string;
  tier: number;
  topRank: number;
  vstar: number;
}
export interface LeaderboardAnswer {
  seasonId: number;
  players: Player[];
  total: number;
  page: number;
  pageSize: number;
  source: SourceInfo;
}
interface ItemRef {
  id: string;
  item: { name: string; rarity: string; class: string; description: string } | null;
}
export interface Fighter {
  axieId: number;
  name: string;
  position: number;
  class: string | null;
  image: string | null;
  parts: { type: string; id: string; name: string; class: string }[];
  runes: ItemRef[];
  charms: (ItemRef & { part: string })[];
}
export interface TeamAnswer {
  userId: string;
  teamName: string;
  battleAt: number | null;
  fighters: Fighter[];
  source: SourceInfo;
}

export const fetchSeasons = (signal: AbortSignal) => callApi<{ seasons: Season[]; source: SourceInfo }>('/api/origins/seasons', { signal });
export const fetchLeaderboard = (body: { seasonId?: number; q?: string; page: number; pageSize: number }, signal: AbortSignal) =>
  callApi<LeaderboardAnswer>('/api/origins/leaderboard', { body, signal });
export const fetchTeam = (body: { userId: string; seasonId: number }, signal: AbortSignal) => callApi<TeamAnswer>('/api/origins/team', { body, signal });
