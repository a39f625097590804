// The community game data the guide and optimizer pages' tests answer /craft-world/data with.
import type { ReactElement } from 'react';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import type { GameDataResponse } from '../api/craftworld-api';
import { messages } from '../i18n/messages';

/** A test's factories (and any other field it cares about); the rest as a community table dated 2026-01-01. */
export function gameData(data: Pick<GameDataResponse, 'factories'> & Partial<GameDataResponse>): GameDataResponse {
  return { workshopPercent: {}, mastery: [1], workerSpeedStep: 0.5, maxWorkersPerFactory: 4, source: 'test', asOf: '2026-01-01', community: true, ...data };
}

/** Renders a page that reads the game data, the API answering it with `data`. */
export function renderWithGameData(page: ReactElement, data: GameDataResponse) {
  apiServer.use(http.get('*/craft-world/data', () => HttpResponse.json(data)));
  return renderTool(page, { messages });
}
