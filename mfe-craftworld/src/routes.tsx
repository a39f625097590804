import { defineRemote, lazyPage, type RemoteRoute } from '@criadero/platform';
import { messages } from './i18n/messages';

const routes: RemoteRoute[] = [
  {
    path: '/dashboard/craftworld',
    group: 'dashboard',
    order: 1,
    requiresLogin: true,
    titleId: 'craftworld.dashboard.title',
    purposeId: 'craftworld.dashboard.purpose',
    Component: lazyPage(() => import('./pages/CraftworldDashboardPage')),
  },
  {
    path: '/craft-world-tools/resource-optimizer',
    group: 'craftworld',
    order: 2,
    titleId: 'craftworld.optimizer.title',
    purposeId: 'craftworld.optimizer.purpose',
    Component: lazyPage(() => import('./pages/ResourceOptimizerPage')),
  },
  {
    path: '/craft-world-tools/workshop-guide',
    group: 'craftworld',
    order: 3,
    titleId: 'craftworld.workshop.title',
    purposeId: 'craftworld.workshop.purpose',
    Component: lazyPage(() => import('./pages/WorkshopGuidePage')),
  },
  {
    path: '/craft-world-tools/factory-guide',
    group: 'craftworld',
    order: 4,
    titleId: 'craftworld.factory.title',
    purposeId: 'craftworld.factory.purpose',
    Component: lazyPage(() => import('./pages/FactoryGuidePage')),
  },
];

export default defineRemote({
  groups: [
    { id: 'dashboard', labelId: 'craftworld.nav.group.dashboard', order: 30 },
    { id: 'craftworld', labelId: 'craftworld.nav.group.craftworld', order: 70 },
  ],
  routes,
  messages,
});
