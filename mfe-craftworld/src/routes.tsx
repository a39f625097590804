import { defineRemote, lazyPage, routesWithPages } from '@criadero/remote-contract';
import { messages } from './i18n/messages';
import { nav } from './nav';

const routes = routesWithPages(nav, {
  '/dashboard/craftworld': lazyPage(() => import('./pages/CraftworldDashboardPage')),
  '/craft-world-tools/resource-optimizer': lazyPage(() => import('./pages/ResourceOptimizerPage')),
  '/craft-world-tools/workshop-guide': lazyPage(() => import('./pages/WorkshopGuidePage')),
  '/craft-world-tools/factory-guide': lazyPage(() => import('./pages/FactoryGuidePage')),
});

export default defineRemote({
  groups: nav.groups,
  routes,
  messages,
});
