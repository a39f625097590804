import { defineRemote, lazyPage, type RemoteRoute } from '@criadero/platform';
import { messages } from './i18n/messages';

const routes: RemoteRoute[] = [
  {
    path: '/planet-horse-tools/marketplace',
    group: 'horse',
    order: 1,
    titleId: 'horse.marketplace.title',
    purposeId: 'horse.marketplace.purpose',
    Component: lazyPage(() => import('./pages/MarketplacePage')),
  },
  {
    path: '/planet-horse-tools/leveling-calculator',
    group: 'horse',
    order: 2,
    titleId: 'horse.leveling.title',
    purposeId: 'horse.leveling.purpose',
    Component: lazyPage(() => import('./pages/LevelingCalculatorPage')),
  },
];

export default defineRemote({
  groups: [{ id: 'horse', labelId: 'horse.nav.group.horse', order: 80 }],
  routes,
  messages,
});
