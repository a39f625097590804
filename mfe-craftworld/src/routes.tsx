import { defineRemote, lazyPage, routesWithPages } from '@criadero/remote-contract';
import { messages } from './i18n/messages';
import { nav } from './nav';

const routes = routesWithPages(nav, {
  '/dashboard/craftworld': lazyPage(() => import('./features/dashboard/CraftworldDashboardPage')),
  '/craft-world-tools/resource-optimizer': lazyPage(() => import('./features/resource-optimizer/ResourceOptimizerPage')),
  '/craft-world-tools/workshop-guide': lazyPage(() => import('./features/workshop-guide/WorkshopGuidePage')),
  '/craft-world-tools/factory-guide': lazyPage(() => import('./features/factory-guide/FactoryGuidePage')),
});

export default defineRemote({
  groups: nav.groups,
  routes,
  messages,
});
