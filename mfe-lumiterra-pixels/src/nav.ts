import type { RemoteNav } from '@criadero/remote-contract';
import { navRoutes } from '@criadero/remote-contract/nav-routes';
import { ENERGY_NOTE } from './features/energy/energy-note';
import { MARKET_NOTE } from './features/marketplace/market-note';
import { TASKBOARD_NOTE } from './features/taskboard/taskboard-note';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'lumiterra', labelId: 'lumiterraPixels.nav.group.lumiterra', order: 40 },
    { id: 'pixels', labelId: 'lumiterraPixels.nav.group.pixels', order: 50 },
  ],
  routes: navRoutes([
    // each page's note (dates, currency and counts of the service's data) is its largest text on
    // a phone: served with the page, from the read the page shows it from (its fields as the page passes them)
    { path: '/lumiterra-tools/marketplace', group: 'lumiterra', key: 'lumiterraPixels.lumiterraMarket', note: MARKET_NOTE },
    { path: '/lumiterra-tools/energy', group: 'lumiterra', key: 'lumiterraPixels.energy', note: ENERGY_NOTE },
    { path: '/pixels-tools/taskboard', group: 'pixels', key: 'lumiterraPixels.taskboard', note: TASKBOARD_NOTE },
  ]),
};
