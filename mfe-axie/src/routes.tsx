import { defineRemote, lazyPage, type RemoteRoute } from '@criadero/platform';
import { messages } from './i18n/messages';

const routes: RemoteRoute[] = [
  {
    path: '/axie-infinity-tools/breeding-calculator',
    group: 'axie',
    order: 1,
    titleId: 'axie.breeding.title',
    purposeId: 'axie.breeding.purpose',
    Component: lazyPage(() => import('./features/breeding/pages/BreedingPage')),
  },
  {
    path: '/axie-infinity-tools/origins-leaderboard',
    group: 'axie',
    order: 2, isNew: true,
    titleId: 'axie.originsLeaderboard.title',
    purposeId: 'axie.originsLeaderboard.purpose',
    Component: lazyPage(() => import('./features/origins-leaderboard/pages/OriginsLeaderboardPage')),
  },
  {
    path: '/axie-infinity-tools/runes-and-charms',
    group: 'axie',
    order: 3,
    titleId: 'axie.runesCharms.title',
    purposeId: 'axie.runesCharms.purpose',
    Component: lazyPage(() => import('./features/runes-charms/pages/RunesCharmsPage')),
  },
  {
    path: '/axie-infinity-tools/axie-sales-history',
    group: 'axie',
    order: 4,
    titleId: 'axie.salesHistory.title',
    purposeId: 'axie.salesHistory.purpose',
    Component: lazyPage(() => import('./features/sales-history/pages/SalesHistoryPage')),
  },
  {
    path: '/axie-infinity-tools/breeding-tree',
    group: 'axie',
    order: 5,
    titleId: 'axie.breedingTree.title',
    purposeId: 'axie.breedingTree.purpose',
    Component: lazyPage(() => import('./features/breeding-tree/pages/BreedingTreePage')),
  },
  {
    path: '/axie-infinity-tools/poison-calculator',
    group: 'axie',
    order: 6,
    titleId: 'axie.poison.title',
    purposeId: 'axie.poison.purpose',
    Component: lazyPage(() => import('./features/poison/pages/PoisonPage')),
  },
  {
    path: '/axie-infinity-tools/axie-showroom',
    group: 'axie',
    order: 7,
    titleId: 'axie.showroom.title',
    purposeId: 'axie.showroom.purpose',
    Component: lazyPage(() => import('./features/showroom/pages/ShowroomPage')),
  },
  {
    path: '/axie-land-battles/cards',
    group: 'axieLandBattles',
    order: 8,
    titleId: 'axie.landCards.title',
    purposeId: 'axie.landCards.purpose',
    Component: lazyPage(() => import('./features/land-cards/pages/LandCardsPage')),
  },
];

export default defineRemote({
  groups: [
    { id: 'axie', labelId: 'axie.nav.group.axie', order: 20 },
    { id: 'axieLandBattles', labelId: 'axie.nav.group.axieLandBattles', order: 60 },
  ],
  routes,
  messages,
});
