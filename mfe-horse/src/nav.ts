import type { RemoteNav } from '@criadero/remote-contract';
import { navRoutes } from '@criadero/remote-contract/nav-routes';
import { LEVELING_DATA_AS_OF } from '@criadero/horse-leveling';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [{ id: 'horse', labelId: 'horse.nav.group.horse', order: 80 }],
  routes: navRoutes([
    { path: '/planet-horse-tools/marketplace', group: 'horse', key: 'horse.marketplace' },
    // its note (the date of the cost tables) is the page's largest text on a phone: served with the page
    { path: '/planet-horse-tools/leveling-calculator', group: 'horse', key: 'horse.leveling', note: { id: 'horse.leveling.dataNotice', dates: { date: LEVELING_DATA_AS_OF } } },
  ]),
};
