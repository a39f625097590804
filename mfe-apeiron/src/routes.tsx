import { defineRemote, lazyPage, routesWithPages } from '@criadero/remote-contract';
import { messages } from './i18n/messages';
import { nav } from './nav';

const routes = routesWithPages(nav, {
  '/apeiron-tools/breeding-calculator': lazyPage(() => import('./features/breeding/BreedingPage')),
  '/apeiron-tools/marketplace': lazyPage(() => import('./features/market/MarketPage')),
  '/apeiron-tools/leaderboard': lazyPage(() => import('./features/leaderboard/LeaderboardPage')),
  '/apeiron-tools/guild-war': lazyPage(() => import('./features/guild-war/GuildWarPage')),
});

export default defineRemote({
  groups: nav.groups,
  routes,
  messages,
});
