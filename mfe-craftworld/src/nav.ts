import type { RemoteNav } from '@criadero/remote-contract';
import { navRoutes } from '@criadero/remote-contract/nav-routes';
import { COMMUNITY_NOTE } from './components/community-note';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'dashboard', labelId: 'craftworld.nav.group.dashboard', order: 30 },
    { id: 'craftworld', labelId: 'craftworld.nav.group.craftworld', order: 70 },
  ],
  routes: navRoutes([
    { path: '/dashboard/craftworld', group: 'dashboard', key: 'craftworld.dashboard', requiresLogin: true },
    // each tool opens with the community note (the tables' date: the service's data), its largest
    // text on a phone: served with the page, from the game data read the page shows it from
    { path: '/craft-world-tools/resource-optimizer', group: 'craftworld', key: 'craftworld.optimizer', note: COMMUNITY_NOTE },
    { path: '/craft-world-tools/workshop-guide', group: 'craftworld', key: 'craftworld.workshop', note: COMMUNITY_NOTE },
    { path: '/craft-world-tools/factory-guide', group: 'craftworld', key: 'craftworld.factory', note: COMMUNITY_NOTE },
  ]),
};
