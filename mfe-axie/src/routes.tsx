import { defineRemote, lazyPage, routesWithPages } from '@criadero/remote-contract';
import { messages } from './i18n/messages';
import { nav } from './nav';

const routes = routesWithPages(nav, {
  '/axie-infinity-tools/breeding-calculator': lazyPage(() => import('./features/breeding/pages/BreedingPage')),
  '/axie-infinity-tools/origins-leaderboard': lazyPage(() => import('./features/origins-leaderboard/pages/OriginsLeaderboardPage')),
  '/axie-infinity-tools/runes-and-charms': lazyPage(() => import('./features/runes-charms/pages/RunesCharmsPage')),
  '/axie-infinity-tools/axie-sales-history': lazyPage(() => import('./features/sales-history/pages/SalesHistoryPage')),
  '/axie-infinity-tools/breeding-tree': lazyPage(() => import('./features/breeding-tree/pages/BreedingTreePage')),
  '/axie-infinity-tools/poison-calculator': lazyPage(() => import('./features/poison/pages/PoisonPage')),
  '/axie-infinity-tools/axie-showroom': lazyPage(() => import('./features/showroom/pages/ShowroomPage')),
  '/axie-land-battles/cards': lazyPage(() => import('./features/land-cards/pages/LandCardsPage')),
});

export default defineRemote({
  groups: nav.groups,
  routes,
  messages,
});
