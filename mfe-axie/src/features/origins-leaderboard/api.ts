import type { LeaderboardBody, LeaderboardResponse, SeasonsResponse, TeamBody, TeamResponse } from '@criadero/api-contracts/axie';
import { callApi } from '@criadero/session/api';

export const fetchSeasons = (signal: AbortSignal) => callApi<SeasonsResponse>('/api/origins/seasons', { signal });
export const fetchLeaderboard = (body: LeaderboardBody, signal: AbortSignal) => callApi<LeaderboardResponse>('/api/origins/leaderboard', { body, signal });
export const fetchTeam = (body: TeamBody, signal: AbortSignal) => callApi<TeamResponse>('/api/origins/team', { body, signal });
