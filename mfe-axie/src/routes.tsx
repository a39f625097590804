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
  '/axie-infinity-tools/market-alerts': lazyPage(() => import('./features/market-alerts/pages/MarketAlertsPage')),
  '/axie-land-battles/cards': lazyPage(() => import('./features/land-cards/pages/LandCardsPage')),
});

export default defineRemote({
  groups: nav.groups,
  routes,
  messages,
  // watched searches: alerts shown live on every page (the shell mounts this once a player signs in)
  rootMounts: [lazyPage(() => import('./features/market-alerts/components/LiveAlerts'))],
});
