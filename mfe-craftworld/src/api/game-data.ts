import { useApiLoad } from '@criadero/ui';
import { craftworldApi, type GameDataResponse } from './craftworld-api';

let cached: Promise<GameDataResponse> | null = null;

/** The tables change only with a deploy: fetched once per page load and shared by every page. */
function loadGameData(): Promise<GameDataResponse> {
  cached ??= craftworldApi.data().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export const useGameData = () => useApiLoad('game-data', loadGameData);
