import type { RemoteNav } from '@criadero/remote-contract';
import { navRoutes } from '@criadero/remote-contract/nav-routes';
import { sourceNote } from './components/source-note';
import { leaderboardPath } from './features/leaderboard/leaderboard-read';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'apeiron', labelId: 'apeiron.nav.group.apeiron', order: 10 },
  ],
  routes: navRoutes([
    { path: '/apeiron-tools/breeding-calculator', group: 'apeiron', key: 'apeiron.breeding' },
    // each page's source note (sample or import, and its date: the service's data) is its largest
    // text on a phone: served with the page, from the read the page shows it from
    { path: '/apeiron-tools/marketplace', group: 'apeiron', key: 'apeiron.marketplace', isNew: true, note: sourceNote('/api/apeiron/market/info') },
    { path: '/apeiron-tools/leaderboard', group: 'apeiron', key: 'apeiron.leaderboard', note: sourceNote(leaderboardPath(1)) },
    { path: '/apeiron-tools/guild-war', group: 'apeiron', key: 'apeiron.guildWar', note: sourceNote('/api/apeiron/guild-war') },
  ]),
};
