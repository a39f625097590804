import type { RemoteNav } from '@criadero/remote-contract';
import { navRoutes } from '@criadero/remote-contract/nav-routes';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'lumiterra', labelId: 'lumiterraPixels.nav.group.lumiterra', order: 40 },
    { id: 'pixels', labelId: 'lumiterraPixels.nav.group.pixels', order: 50 },
  ],
  routes: navRoutes([
    { path: '/lumiterra-tools/marketplace', group: 'lumiterra', key: 'lumiterraPixels.lumiterraMarket' },
    { path: '/lumiterra-tools/energy', group: 'lumiterra', key: 'lumiterraPixels.energy' },
    { path: '/pixels-tools/taskboard', group: 'pixels', key: 'lumiterraPixels.taskboard' },
  ]),
};
