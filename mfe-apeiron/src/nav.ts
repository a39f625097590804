import type { RemoteNav } from '@criadero/remote-contract';
import { navRoutes } from '@criadero/remote-contract/nav-routes';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'apeiron', labelId: 'apeiron.nav.group.apeiron', order: 10 },
  ],
  routes: navRoutes([
    { path: '/apeiron-tools/breeding-calculator', group: 'apeiron', key: 'apeiron.breeding' },
    { path: '/apeiron-tools/marketplace', group: 'apeiron', key: 'apeiron.marketplace', isNew: true },
    { path: '/apeiron-tools/leaderboard', group: 'apeiron', key: 'apeiron.leaderboard' },
    { path: '/apeiron-tools/guild-war', group: 'apeiron', key: 'apeiron.guildWar' },
  ]),
};
