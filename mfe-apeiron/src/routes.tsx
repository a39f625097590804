import { defineRemote, lazyPage, type RemoteRoute } from '@criadero/platform';
import { messages } from './i18n/messages';

const routes: RemoteRoute[] = [
  {
    path: '/apeiron-tools/breeding-calculator',
    group: 'apeiron',
    order: 1,
    titleId: 'apeiron.breeding.title',
    purposeId: 'apeiron.breeding.purpose',
    Component: lazyPage(() => import('./features/breeding/BreedingPage')),
  },
  {
    path: '/apeiron-tools/marketplace',
    group: 'apeiron',
    order: 2, isNew: true,
    titleId: 'apeiron.marketplace.title',
    purposeId: 'apeiron.marketplace.purpose',
    Component: lazyPage(() => import('./features/market/MarketPage')),
  },
  {
    path: '/apeiron-tools/leaderboard',
    group: 'apeiron',
    order: 3,
    titleId: 'apeiron.leaderboard.title',
    purposeId: 'apeiron.leaderboard.purpose',
    Component: lazyPage(() => import('./features/leaderboard/LeaderboardPage')),
  },
  {
    path: '/apeiron-tools/guild-war',
    group: 'apeiron',
    order: 4,
    titleId: 'apeiron.guildWar.title',
    purposeId: 'apeiron.guildWar.purpose',
    Component: lazyPage(() => import('./features/guild-war/GuildWarPage')),
  },
];

export default defineRemote({
  groups: [
    { id: 'apeiron', labelId: 'apeiron.nav.group.apeiron', order: 10 },
  ],
  routes,
  messages,
});
