import type { RouteNote } from '@criadero/remote-contract';

/** The game tables' read (every Craft World page shows them) */
export const GAME_DATA_PATH = '/api/craft-world/data';

/**
 * CommunityNote as the nav carries it (RouteNote): its message with the tables' date from the
 * game data's answer, drawn compact at the top of the tool. The served page draws it.
 */
export const COMMUNITY_NOTE = {
  id: 'craftworld.community.note',
  look: 'compact',
  read: { path: GAME_DATA_PATH, texts: { date: 'asOf' } },
} as const satisfies RouteNote;
