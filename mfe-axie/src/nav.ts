import type { RemoteNav } from '@criadero/remote-contract';

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'axie', labelId: 'axie.nav.group.axie', order: 20 },
    { id: 'axieLandBattles', labelId: 'axie.nav.group.axieLandBattles', order: 60 },
  ],
  routes: [
    {
      path: '/axie-infinity-tools/breeding-calculator',
      group: 'axie',
      order: 1,
      titleId: 'axie.breeding.title',
      purposeId: 'axie.breeding.purpose',
    },
    {
      path: '/axie-infinity-tools/origins-leaderboard',
      group: 'axie',
      order: 2, isNew: true,
      titleId: 'axie.originsLeaderboard.title',
      purposeId: 'axie.originsLeaderboard.purpose',
    },
    {
      path: '/axie-infinity-tools/runes-and-charms',
      group: 'axie',
      order: 3,
      titleId: 'axie.runesCharms.title',
      purposeId: 'axie.runesCharms.purpose',
    },
    {
      path: '/axie-infinity-tools/axie-sales-history',
      group: 'axie',
      order: 4,
      titleId: 'axie.salesHistory.title',
      purposeId: 'axie.salesHistory.purpose',
    },
    {
      path: '/axie-infinity-tools/breeding-tree',
      group: 'axie',
      order: 5,
      titleId: 'axie.breedingTree.title',
      purposeId: 'axie.breedingTree.purpose',
    },
    {
      path: '/axie-infinity-tools/poison-calculator',
      group: 'axie',
      order: 6,
      titleId: 'axie.poison.title',
      purposeId: 'axie.poison.purpose',
    },
    {
      path: '/axie-infinity-tools/axie-showroom',
      group: 'axie',
      order: 7,
      titleId: 'axie.showroom.title',
      purposeId: 'axie.showroom.purpose',
    },
    {
      path: '/axie-infinity-tools/market-alerts',
      group: 'axie',
      order: 8, isNew: true, requiresLogin: true,
      titleId: 'axie.alerts.title',
      purposeId: 'axie.alerts.purpose',
    },
    {
      path: '/axie-land-battles/cards',
      group: 'axieLandBattles',
      order: 9,
      titleId: 'axie.landCards.title',
      purposeId: 'axie.landCards.purpose',
    },
  ],
  // the live alerts of watched searches, on every page once a player is signed in (rootMounts in routes.tsx)
  rootMounts: true,
};
