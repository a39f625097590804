import type { RemoteNav } from '@criadero/remote-contract';
import { navRoutes } from '@criadero/remote-contract/nav-routes';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'axie', labelId: 'axie.nav.group.axie', order: 20 },
    { id: 'axieLandBattles', labelId: 'axie.nav.group.axieLandBattles', order: 60 },
  ],
  routes: navRoutes([
    { path: '/axie-infinity-tools/breeding-calculator', group: 'axie', key: 'axie.breeding' },
    { path: '/axie-infinity-tools/origins-leaderboard', group: 'axie', key: 'axie.originsLeaderboard', isNew: true },
    { path: '/axie-infinity-tools/runes-and-charms', group: 'axie', key: 'axie.runesCharms' },
    { path: '/axie-infinity-tools/axie-sales-history', group: 'axie', key: 'axie.salesHistory' },
    { path: '/axie-infinity-tools/breeding-tree', group: 'axie', key: 'axie.breedingTree' },
    { path: '/axie-infinity-tools/poison-calculator', group: 'axie', key: 'axie.poison' },
    { path: '/axie-infinity-tools/axie-showroom', group: 'axie', key: 'axie.showroom' },
    { path: '/axie-infinity-tools/market-alerts', group: 'axie', key: 'axie.alerts', isNew: true, requiresLogin: true },
    { path: '/axie-land-battles/cards', group: 'axieLandBattles', key: 'axie.landCards' },
  ]),
  // the live alerts of watched searches, on every page once a player is signed in (rootMounts in routes.tsx)
  rootMounts: true,
};
